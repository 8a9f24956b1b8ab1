import { CustomerRowSchema, ScanTypeSchema } from '@skinscope/contracts';
import type { CustomerRow, ScanType } from '@skinscope/contracts';
import {
  clearWizardKeys,
  readWizardRaw,
  replaceWizardValues,
  WIZARD_CUSTOMER_KEY,
  WIZARD_SCAN_TYPE_KEY,
} from './wizard-keys';

export { WIZARD_CUSTOMER_KEY } from './wizard-keys';

/**
 * Begins a check for `customer`: what an earlier consultation left behind is cleared (a new
 * check never inherits another visit's answers), then the customer, and the scan type when
 * given, are stored for the consultation screens.
 */
export function beginConsultation(customer: CustomerRow, scanType?: ScanType): void {
  try {
    clearWizardKeys(window.localStorage);
  } catch {
    // Storage unavailable (private mode quota): the consultation screens find no customer.
  }
  replaceWizardValues(() => false, {
    [WIZARD_CUSTOMER_KEY]: JSON.stringify(customer),
    ...(scanType ? { [WIZARD_SCAN_TYPE_KEY]: scanType } : {}),
  });
}

/** The stored customer `raw`, or null when none (or an unreadable one) is stored. */
export function parseWizardCustomer(raw: string | null): CustomerRow | null {
  if (!raw) return null;
  try {
    const parsed = CustomerRowSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The stored scan type `raw` (a plain string), or null. */
export function parseWizardScanType(raw: string | null): ScanType | null {
  const parsed = ScanTypeSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The customer of the consultation in progress, or null when none (or unreadable) is stored. */
export function readWizardCustomer(): CustomerRow | null {
  return parseWizardCustomer(readWizardRaw(WIZARD_CUSTOMER_KEY));
}

/** The stored scan type of the consultation in progress, or null. */
export function readWizardScanType(): ScanType | null {
  return parseWizardScanType(readWizardRaw(WIZARD_SCAN_TYPE_KEY));
}
