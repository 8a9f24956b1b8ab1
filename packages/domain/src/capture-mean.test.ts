import { describe, expect, it } from 'vitest';
import type { PartDetection } from '@skinscope/contracts';
import { bandOfMean, meanOfCaptures, type PartCapture } from './capture-mean';
import { bandFootnote, dimensionVerdict, partMeasurementOf } from './progress-verdict';

type Done = Extract<PartDetection, { status: 'done' }>;

const result = (score: number | null, type: string | null = null) => ({
  score,
  type,
  level: 'lightly' as const,
  area: 0,
  result: null,
  filename: null,
});

/** One accepted capture: roughness and pigment scored, 肤质 a type, engine bands 4 and 6. */
function done(id: number, roughness: number | null, pigment: number, type = 'oil'): Done {
  return {
    status: 'done',
    detectionId: id,
    dimensions: {
      roughness: result(roughness),
      pigment: result(pigment),
      skin_type: result(50, type),
    } as Done['dimensions'],
    repeatability: { roughness: 4, pigment: 6, skin_type: 8 } as Done['repeatability'],
    colorCalibrated: true,
    version: { engine: '3.1.0', calibration: '3.1' },
    deviceCalibrationId: 7,
  };
}

const capture = (detection: PartDetection, bands?: PartCapture['bandsInUse']) => ({
  detection,
  bandsInUse: bands,
});

describe('issue 32 #4: the mean of two captures of a part', () => {
  it('a mean band is one capture’s ÷ √2', () => {
    expect(bandOfMean(4)).toBeCloseTo(2.828, 3);
    expect(bandOfMean(bandOfMean(4) * Math.SQRT2)).toBeCloseTo(bandOfMean(4), 12);
  });

  it('averages each scored dimension, shrinks its engine and device bands, keeps the first’s type', () => {
    const first = capture(done(1, 60, 70, 'oil'), {
      roughness: { band: 5, source: 'device' },
      pigment: { band: 6, source: 'engine' },
    });
    const second = capture(done(2, 64, 71, 'dry'), first.bandsInUse);
    const mean = meanOfCaptures([first, second]);
    const detection = mean.detection as Done;
    expect(detection.detectionId).toBe(1);
    expect(detection.dimensions.roughness?.score).toBe(62);
    expect(detection.dimensions.pigment?.score).toBe(70.5);
    // 肤质 is a type: the first accepted capture's, not averaged, its band unchanged.
    expect(detection.dimensions.skin_type).toEqual(result(50, 'oil'));
    expect(detection.averaged).toEqual(['roughness', 'pigment']);
    expect(detection.repeatability?.roughness).toBeCloseTo(4 / Math.SQRT2, 12);
    expect(detection.repeatability?.pigment).toBeCloseTo(6 / Math.SQRT2, 12);
    expect(detection.repeatability?.skin_type).toBe(8);
    // The device band of one capture (max(engine, MDC95) = 5) ÷ √2, its source kept.
    expect(mean.bandsInUse?.roughness?.band).toBeCloseTo(5 / Math.SQRT2, 12);
    expect(mean.bandsInUse?.roughness?.source).toBe('device');
    expect(mean.bandsInUse?.pigment?.band).toBeCloseTo(6 / Math.SQRT2, 12);
  });

  it('a dimension only one capture scored keeps that capture’s result and single band', () => {
    const mean = meanOfCaptures([capture(done(1, null, 70)), capture(done(2, 64, 72))]);
    const detection = mean.detection as Done;
    expect(detection.dimensions.roughness?.score).toBeNull();
    expect(detection.averaged).toEqual(['pigment']);
    expect(detection.repeatability?.roughness).toBe(4);
  });

  it('one accepted capture, or two measured differently: that one (the first), single bands', () => {
    const refused: PartDetection = { status: 'failed', reasons: [] };
    const second = capture(done(2, 64, 72));
    expect(meanOfCaptures([capture(refused), second])).toBe(second);
    const first = capture(done(1, 60, 70));
    expect(meanOfCaptures([first, capture(refused)])).toBe(first);
    const otherEngine = capture({
      ...done(2, 64, 72),
      version: { engine: '3.2.0', calibration: '3.2' },
    });
    expect(meanOfCaptures([first, otherEngine])).toBe(first);
    const otherCalibration = capture({ ...done(2, 64, 72), deviceCalibrationId: 8 });
    expect(meanOfCaptures([first, otherCalibration])).toBe(first);
    // Neither accepted: the first, whose state the part shows; a single capture: itself.
    const pending = capture({ status: 'pending' });
    expect(meanOfCaptures([pending, capture(refused)])).toBe(pending);
    expect(meanOfCaptures([first])).toBe(first);
  });

  it('the verdict uses the mean’s band, never below the engine’s band for a mean, and says 两次平均', () => {
    const single = partMeasurementOf(done(1, 60, 70));
    const mean = meanOfCaptures([
      capture(done(2, 63, 70), { roughness: { band: 5, source: 'device' } }),
      capture(done(3, 65, 70), { roughness: { band: 5, source: 'device' } }),
    ]);
    const averaged = partMeasurementOf({ ...mean.detection, bandsInUse: mean.bandsInUse });
    expect(averaged.averaged).toEqual(['roughness', 'pigment']);
    // Two averaged visits: 4 points beyond the mean's ±3.54 (device 5 ÷ √2), 改善.
    const judged = dimensionVerdict(
      'roughness',
      { ...averaged, scores: { roughness: 60 } },
      averaged,
    );
    expect(judged).toMatchObject({ verdict: 'better', bandSource: 'device', bandAveraged: true });
    expect(judged.band).toBeCloseTo(5 / Math.SQRT2, 12);
    // Beside a single capture the wider (single) band decides, not marked as a mean.
    const mixed = dimensionVerdict('roughness', single, averaged);
    expect(mixed).toMatchObject({ band: 4, bandSource: 'engine', verdict: 'stable' });
    expect(mixed.bandAveraged).toBeUndefined();
    // A device band under the engine's band for a mean is ignored.
    const narrowBands = { roughness: { band: 1, source: 'device' as const } };
    const narrow = dimensionVerdict(
      'roughness',
      { ...averaged, scores: { roughness: 63 }, bandsInUse: narrowBands },
      { ...averaged, bandsInUse: narrowBands },
    );
    expect(narrow.band).toBeCloseTo(4 / Math.SQRT2, 12);
    expect(narrow).toMatchObject({ bandSource: 'engine', bandAveraged: true, verdict: 'stable' });
  });

  it('the footnote says a mean’s band is one', () => {
    expect(bandFootnote({ band: 3.2, source: 'device', averaged: true })).toBe(
      '本设备实测 ±3（两次平均）',
    );
    expect(bandFootnote({ band: 2.2, source: 'engine', averaged: true })).toBe(
      '引擎估计 ±2（两次平均）',
    );
    expect(bandFootnote({ band: 2.2, source: 'engine' })).toBe('引擎估计 ±2');
  });
});
