import { createHash } from 'node:crypto';
import { RESEARCH_CONSENT_TEXTS, type ResearchConsentVersion } from '@skinscope/contracts';

/** The hash stored with an enrolment: it proves the exact wording the customer agreed to. */
export function researchConsentHash(version: ResearchConsentVersion): string {
  return createHash('sha256').update(RESEARCH_CONSENT_TEXTS[version]).digest('hex');
}
