import { describe, expect, it } from 'vitest';
import { isColourCalibrated } from './colour-calibration';

describe('isColourCalibrated', () => {
  it('needs both the device calibration and a named tone', () => {
    expect(isColourCalibrated(4, { result: '自然色' })).toBe(true);
    // Before calibration existed the engine named a tone regardless (issue 18 #3).
    expect(isColourCalibrated(null, { result: '自然色' })).toBe(false);
    expect(isColourCalibrated(4, { result: null })).toBe(false);
    expect(isColourCalibrated(4, undefined)).toBe(false);
    expect(isColourCalibrated(4, null)).toBe(false);
  });
});
