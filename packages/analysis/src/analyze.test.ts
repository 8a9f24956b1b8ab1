import { describe, expect, it } from 'vitest';
import { analyzePair, resultJson } from './analyze';
import { fitCardCalibration } from './card-calibration';
import type { DeviceCalibration } from './device-calibration';
import { CALIBRATION_VERSION, ENGINE_VERSION } from './calibration';
import { poisonGivenBack } from './kernels/arena';
import { levelFromScore } from './metrics/score';
import { GREY_CARD_LINEAR, renderFlatTarget } from './phantom/color-card';
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
      expect(dim.level).toBe(levelFromScore(dim.score!));
      expect(dim.area).toBeGreaterThanOrEqual(0);
      expect(dim.filename).toBeNull();
      expect(result.masks![d]).toMatchObject({ width: 256, height: 192 });
    }
    expect(['oil', 'dry', 'mid']).toContain(result.dimensions!.skin_type.type);
    // No calibration, no tone word (issue 18 #3); the score rates evenness.
    expect(result.dimensions!.color.result).toBeNull();
    expect(result.measures!.color).not.toHaveProperty('ita');
  });

  it('marks colour and redness 无法评估 when the polarised photo clips red but not white, and scores the rest (issue 31)', () => {
    // A band over 12 % of the polarised photo with red saturated, green and blue not.
    const data = Uint8Array.from(phantom.polarised.data);
    for (let i = 0; i < phantom.polarised.width * phantom.polarised.height; i += 1)
      if ((i % phantom.polarised.width) / phantom.polarised.width < 0.12)
        data.set([255, 200, 170], 3 * i);
    const result = analyzePair(phantom.normal, { ...phantom.polarised, data });
    expect(result.quality).toEqual({ ok: true, reasons: [] });
    for (const [key, name] of [
      ['color', '肤色'],
      ['sensitivity', '敏感肌'],
    ] as const) {
      expect(result.dimensions![key]).toMatchObject({ score: null, level: null, result: null });
      expect(result.dimensions![key].notAssessable).toEqual({
        code: 'CHANNEL_CLIPPED',
        photo: 'polarised',
        message: `偏振光照片红色通道饱和，${name}无法评估，请调低显微镜亮度或曝光后重拍`,
      });
      expect(result.masks![key].data.every((v) => v === 0)).toBe(true);
    }
    for (const key of ['skin_type', 'roughness', 'pigment', 'elasticity', 'corneum'] as const) {
      expect(result.dimensions![key].score).toEqual(expect.any(Number));
      expect(result.dimensions![key]).not.toHaveProperty('notAssessable');
    }
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

  it('names the tone only with a valid device calibration', () => {
    const card = (light: 'normal' | 'polarised', seed: number) =>
      renderFlatTarget(GREY_CARD_LINEAR, phantom.spec.device, phantom.spec.capture, light, seed, {
        width: 512,
        height: 384,
      });
    const fit = fitCardCalibration(card('normal', 1), card('polarised', 2));
    expect(fit.ok).toBe(true);
    const stored = JSON.parse(JSON.stringify(fit.calibration)) as DeviceCalibration;
    const result = analyzePair(phantom.normal, phantom.polarised, { deviceCalibration: stored });
    expect(result.colorCalibrated).toBe(true);
    expect(result.measures!.color.calibrated).toBe(1);
    expect(['toubai', 'baixi', 'ziran', 'xiaomai', 'anchen', 'youhei']).toContain(
      result.dimensions!.color.result,
    );
    // A format-1 calibration (a matrix alone) fixes neither exposure nor vignetting: none.
    const legacy = { matrix: [1, 0, 0, 0, 1, 0, 0, 0, 1], offset: [0, 0, 0] as const };
    const old = analyzePair(phantom.normal, phantom.polarised, { deviceCalibration: legacy });
    expect(old.colorCalibrated).toBe(false);
    expect(old.dimensions!.color.result).toBeNull();
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
