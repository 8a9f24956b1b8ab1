import { apiRoutes } from '@skinscope/contracts';
import type { Consent, ConsentVersion, Scope } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { customerIdForWire } from '../../../lib/customer-id';

interface RecordConsentInput {
  customerId: number;
  scope: Scope;
  version: ConsentVersion;
}

/** `POST /api/customer/{customerId}/consent` (DECISIONS "Privacy"): the text version agreed to. */
function recordConsent({ customerId, scope, version }: RecordConsentInput): Promise<Consent> {
  return apiCall(apiRoutes.recordConsent, {
    params: { customerId: customerIdForWire(customerId, scope) },
    body: { version },
  });
}

export function useRecordConsent() {
  return useMutation({ mutationFn: recordConsent });
}
