import { describe, expect, it, vi } from 'vitest';
import { fixExposureAndWhiteBalance } from './fixed-exposure';

/** A track that reports what it was last told to use, as a camera that honours constraints does. */
function track(capabilities: Record<string, unknown>, refuses = false) {
  let settings: Record<string, unknown> = {
    exposureMode: 'continuous',
    exposureTime: 166,
    whiteBalanceMode: 'continuous',
    colorTemperature: 4600,
    width: 1024,
  };
  return {
    getCapabilities: () => capabilities,
    getSettings: () => settings,
    applyConstraints: vi.fn(async ({ advanced }: { advanced: Record<string, unknown>[] }) => {
      if (refuses) throw new Error('no');
      settings = { ...settings, ...advanced[0] };
    }),
  };
}

const run = (fake: ReturnType<typeof track>) =>
  fixExposureAndWhiteBalance(fake as unknown as MediaStreamTrack);

describe('fixExposureAndWhiteBalance', () => {
  it('holds exposure and white balance at the values the camera settled on', async () => {
    const fake = track({
      exposureMode: ['manual', 'continuous'],
      whiteBalanceMode: ['manual', 'continuous'],
    });
    const held = {
      exposureMode: 'manual',
      exposureTime: 166,
      whiteBalanceMode: 'manual',
      colorTemperature: 4600,
    };
    // Issue 31 #3: the settings the photos will carry are read after fixing them.
    expect(await run(fake)).toEqual({ control: 'fixed', settings: held });
    expect(fake.applyConstraints).toHaveBeenCalledWith({ advanced: [held] });
  });

  it('says so when only one of them can be held', async () => {
    const fake = track({ exposureMode: ['manual'], whiteBalanceMode: ['continuous'] });
    const { control, settings } = await run(fake);
    expect(control).toBe('partly');
    expect(settings).toMatchObject({ exposureMode: 'manual', whiteBalanceMode: 'continuous' });
    expect(fake.applyConstraints).toHaveBeenCalledWith({
      advanced: [{ exposureMode: 'manual', exposureTime: 166 }],
    });
  });

  it('leaves a camera without manual modes alone, or one that refuses them', async () => {
    const plain = track({});
    expect((await run(plain)).control).toBe('unsupported');
    expect(plain.applyConstraints).not.toHaveBeenCalled();
    const refusing = await run(track({ exposureMode: ['manual'] }, true));
    expect(refusing.control).toBe('unsupported');
    expect(refusing.settings.exposureMode).toBe('continuous');
  });

  it('records only what the camera reports within a camera’s range', async () => {
    const odd = {
      getCapabilities: () => ({}),
      getSettings: () => ({ exposureMode: 'sometimes', exposureTime: -3, colorTemperature: 5200 }),
      applyConstraints: vi.fn(),
    };
    expect((await run(odd as unknown as ReturnType<typeof track>)).settings).toEqual({
      colorTemperature: 5200,
    });
    // A canvas or a plain webcam reports neither: nothing to compare, the camera adjusts itself.
    const bare = {
      getCapabilities: () => ({}),
      getSettings: () => ({}),
      applyConstraints: vi.fn(),
    };
    expect((await run(bare as unknown as ReturnType<typeof track>)).settings).toEqual({});
  });
});
