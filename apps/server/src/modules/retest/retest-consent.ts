import { createHash } from 'node:crypto';
import { RETEST_CONSENT_TEXTS, type RetestConsentVersion } from '@skinscope/contracts';

/** The hash stored with a pair's consent: it proves the exact wording the customer agreed to. */
export function consentTextHash(version: RetestConsentVersion): string {
  return createHash('sha256').update(RETEST_CONSENT_TEXTS[version]).digest('hex');
}
