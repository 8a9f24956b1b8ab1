import { describe, expect, it } from 'vitest';
import { applyDeviceCalibration, fitDeviceCalibration } from './device-calibration';
import { linearToSrgb, SRGB_TO_LINEAR } from './kernels/lab';
import { COLOR_CARD } from './phantom/color-card';

describe('device colour calibration', () => {
  it('recovers a known linear camera transform from a colour card', () => {
    // A camera that mixes channels, mis-balances white and adds a little flare.
    const camera = (r: number, g: number, b: number) => [
      0.9 * r + 0.06 * g + 0.01 * b + 0.004,
      0.03 * r + 0.85 * g + 0.05 * b + 0.004,
      0.02 * r + 0.08 * g + 0.75 * b + 0.004,
    ];
    const patches = COLOR_CARD.map((reference) => {
      const lin = reference.map((v) => SRGB_TO_LINEAR[v]!) as [number, number, number];
      const measured = camera(...lin).map(linearToSrgb) as [number, number, number];
      return { measured, reference };
    });
    const cal = fitDeviceCalibration(patches);
    for (const reference of [COLOR_CARD[1]!, COLOR_CARD[18]!, COLOR_CARD[14]!]) {
      const lin = reference.map((v) => SRGB_TO_LINEAR[v]!) as [number, number, number];
      const back = applyDeviceCalibration(cal, ...(camera(...lin) as [number, number, number]));
      back.forEach((v, c) => expect(linearToSrgb(v)).toBeCloseTo(reference[c]!, 0));
    }
  });

  it('needs at least four patches', () => {
    expect(() => fitDeviceCalibration([])).toThrow();
  });
});
