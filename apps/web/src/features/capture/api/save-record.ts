import type { ScanPhoto, ScanType, Scope } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { customerIdForWire } from '../../../lib/customer-id';

export interface SaveRecordInput {
  /** The visit's record to replace the scan of, or 0 to create one. */
  recordId: number;
  customerId: number;
  scope: Scope;
  recUserName: string;
  scanType: ScanType;
  photos: ScanPhoto[];
}

const toId = {
  parse: (data: unknown) => {
    const id = Number(data);
    if (!Number.isInteger(id) || id <= 0) throw new Error('record id missing');
    return id;
  },
};

/** `POST /api/customer/record` (spec §7) with the photographed parts; answers the record id. */
export function saveRecord(input: SaveRecordInput): Promise<number> {
  return apiRequest('/api/customer/record', {
    method: 'POST',
    body: {
      recordId: input.recordId,
      recCustomerId: customerIdForWire(input.customerId, input.scope),
      recUserName: input.recUserName,
      scanType: input.scanType,
      scan: { photos: input.photos },
    },
    schema: toId,
  });
}

export function useSaveRecord() {
  return useMutation({ mutationFn: saveRecord });
}
