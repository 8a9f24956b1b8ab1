import { CustomerRowSchema, ScanTypeSchema } from '@skinscope/contracts';
import type { CustomerRow, ScanType } from '@skinscope/contracts';

/**
 * The hand-over from the customer screens to the consultation (spec §4 "Start check stores the
 * customer in session"). Keys are prefixed `skinscope.wizard.` (DECISIONS storage names).
 */
export const WIZARD_KEY_PREFIX = 'skinscope.wizard.';
export const WIZARD_CUSTOMER_KEY = `${WIZARD_KEY_PREFIX}customer`;
export const WIZARD_SCAN_TYPE_KEY = `${WIZARD_KEY_PREFIX}scanType`;

function clearWizardKeys(storage: Storage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(WIZARD_KEY_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}

/**
 * Begins a check for `customer`: what an earlier consultation left behind is cleared (a new
 * check never inherits another visit's answers), then the customer, and the scan type when
 * given, are stored for the consultation screens.
 */
export function beginConsultation(customer: CustomerRow, scanType?: ScanType): void {
  try {
    clearWizardKeys(window.sessionStorage);
    clearWizardKeys(window.localStorage);
    window.sessionStorage.setItem(WIZARD_CUSTOMER_KEY, JSON.stringify(customer));
    if (scanType) window.sessionStorage.setItem(WIZARD_SCAN_TYPE_KEY, scanType);
  } catch {
    // Storage unavailable (private mode quota): the consultation screens find no customer.
  }
}

/**
 * Forgets the customer and every answer, photo and result of the consultation in progress
 * (issue 17 #29: signing out must not leave a customer's data in the browser).
 */
export function forgetConsultation(): void {
  try {
    clearWizardKeys(window.sessionStorage);
    clearWizardKeys(window.localStorage);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}

/** The customer of the consultation in progress, or null when none (or unreadable) is stored. */
export function readWizardCustomer(): CustomerRow | null {
  try {
    const raw = window.sessionStorage.getItem(WIZARD_CUSTOMER_KEY);
    if (!raw) return null;
    const parsed = CustomerRowSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The stored scan type of the consultation in progress, or null. */
export function readWizardScanType(): ScanType | null {
  try {
    const parsed = ScanTypeSchema.safeParse(window.sessionStorage.getItem(WIZARD_SCAN_TYPE_KEY));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
