import { describe, expect, it } from 'vitest';
import { fitCardCalibration } from './card-calibration';
import { flatFieldAt, parseDeviceCalibration } from './device-calibration';
import {
  COLOR_CARD,
  GREY_CARD_LINEAR,
  renderChartPatch,
  renderFlatTarget,
} from './phantom/color-card';
import { generatePhantom } from './phantom/generate';
import type { PhantomCapture, PhantomDevice } from './phantom/phantom-types';
import { REFERENCE_DEVICE } from './phantom/spec';
import type { RgbImage } from './types';

/** A device with no crosstalk: white balance, exposure and vignetting are all a card can see. */
const DEVICE: PhantomDevice = {
  ...REFERENCE_DEVICE,
  crosstalk: [1, 0, 0, 0, 1, 0, 0, 0, 1],
  whiteBalance: [1.1, 1, 0.85],
  exposureP: 1.05,
  exposureN: 0.9,
  vignetting: 0.3,
};
/** The barrel shades the frame beyond ρ = 0.8: the fit must use the lit disc only. */
const CAPTURE: PhantomCapture = {
  noise: 1.5,
  jpegQuality: 90,
  shift: { dx: 0, dy: 0 },
  disc: 0.8,
};
const SIZE = { width: 512, height: 384 };

function card(
  light: 'normal' | 'polarised',
  options: { device?: Partial<PhantomDevice>; linear?: readonly [number, number, number] } = {},
): RgbImage {
  const device = { ...DEVICE, ...options.device };
  return renderFlatTarget(options.linear ?? GREY_CARD_LINEAR, device, CAPTURE, light, 5, SIZE);
}

/** The same card with each pixel's code values scaled where `where(x, y)` holds. */
function marked(image: RgbImage, where: (x: number, y: number) => boolean, scale: number) {
  const data = Uint8Array.from(image.data);
  for (let y = 0; y < image.height; y += 1)
    for (let x = 0; x < image.width; x += 1)
      if (where(x, y))
        for (let c = 0; c < 3; c += 1) {
          const j = (y * image.width + x) * 3 + c;
          data[j] = Math.round(data[j]! * scale);
        }
  return { ...image, data };
}

const codes = (fit: ReturnType<typeof fitCardCalibration>) =>
  fit.report.refusals.map((r) => `${r.photo}:${r.code}`);

describe('fitCardCalibration', () => {
  const fit = fitCardCalibration(card('normal'), card('polarised'), { id: 'scope 1' });

  it('recovers the device: exposure and white balance as gains, vignetting as the flat-field', () => {
    expect(fit.ok).toBe(true);
    const cal = fit.calibration!;
    // Gains undo exposure × white balance: 1 / (exposure · wb_c), within 2 %.
    cal.gains.polarised.forEach((g, c) =>
      expect(g * DEVICE.exposureP * DEVICE.whiteBalance[c]!).toBeCloseTo(1, 1),
    );
    cal.gains.normal.forEach((g, c) =>
      expect(Math.abs(g * DEVICE.exposureN * DEVICE.whiteBalance[c]! - 1)).toBeLessThan(0.02),
    );
    // Flat-field = 1 − kρ² wherever the disc is lit, within 1.5 %.
    const { width: w, height: h } = SIZE;
    for (const [u, v] of [
      [0, 0],
      [0.5, 0.2],
      [-0.7, 0.6],
      [0.8, -0.5],
      [0, -0.9],
    ] as const) {
      const rho2 = ((u * w) ** 2 + (v * h) ** 2) / (w * w + h * h);
      expect(Math.abs(flatFieldAt(cal.flatField.polarised, u, v) - (1 - 0.3 * rho2))).toBeLessThan(
        0.015,
      );
    }
    // The darkest lit cell, near ρ = 0.8: 1 − 0.3·0.8² ≈ 19 % below the centre.
    expect(fit.report.polarised!.vignettingPercent).toBeGreaterThan(15);
    expect(fit.report.polarised!.vignettingPercent).toBeLessThan(23);
    expect(fit.report.polarised!.residualPercent).toBeLessThan(0.5);
    expect(cal.id).toBe('scope 1');
  });

  it('gives JSON that comes back as a valid calibration', () => {
    expect(parseDeviceCalibration(JSON.parse(JSON.stringify(fit.calibration)))).toEqual(
      fit.calibration,
    );
  });

  it('refuses skin, a print or a stain as the card', () => {
    const skin = generatePhantom({ seed: 9, width: 512, height: 384 });
    expect(codes(fitCardCalibration(card('normal'), skin.polarised))).toEqual([
      'polarised:CARD_NOT_UNIFORM',
    ]);
    const stripes = marked(card('polarised'), (x) => x % 12 < 4, 0.8);
    expect(codes(fitCardCalibration(card('normal'), stripes))).toEqual([
      'polarised:CARD_NOT_UNIFORM',
    ]);
    const stain = marked(
      card('polarised'),
      (x, y) => (x - 180) ** 2 + (y - 150) ** 2 < 60 ** 2,
      0.88,
    );
    const stained = fitCardCalibration(card('normal'), stain);
    expect(codes(stained)).toEqual(['polarised:CARD_NOT_UNIFORM']);
    expect(stained.calibration).toBeNull();
    expect(stained.report.refusals[0]!.message).toBe(
      '偏振光校准卡不均匀（有纹理、污渍或图案），请使用干净平整的 18% 灰卡重拍',
    );
  });

  it('refuses a capture too dark, clipped, too bright for light skin, or not neutral', () => {
    expect(codes(fitCardCalibration(card('normal', { device: { exposureN: 0.12 } }), card('polarised')))).toEqual(['normal:CARD_TOO_DARK']); // prettier-ignore
    const clipped = fitCardCalibration(
      card('normal'),
      card('polarised', { device: { exposureP: 6 } }),
    );
    expect(codes(clipped)).toEqual(['polarised:CARD_CLIPPED']);
    expect(clipped.report.refusals[0]!.message).toContain('通道饱和');
    // Red gain 1 / (1.4 · 1.1) = 0.65: light skin would clip in red at these settings.
    expect(codes(fitCardCalibration(card('normal'), card('polarised', { device: { exposureP: 1.4 } })))).toEqual(['polarised:CARD_TOO_BRIGHT']); // prettier-ignore
    // Skin-coloured paper: uniform, well exposed, but needs ≈ 2× more red than blue.
    const paper = card('polarised', { linear: [0.3, 0.19, 0.13] });
    expect(codes(fitCardCalibration(card('normal'), paper))).toEqual([
      'polarised:CARD_NOT_NEUTRAL',
    ]);
    const small = { ...card('normal'), width: 256, height: 192 };
    expect(codes(fitCardCalibration(small, card('polarised')))).toEqual([
      'pair:CARD_SIZE_MISMATCH',
    ]);
  });

  it('fits a colour matrix from chart patches, and refuses a chart too short or out of order', () => {
    const device = { ...DEVICE, crosstalk: REFERENCE_DEVICE.crosstalk };
    const chart = COLOR_CARD.map((reference, k) => ({
      image: renderChartPatch(reference, device, CAPTURE, 40 + k),
      reference,
    }));
    const cards = [card('normal', { device }), card('polarised', { device })] as const;
    const withChart = fitCardCalibration(...cards, { chart });
    expect(withChart.ok).toBe(true);
    expect(withChart.calibration!.matrix).toHaveLength(9);
    expect(withChart.report.chart!.maxDeltaE).toBeLessThan(2);
    // The chart's white clips at these settings: left out and counted, not fitted.
    expect(withChart.report.chart!.clipped).toBeGreaterThan(0);
    expect(withChart.report.chart!.patches + withChart.report.chart!.clipped).toBe(24);
    expect(codes(fitCardCalibration(...cards, { chart: chart.slice(0, 3) }))).toEqual([
      'chart:CHART_TOO_FEW',
    ]);
    const shuffled = chart.map((p, k) => ({
      ...p,
      reference: chart[(k + 5) % chart.length]!.reference,
    }));
    expect(codes(fitCardCalibration(...cards, { chart: shuffled }))).toEqual([
      'chart:CHART_UNUSABLE',
    ]);
  });
});
