import { describe, expect, it, vi } from 'vitest';
import { fixExposureAndWhiteBalance } from './fixed-exposure';

function track(capabilities: Record<string, unknown>, refuses = false) {
  return {
    getCapabilities: () => capabilities,
    getSettings: () => ({ exposureTime: 166, colorTemperature: 4600 }),
    applyConstraints: vi.fn(() => (refuses ? Promise.reject(new Error('no')) : Promise.resolve())),
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
    expect(await run(fake)).toBe('fixed');
    expect(fake.applyConstraints).toHaveBeenCalledWith({
      advanced: [
        {
          exposureMode: 'manual',
          exposureTime: 166,
          whiteBalanceMode: 'manual',
          colorTemperature: 4600,
        },
      ],
    });
  });

  it('says so when only one of them can be held', async () => {
    const fake = track({ exposureMode: ['manual'], whiteBalanceMode: ['continuous'] });
    expect(await run(fake)).toBe('partly');
    expect(fake.applyConstraints).toHaveBeenCalledWith({
      advanced: [{ exposureMode: 'manual', exposureTime: 166 }],
    });
  });

  it('leaves a camera without manual modes alone, or one that refuses them', async () => {
    const plain = track({});
    expect(await run(plain)).toBe('unsupported');
    expect(plain.applyConstraints).not.toHaveBeenCalled();
    expect(await run(track({ exposureMode: ['manual'] }, true))).toBe('unsupported');
  });
});
