import { fireEvent } from '@testing-library/react';
import { beforeEach, vi } from 'vitest';
import { allowSlowUi, SLOW_UI_MS } from '../../test/antd-ui';
import { ok } from '../../test/fake-api';
import { setWizardValue } from '../../lib/wizard-state';
import { stepPartKeys, stepPhotosKeys } from './lib/capture-state';

/** Helpers for the photo screens' tests (whole app in jsdom, fake camera, fake canvas). */

export { startWizard } from '../../test/fixtures';

/**
 * A photo screens' test file: slow UI allowed, `timeoutFactor` × the slow-UI time per test, and
 * before each test an empty session storage, the browser's media stubbed and `prepare` run (sign
 * in, or no camera).
 */
export function setUpPhotoScreenTests(prepare: () => void, timeoutFactor = 1): void {
  allowSlowUi();
  vi.setConfig({ testTimeout: SLOW_UI_MS * timeoutFactor });
  beforeEach(() => {
    window.sessionStorage.clear();
    stubBrowserMedia();
    prepare();
  });
}

/** jsdom plays no video and makes no object URLs. */
function stubBrowserMedia(): void {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview' }));
}

export const settings = (allowAnyCamera: boolean) =>
  ok({ icpNumber: null, psbNumber: null, allowAnyCamera, publicUrl: null });

export const uploadOk = () => new Response('ok', { headers: { 'Content-Type': 'text/plain' } });

export function pressKey(key: '`' | '\\' | 'Escape'): void {
  const code = key === '`' ? 'Backquote' : key === '\\' ? 'Backslash' : 'Escape';
  fireEvent.keyDown(window, { key, code });
}

export function photoFile(name = 'skin.jpg'): File {
  return new File(['jpeg'], name, { type: 'image/jpeg' });
}

/** A stored photo's URL as the upload answers it. */
export const PHOTO_URL = /^\/home\/imagerec\/img\/31\/\d+\/\d{13}\.jpg$/;

/** Customer 31's stored photo number `n` (1–9). */
export const storedUrl = (n: number) => `/home/imagerec/img/31/490000/170000000000${n}.jpg`;
export const storedPhoto = (type: 'normal' | 'lighting', n: number) => ({
  type,
  url: storedUrl(n),
  source: 'camera' as const,
});

/**
 * The three steps as a consultation leaves them: right cheekbone (photos 1, 2), left cheek
 * (3, 4) and chin (5, and 6 unless `chinPolarised` is false).
 */
export function storeThreeSteps({ chinPolarised = true }: { chinPolarised?: boolean } = {}) {
  setWizardValue(stepPhotosKeys.three, {
    normal: storedPhoto('normal', 1),
    lighting: storedPhoto('lighting', 2),
  });
  setWizardValue(stepPartKeys.one, 'zlj');
  setWizardValue(stepPhotosKeys.one, {
    normal: storedPhoto('normal', 3),
    lighting: storedPhoto('lighting', 4),
  });
  setWizardValue(stepPartKeys.two, 'xb');
  setWizardValue(stepPhotosKeys.two, {
    normal: storedPhoto('normal', 5),
    ...(chinPolarised && { lighting: storedPhoto('lighting', 6) }),
  });
}
