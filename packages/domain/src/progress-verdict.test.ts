import { describe, expect, it } from 'vitest';
import {
  dimensionVerdict,
  NO_VERDICT_NOTES,
  bandFootnote,
  partMeasurementOf,
  verdictBand,
  type PartMeasurement,
} from './progress-verdict';

function measured(
  score: number,
  band?: number,
  colorCalibrated = true,
  engine: string | null = '3.1.0',
): PartMeasurement {
  return {
    state: 'measured',
    scores: { roughness: score, color: score, skin_type: score },
    bands: band === undefined ? {} : { roughness: band, color: band, skin_type: band },
    colorCalibrated,
    engine,
  };
}

const none = { scores: {}, bands: {}, colorCalibrated: true, engine: null };
const refused: PartMeasurement = { state: 'refused', ...none };
const missing: PartMeasurement = { state: 'missing', ...none };

describe('dimensionVerdict (issue 19: one rule for the report and the progress page)', () => {
  it('calls a change beyond the band 改善 or 变差, within it 稳定 (band inclusive)', () => {
    expect(dimensionVerdict('roughness', measured(60, 2), measured(70, 2))).toEqual({
      verdict: 'better',
      difference: 10,
      band: 2,
      bandSource: 'engine',
      reason: null,
    });
    expect(dimensionVerdict('roughness', measured(60, 2), measured(57.5, 2)).verdict).toBe('worse');
    expect(dimensionVerdict('roughness', measured(60, 2), measured(62, 2)).verdict).toBe('stable');
    expect(dimensionVerdict('roughness', measured(60, 2), measured(58.1, 2)).verdict).toBe(
      'stable',
    );
  });

  it('issue 31 #4: gives no verdict between engine versions whose scales differ', () => {
    const judged = dimensionVerdict(
      'roughness',
      measured(60, 2, true, '3.0.0'),
      measured(70, 2, true, '3.1.0'),
    );
    expect(judged).toEqual({
      verdict: null,
      difference: 10,
      band: 2,
      bandSource: 'engine',
      reason: 'engine_changed',
    });
    expect(NO_VERDICT_NOTES.engine_changed).toContain('引擎版本不同');
    // A patch version changes only which pairs the gate accepts: its scores compare.
    expect(
      dimensionVerdict('roughness', measured(60, 2, true, '2.3.0'), measured(70, 2, true, '2.3.1'))
        .verdict,
    ).toBe('better');
    // Unknown on either side: judged as before.
    expect(
      dimensionVerdict('roughness', measured(60, 2, true, null), measured(70, 2)).verdict,
    ).toBe('better');
  });

  it('issue 31 #3: judges no change on a dimension shown only as an estimate', () => {
    const before: PartMeasurement = { ...measured(60, 2), scores: { elasticity: 60, corneum: 60 } };
    const after: PartMeasurement = { ...measured(80, 2), scores: { elasticity: 80, corneum: 80 } };
    for (const dimension of ['elasticity', 'corneum'] as const)
      expect(dimensionVerdict(dimension, before, after)).toMatchObject({
        verdict: null,
        difference: 20,
        reason: 'estimate_only',
      });
  });

  it('uses the wider of the two visits’ bands', () => {
    // 4 points: beyond the later visit's ±3, within the earlier visit's ±5.
    const before = measured(60, 5);
    const after = measured(64, 3);
    expect(dimensionVerdict('roughness', before, after)).toMatchObject({
      verdict: 'stable',
      band: 5,
    });
    expect(verdictBand('roughness', measured(60), measured(64, 3))).toEqual({
      band: 3,
      source: 'engine',
    });
    expect(verdictBand('roughness', measured(60), measured(64))).toBeNull();
  });

  it('without a band gives the difference and no verdict', () => {
    expect(dimensionVerdict('roughness', measured(60), measured(61.234))).toEqual({
      verdict: null,
      difference: 1.23,
      band: null,
      bandSource: null,
      reason: 'no_band',
    });
  });

  it('never judges from a visit whose photos were refused, or where the part is missing', () => {
    expect(dimensionVerdict('roughness', refused, measured(70, 2))).toEqual({
      verdict: null,
      difference: null,
      band: 2,
      bandSource: 'engine',
      reason: 'refused',
    });
    expect(dimensionVerdict('roughness', measured(60, 2), refused).reason).toBe('refused');
    expect(dimensionVerdict('roughness', missing, measured(70, 2)).reason).toBe('not_measured');
  });

  it('never judges colour when either visit was uncalibrated; other dimensions still are', () => {
    const uncalibrated = measured(80, 2, false);
    expect(dimensionVerdict('color', measured(60, 2), uncalibrated)).toMatchObject({
      verdict: null,
      difference: 20,
      reason: 'uncalibrated',
    });
    expect(dimensionVerdict('color', uncalibrated, measured(60, 2)).reason).toBe('uncalibrated');
    expect(dimensionVerdict('roughness', measured(60, 2), uncalibrated).verdict).toBe('better');
    expect(dimensionVerdict('color', measured(60, 2), measured(80, 2)).verdict).toBe('better');
  });

  it('gives 肤质 no verdict (a type, not a severity), but still the difference', () => {
    expect(dimensionVerdict('skin_type', measured(60, 2), measured(80, 2))).toMatchObject({
      verdict: null,
      difference: 20,
      reason: 'type_only',
    });
  });

  it('gives no verdict when a score could not be estimated', () => {
    const blank: PartMeasurement = { ...measured(60, 2), scores: { roughness: null } };
    expect(dimensionVerdict('roughness', blank, measured(70, 2))).toMatchObject({
      verdict: null,
      difference: null,
      reason: 'not_estimable',
    });
  });

  it('issue 32 #3: judges with the device’s measured band where the server chose one', () => {
    const onDevice = (score: number, band: number): PartMeasurement => ({
      ...measured(score, 2),
      bandsInUse: { roughness: { band, source: 'device' } },
    });
    // 4 points: beyond the engine's ±2, within this device's measured ±4.5.
    expect(dimensionVerdict('roughness', onDevice(60, 4.5), onDevice(64, 4.5))).toEqual({
      verdict: 'stable',
      difference: 4,
      band: 4.5,
      bandSource: 'device',
      reason: null,
    });
    // One visit on the measured device, one judged by the engine: the wider band, with its source.
    expect(dimensionVerdict('roughness', measured(60, 5), onDevice(64, 4.5))).toMatchObject({
      verdict: 'stable',
      band: 5,
      bandSource: 'engine',
    });
    expect(dimensionVerdict('roughness', measured(60, 2), onDevice(66, 4.5))).toMatchObject({
      verdict: 'better',
      band: 4.5,
      bandSource: 'device',
    });
    // The same band on both sides: the device's pairs confirmed it.
    expect(verdictBand('roughness', measured(60, 4.5), onDevice(66, 4.5))?.source).toBe('device');
  });

  it('issue 32 #2: never judges with a band narrower than the engine’s own', () => {
    // A device band below the engine's (a bad client, an older server's arithmetic) is ignored.
    const narrow: PartMeasurement = {
      ...measured(63, 3),
      bandsInUse: { roughness: { band: 1, source: 'device' } },
    };
    expect(dimensionVerdict('roughness', measured(60, 3), narrow)).toMatchObject({
      verdict: 'stable',
      band: 3,
      bandSource: 'engine',
    });
    // A device band without the engine's: no band (pairs count only against an engine's bands).
    const bare: PartMeasurement = {
      ...measured(70),
      bandsInUse: { roughness: { band: 4, source: 'device' } },
    };
    expect(dimensionVerdict('roughness', measured(60), bare).reason).toBe('no_band');
  });

  it('names the band and its source in whole points', () => {
    expect(bandFootnote({ band: 4.37, source: 'device' })).toBe('本设备实测 ±4');
    expect(bandFootnote({ band: 2.6, source: 'engine' })).toBe('引擎估计 ±3');
  });

  it('has a sentence for every reason', () => {
    for (const note of Object.values(NO_VERDICT_NOTES)) expect(note).toMatch(/。$/);
  });
});

describe('partMeasurementOf (a stored analysis as the rule reads it)', () => {
  const dimension = { score: 60, type: null, level: 'lightly', area: 0, result: null };
  it('reads a refused pair as refused, an unphotographed or unfinished one as missing', () => {
    expect(partMeasurementOf({ status: 'failed' }).state).toBe('refused');
    expect(partMeasurementOf(undefined).state).toBe('missing');
    expect(partMeasurementOf({ status: 'pending' }).state).toBe('missing');
    expect(partMeasurementOf({ status: 'unavailable', dimensions: null }).state).toBe('missing');
  });

  it('takes the scores, bands and colour flag of a measured one as the server decided them', () => {
    const done = {
      status: 'done',
      dimensions: { roughness: dimension, color: { ...dimension, score: 70 } },
      repeatability: { roughness: 2 },
      colorCalibrated: true,
      version: { engine: '3.1.0' },
    };
    expect(partMeasurementOf(done)).toEqual({
      state: 'measured',
      scores: { roughness: 60, color: 70 },
      bands: { roughness: 2 },
      bandsInUse: {},
      colorCalibrated: true,
      engine: '3.1.0',
    });
    // No flag (or bands) given: uncalibrated, no bands.
    expect(
      partMeasurementOf({ status: 'done', dimensions: { roughness: dimension } }),
    ).toMatchObject({ bands: {}, colorCalibrated: false });
  });
});
