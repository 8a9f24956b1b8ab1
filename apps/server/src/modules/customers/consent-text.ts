import { createHash } from 'node:crypto';
import { CONSENT_TEXTS, type ConsentVersion } from '@skinscope/contracts';

/** The hash stored with a consent: it proves the exact wording the customer agreed to. */
export function consentTextHash(version: ConsentVersion): string {
  return createHash('sha256').update(CONSENT_TEXTS[version]).digest('hex');
}
