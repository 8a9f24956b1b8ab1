import type { CameraSettings } from '@skinscope/contracts';
import { describe, expect, it, vi } from 'vitest';
import { fakeControls, MANUAL_CAMERA } from '../test-media';
import { fixExposureAndWhiteBalance } from './fixed-exposure';

const run = (fake: ReturnType<typeof fakeControls>, calibration: CameraSettings | null = null) =>
  fixExposureAndWhiteBalance(fake as unknown as MediaStreamTrack, calibration);

/** What the camera had settled on before it was held (the fake's first settings). */
const SETTLED = {
  exposureMode: 'manual',
  exposureTime: 166,
  whiteBalanceMode: 'manual',
  colorTemperature: 4600,
} as const;

/** A device calibration whose card was taken at 33.3 ms and 5000 K, both held. */
const CALIBRATION: CameraSettings = {
  exposureMode: 'manual',
  exposureTime: 333,
  whiteBalanceMode: 'manual',
  colorTemperature: 5000,
};

describe('fixExposureAndWhiteBalance', () => {
  it('holds exposure and white balance at the values the camera settled on', async () => {
    const fake = fakeControls({
      exposureMode: ['manual', 'continuous'],
      whiteBalanceMode: ['manual', 'continuous'],
    });
    // Issue 31 #3: the settings the photos will carry are read after fixing them.
    expect(await run(fake)).toEqual({ control: 'fixed', settings: SETTLED, calibration: null });
    expect(fake.applyConstraints).toHaveBeenCalledWith({ advanced: [SETTLED] });
  });

  it('says so when only one of them can be held', async () => {
    const fake = fakeControls({ exposureMode: ['manual'], whiteBalanceMode: ['continuous'] });
    const { control, settings } = await run(fake);
    expect(control).toBe('partly');
    expect(settings).toMatchObject({ exposureMode: 'manual', whiteBalanceMode: 'continuous' });
    expect(fake.applyConstraints).toHaveBeenCalledWith({
      advanced: [{ exposureMode: 'manual', exposureTime: 166 }],
    });
  });

  it('leaves a camera without manual modes alone, or one that refuses them', async () => {
    const plain = fakeControls({});
    expect((await run(plain)).control).toBe('unsupported');
    expect(plain.applyConstraints).not.toHaveBeenCalled();
    const refusing = await run(fakeControls({ exposureMode: ['manual'] }, true));
    expect(refusing.control).toBe('unsupported');
    expect(refusing.settings.exposureMode).toBe('continuous');
  });

  it('records only what the camera reports within a camera’s range', async () => {
    const odd = {
      getCapabilities: () => ({}),
      getSettings: () => ({ exposureMode: 'sometimes', exposureTime: -3, colorTemperature: 5200 }),
      applyConstraints: vi.fn(),
    };
    expect((await run(odd as unknown as ReturnType<typeof fakeControls>)).settings).toEqual({
      colorTemperature: 5200,
    });
    // A canvas or a plain webcam reports neither: nothing to compare, the camera adjusts itself.
    const bare = {
      getCapabilities: () => ({}),
      getSettings: () => ({}),
      applyConstraints: vi.fn(),
    };
    expect((await run(bare as unknown as ReturnType<typeof fakeControls>)).settings).toEqual({});
  });
});

describe('issue 31 #3: held at the device calibration’s exposure and white balance', () => {
  it('applies exactly the calibration’s values when the camera offers them, and says so', async () => {
    const fake = fakeControls(MANUAL_CAMERA);
    expect(await run(fake, CALIBRATION)).toEqual({
      control: 'fixed',
      settings: CALIBRATION,
      calibration: 'applied',
    });
    // Once, with the calibration's values, not what this start of the camera settled on.
    expect(fake.applyConstraints).toHaveBeenCalledTimes(1);
    expect(fake.applyConstraints).toHaveBeenCalledWith({ advanced: [CALIBRATION] });
  });

  it('holds what it settled on when a value is outside the camera’s range, and says it differs', async () => {
    for (const outside of [
      { ...CALIBRATION, exposureTime: 20_000 },
      { ...CALIBRATION, colorTemperature: 2000 },
    ]) {
      const fake = fakeControls(MANUAL_CAMERA);
      expect(await run(fake, outside)).toEqual({
        control: 'fixed',
        settings: SETTLED,
        calibration: 'unmatched',
      });
      expect(fake.applyConstraints).toHaveBeenCalledTimes(1);
      expect(fake.applyConstraints).toHaveBeenCalledWith({ advanced: [SETTLED] });
    }
  });

  it('holds what it can when the camera cannot hold both, or names no range', async () => {
    const exposureOnly = fakeControls({ ...MANUAL_CAMERA, whiteBalanceMode: ['continuous'] });
    const partly = await run(exposureOnly, CALIBRATION);
    expect(partly).toMatchObject({ control: 'partly', calibration: 'unmatched' });
    expect(exposureOnly.applyConstraints).toHaveBeenCalledWith({
      advanced: [{ exposureMode: 'manual', exposureTime: 166 }],
    });
    const unranged = fakeControls({ ...MANUAL_CAMERA, exposureTime: undefined });
    expect((await run(unranged, CALIBRATION)).calibration).toBe('unmatched');
    expect(unranged.applyConstraints).toHaveBeenCalledWith({ advanced: [SETTLED] });
  });

  it('falls back to what it settled on when the camera refuses the calibration’s values', async () => {
    const fake = fakeControls(MANUAL_CAMERA, (wanted) => wanted['exposureTime'] === 333);
    expect(await run(fake, CALIBRATION)).toEqual({
      control: 'fixed',
      settings: SETTLED,
      calibration: 'unmatched',
    });
    expect(fake.applyConstraints).toHaveBeenCalledTimes(2);
  });

  it('judges by what the camera reports: rounded values match, ignored ones do not', async () => {
    const rounding = fakeControls(MANUAL_CAMERA);
    const honoured = rounding.applyConstraints.getMockImplementation()!;
    rounding.applyConstraints.mockImplementation(({ advanced }) =>
      honoured({ advanced: [{ ...advanced[0], exposureTime: 330 }] }),
    );
    expect(await run(rounding, CALIBRATION)).toMatchObject({
      settings: { exposureTime: 330 },
      calibration: 'applied',
    });
    const ignoring = fakeControls(MANUAL_CAMERA);
    ignoring.applyConstraints.mockResolvedValue(undefined);
    expect((await run(ignoring, CALIBRATION)).calibration).toBe('unmatched');
  });

  it('leaves the camera to settle, and says why no tone, for a card taken with it adjusting itself', async () => {
    const fake = fakeControls(MANUAL_CAMERA);
    const automatic = { exposureMode: 'continuous', whiteBalanceMode: 'continuous' } as const;
    expect(await run(fake, automatic)).toEqual({
      control: 'fixed',
      settings: SETTLED,
      calibration: 'calibrated-auto',
    });
    expect(fake.applyConstraints).toHaveBeenCalledWith({ advanced: [SETTLED] });
  });
});
