import { describe, expect, it } from 'vitest';
import {
  CALIBRATION_MISMATCH,
  cameraSettingsMatch,
  customerToneWithheld,
  isColourCalibrated,
  toneWithheldReason,
} from './colour-calibration';

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

describe('the calibration and the photos were taken with the same camera settings (issue 31 #3)', () => {
  const card = {
    exposureMode: 'manual',
    exposureTime: 200,
    whiteBalanceMode: 'manual',
    colorTemperature: 5000,
  } as const;

  it('matches within 5 % of the exposure time and 150 K of the colour temperature', () => {
    expect(cameraSettingsMatch(card, card)).toBe(true);
    expect(cameraSettingsMatch(card, { ...card, exposureTime: 210, colorTemperature: 4850 })).toBe(
      true,
    );
    expect(cameraSettingsMatch(card, { ...card, exposureTime: 190, colorTemperature: 5150 })).toBe(
      true,
    );
    expect(cameraSettingsMatch(card, { ...card, exposureTime: 211 })).toBe(false);
    expect(cameraSettingsMatch(card, { ...card, exposureTime: 189 })).toBe(false);
    expect(cameraSettingsMatch(card, { ...card, colorTemperature: 5151 })).toBe(false);
  });

  it('matches nothing that adjusts itself or did not say what it used', () => {
    expect(cameraSettingsMatch(card, { ...card, exposureMode: 'continuous' })).toBe(false);
    expect(cameraSettingsMatch(card, { ...card, whiteBalanceMode: 'continuous' })).toBe(false);
    expect(cameraSettingsMatch({ ...card, exposureMode: 'continuous' }, card)).toBe(false);
    const noTime = { ...card, exposureTime: undefined };
    expect(cameraSettingsMatch(card, noTime)).toBe(false);
    expect(cameraSettingsMatch(noTime, noTime)).toBe(false);
    // A camera that reports no mode at all (most USB microscopes) adjusts itself.
    expect(cameraSettingsMatch({}, {})).toBe(false);
    expect(cameraSettingsMatch(card, undefined)).toBe(false);
    expect(cameraSettingsMatch(card, null)).toBe(false);
  });

  it('withholds the tone with its reason, except under a calibration that stored no settings', () => {
    expect(toneWithheldReason(card, card)).toBeNull();
    expect(toneWithheldReason(card, { ...card, exposureTime: 300 })).toEqual(CALIBRATION_MISMATCH);
    expect(toneWithheldReason(card, undefined)).toEqual(CALIBRATION_MISMATCH);
    expect(toneWithheldReason({}, {})).toEqual(CALIBRATION_MISMATCH);
    // Made before issue 31: what its card was taken with is unknown, so today's behaviour stays.
    expect(toneWithheldReason(null, undefined)).toBeNull();
    expect(toneWithheldReason(null, { exposureMode: 'continuous' })).toBeNull();
    expect(CALIBRATION_MISMATCH.message).toMatch(/重新校准/);
  });
});

describe('the customer is told why her report names no tone (issue 31 #3)', () => {
  it('in her words, not the staff’s advice about camera settings', () => {
    const said = customerToneWithheld(CALIBRATION_MISMATCH);
    expect(said).toEqual({
      code: 'CALIBRATION_MISMATCH',
      message: '本次拍摄条件与仪器校准时不完全一致，为避免误判，只评估肤色均匀度，不给出肤色色调。',
    });
    expect(said.message).not.toMatch(/曝光|白平衡|重拍|校准页/);
  });

  it('says something true for a reason it does not know yet', () => {
    expect(customerToneWithheld({ code: 'SOMETHING_NEW' })).toEqual({
      code: 'SOMETHING_NEW',
      message: '本次未能可靠判断肤色色调，只评估肤色均匀度，不给出肤色色调。',
    });
  });
});
