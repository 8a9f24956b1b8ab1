import { describe, expect, it } from 'vitest';
import {
  applyColourMatrix,
  DEVICE_CALIBRATION_FORMAT,
  fitColourMatrix,
  flatFieldAt,
  FLAT_FIELD_TERMS,
  parseDeviceCalibration,
  type DeviceCalibration,
} from './device-calibration';
import { linearToSrgb, SRGB_TO_LINEAR } from './kernels/lab';
import { COLOR_CARD } from './phantom/color-card';

describe('device colour matrix', () => {
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
    const cal = fitColourMatrix(patches);
    for (const reference of [COLOR_CARD[1]!, COLOR_CARD[18]!, COLOR_CARD[14]!]) {
      const lin = reference.map((v) => SRGB_TO_LINEAR[v]!) as [number, number, number];
      const back = applyColourMatrix(cal, ...(camera(...lin) as [number, number, number]));
      back.forEach((v, c) => expect(linearToSrgb(v)).toBeCloseTo(reference[c]!, 0));
    }
  });

  it('needs at least four patches', () => {
    expect(() => fitColourMatrix([])).toThrow();
  });
});

describe('stored device calibration', () => {
  const flat = { coefficients: FLAT_FIELD_TERMS.map((_, k) => (k === 0 ? 1 : 0)) };
  const valid: DeviceCalibration = {
    format: DEVICE_CALIBRATION_FORMAT,
    flatField: { normal: flat, polarised: flat },
    gains: { normal: [1.2, 1, 0.9], polarised: [1.4, 1.1, 1] },
    cardReflectance: 0.18,
  };

  it('accepts the current format through JSON and refuses older or broken ones', () => {
    expect(parseDeviceCalibration(JSON.parse(JSON.stringify(valid)))).toEqual(valid);
    const withMatrix = { ...valid, matrix: [1, 0, 0, 0, 1, 0, 0, 0, 1], offset: [0, 0, 0] };
    expect(parseDeviceCalibration(withMatrix)).toEqual(withMatrix);
    expect(
      parseDeviceCalibration({ matrix: [1, 0, 0, 0, 1, 0, 0, 0, 1], offset: [0, 0, 0] }),
    ).toBeNull();
    expect(parseDeviceCalibration({ ...valid, format: 1 })).toBeNull();
    expect(
      parseDeviceCalibration({ ...valid, gains: { ...valid.gains, polarised: [1, 0, 1] } }),
    ).toBeNull();
    expect(parseDeviceCalibration({ ...valid, matrix: [1, 0, 0], offset: [0, 0, 0] })).toBeNull();
    expect(parseDeviceCalibration({ ...valid, flatField: { normal: flat } })).toBeNull();
    expect(parseDeviceCalibration(null)).toBeNull();
  });

  it('evaluates the flat-field polynomial in frame coordinates', () => {
    // 1 − 0.3(u² + v²): terms u², uv, v² are indices 3, 4, 5.
    const bowl = { coefficients: FLAT_FIELD_TERMS.map((_, k) => [1, 0, 0, -0.3, 0, -0.3][k] ?? 0) };
    expect(flatFieldAt(bowl, 0, 0)).toBeCloseTo(1, 12);
    expect(flatFieldAt(bowl, 1, -1)).toBeCloseTo(0.4, 12);
    expect(flatFieldAt(bowl, 0.5, 0)).toBeCloseTo(0.925, 12);
  });
});
