// The consultation's storage keys and their clearing, apart from the stored customer's schema:
// signing out (lib/session.ts, on the login screen's path) clears them without loading zod.

/**
 * The hand-over from the customer screens to the consultation (spec §4 "Start check stores the
 * customer in session"). Keys are prefixed `skinscope.wizard.` (DECISIONS storage names).
 */
export const WIZARD_KEY_PREFIX = 'skinscope.wizard.';
export const WIZARD_CUSTOMER_KEY = `${WIZARD_KEY_PREFIX}customer`;
export const WIZARD_SCAN_TYPE_KEY = `${WIZARD_KEY_PREFIX}scanType`;

export function clearWizardKeys(storage: Storage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(WIZARD_KEY_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
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
