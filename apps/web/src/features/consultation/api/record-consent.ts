import { ConsentSchema } from '@skinscope/contracts';
import type { Consent, ConsentVersion, Scope } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { customerIdForWire } from '../../../lib/customer-id';

export interface RecordConsentInput {
  customerId: number;
  scope: Scope;
  version: ConsentVersion;
}

/** `POST /api/customer/{customerId}/consent` (DECISIONS "Privacy"): the text version agreed to. */
export function recordConsent({
  customerId,
  scope,
  version,
}: RecordConsentInput): Promise<Consent> {
  return apiRequest(`/api/customer/${customerIdForWire(customerId, scope)}/consent`, {
    method: 'POST',
    body: { version },
    schema: ConsentSchema,
  });
}

export function useRecordConsent() {
  return useMutation({ mutationFn: recordConsent });
}
