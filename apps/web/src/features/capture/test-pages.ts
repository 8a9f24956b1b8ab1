import type { CustomerRow, ScanType } from '@skinscope/contracts';
import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';
import { beginConsultation } from '../../lib/wizard-customer';
import { ok } from '../../test/fake-api';

/** Helpers for the photo screens' tests (whole app in jsdom, fake camera, fake canvas). */

export function makeCustomer(overrides: Partial<CustomerRow> = {}): CustomerRow {
  return {
    id: 31,
    fullName: '林晓',
    mobile: '13912345678',
    age: 32,
    gender: 'female',
    nickname: null,
    storeId: 3,
    storeName: '静安旗舰店',
    scope: 'cgo',
    remark: null,
    latestRecord: null,
    ...overrides,
  };
}

/** Hands a customer to the consultation as the customer list does. */
export function startWizard(overrides: Partial<CustomerRow> = {}, scanType?: ScanType) {
  const customer = makeCustomer(overrides);
  beginConsultation(customer, scanType);
  return customer;
}

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
