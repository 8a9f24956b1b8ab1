import type { ScanType, Scope } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { customerIdForWire } from '../../../lib/customer-id';

export interface CreateRecordInput {
  customerId: number;
  scope: Scope;
  recUserName: string;
  scanType: ScanType;
}

const toId = { parse: (data: unknown) => Number(data) };

/**
 * `POST /api/customer/record` with recordId 0 (spec §7): starts a new record without photos and
 * answers its id.
 */
export async function createRecord(input: CreateRecordInput): Promise<number> {
  const id = await apiRequest('/api/customer/record', {
    method: 'POST',
    body: {
      recordId: 0,
      recCustomerId: customerIdForWire(input.customerId, input.scope),
      recUserName: input.recUserName,
      scanType: input.scanType,
      scan: { photos: [] },
    },
    schema: toId,
  });
  if (!Number.isInteger(id) || id <= 0) throw new Error('record id missing');
  return id;
}

export function useCreateRecord() {
  return useMutation({ mutationFn: createRecord });
}
