import { describe, expect, it } from 'vitest';
import { analyzePair, resultJson } from './analyze';
import { CALIBRATION_VERSION, ENGINE_VERSION } from './calibration';
import { poisonGivenBack } from './kernels/arena';
import { levelFromScore } from './metrics/score';
import { generatePhantom } from './phantom/generate';
import { DIMENSIONS } from './types';

const phantom = generatePhantom({ seed: 71, width: 512, height: 384 });

describe('analyzePair', () => {
  it('returns the seven dimensions of the detect response with versions and half-grid masks', () => {
    const result = analyzePair(phantom.normal, phantom.polarised);
    expect(result.version).toEqual({ engine: ENGINE_VERSION, calibration: CALIBRATION_VERSION });
    expect(result.quality).toEqual({ ok: true, reasons: [] });
    expect(result.colorCalibrated).toBe(false);
    expect(Object.keys(result.dimensions!)).toEqual([...DIMENSIONS]);
    for (const d of DIMENSIONS) {
      const dim = result.dimensions![d];
      expect(dim.score).toBeGreaterThanOrEqual(0);
      expect(dim.score).toBeLessThanOrEqual(100);
      expect(dim.level).toBe(levelFromScore(dim.score));
      expect(dim.area).toBeGreaterThanOrEqual(0);
      expect(dim.filename).toBeNull();
      expect(result.masks![d]).toMatchObject({ width: 256, height: 192 });
    }
    expect(['oil', 'dry', 'mid']).toContain(result.dimensions!.skin_type.type);
    expect(['toubai', 'baixi', 'ziran', 'xiaomai', 'anchen', 'youhei']).toContain(
      result.dimensions!.color.result,
    );
  });

  it('gives no numbers, only reasons, when a photo fails quality', () => {
    const dark = { ...phantom.normal, data: phantom.normal.data.map((v) => v >> 4) };
    const result = analyzePair(dark, phantom.polarised);
    expect(result.quality.ok).toBe(false);
    expect(result.quality.reasons[0]!.code).toBe('TOO_DARK');
    expect(result.dimensions).toBeNull();
    expect(result.measures).toBeNull();
    expect(result.masks).toBeNull();
  });

  it('says when a device calibration was applied', () => {
    const identity = {
      matrix: [1, 0, 0, 0, 1, 0, 0, 0, 1],
      offset: [0, 0, 0] as [number, number, number],
    };
    const result = analyzePair(phantom.normal, phantom.polarised, { deviceCalibration: identity });
    expect(result.colorCalibrated).toBe(true);
    expect(result.measures!.color.calibrated).toBe(1);
  });

  it('reports stage timings without changing the result', () => {
    const stages: string[] = [];
    const timed = analyzePair(phantom.normal, phantom.polarised, {
      onStage: (s) => stages.push(s),
    });
    expect(stages).toContain('pigment');
    expect(resultJson(timed)).toBe(resultJson(analyzePair(phantom.normal, phantom.polarised)));
    expect(resultJson(timed)).not.toContain('masks');
  });

  it('reads no buffer after a stage gave it back (every buffer given back filled with NaN)', () => {
    const options = { keepFullMasks: true };
    const clean = analyzePair(phantom.normal, phantom.polarised, options);
    poisonGivenBack(true);
    try {
      analyzePair(phantom.normal, phantom.polarised, options); // every reused buffer now poisoned
      const poisoned = analyzePair(phantom.normal, phantom.polarised, options);
      expect(resultJson(poisoned)).toBe(resultJson(clean));
      for (const d of DIMENSIONS) expect(poisoned.masks![d].data).toEqual(clean.masks![d].data);
      for (const d of DIMENSIONS)
        expect(poisoned.fullMasks![d]?.data).toEqual(clean.fullMasks![d]?.data);
    } finally {
      poisonGivenBack(false);
    }
  });
});
