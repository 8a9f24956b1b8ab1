import { apiRoutes } from '@skinscope/contracts';
import type { Consent, ConsentVersion, Guardian, Scope } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { customerIdForWire } from '../../../lib/customer-id';

interface RecordConsentInput {
  customerId: number;
  scope: Scope;
  version: ConsentVersion;
  /** Issue 34 #3: who agrees for a customer under 14. */
  guardian?: Guardian | undefined;
}

/** `POST /api/customer/{customerId}/consent` (DECISIONS "Privacy"): the text version agreed to. */
function recordConsent({
  customerId,
  scope,
  version,
  guardian,
}: RecordConsentInput): Promise<Consent> {
  return apiCall(apiRoutes.recordConsent, {
    params: { customerId: customerIdForWire(customerId, scope) },
    body: guardian ? { version, guardian } : { version },
  });
}

export function useRecordConsent() {
  return useMutation({ mutationFn: recordConsent });
}
