import { describe, expect, it } from 'vitest';
import { cameraSettingsOf } from './device-label';

const HELD = { exposureMode: 'manual', exposureTime: 333 } as const;
const camera = (type: 'normal' | 'lighting', cameraSettings?: object) => ({
  type,
  source: 'camera' as const,
  deviceLabel: 'Microscope',
  ...(cameraSettings && { cameraSettings }),
});

describe('cameraSettingsOf (issue 31 #3)', () => {
  it('answers the polarised photos’ settings when they all share them', () => {
    const settings = cameraSettingsOf([
      camera('normal', { exposureMode: 'continuous' }),
      camera('lighting', HELD),
      camera('lighting', { exposureTime: 333, exposureMode: 'manual' }),
    ]);
    expect(settings).toEqual(HELD);
  });

  it('answers none for a chosen file, a photo without settings, or settings that changed', () => {
    expect(cameraSettingsOf([{ type: 'lighting', source: 'upload', cameraSettings: HELD }])).toBe(
      undefined,
    );
    expect(cameraSettingsOf([camera('lighting')])).toBeUndefined();
    expect(
      cameraSettingsOf([
        camera('lighting', HELD),
        camera('lighting', { ...HELD, exposureTime: 500 }),
      ]),
    ).toBeUndefined();
    expect(cameraSettingsOf([camera('normal', HELD), undefined])).toBeUndefined();
  });
});
