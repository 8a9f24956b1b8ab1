import { CustomerRowSchema, ScanTypeSchema } from '@skinscope/contracts';
import type { CustomerRow, ScanType } from '@skinscope/contracts';
import { clearWizardKeys, WIZARD_CUSTOMER_KEY, WIZARD_SCAN_TYPE_KEY } from './wizard-keys';

export { WIZARD_CUSTOMER_KEY, WIZARD_KEY_PREFIX, WIZARD_SCAN_TYPE_KEY } from './wizard-keys';

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
