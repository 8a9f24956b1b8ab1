import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';
import { ok } from '../../test/fake-api';

/** Helpers for the photo screens' tests (whole app in jsdom, fake camera, fake canvas). */

export { startWizard } from '../../test/fixtures';

/** jsdom plays no video and makes no object URLs. */
export function stubBrowserMedia(): void {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview' }));
}

export const settings = (allowAnyCamera: boolean) =>
  ok({ icpNumber: null, psbNumber: null, allowAnyCamera });

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
