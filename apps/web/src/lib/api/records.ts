import { apiRoutes } from '@skinscope/contracts';
import type {
  CameraSettings,
  ScanPhoto,
  ScanRecord,
  ScanType,
  Scope,
  SkinState,
} from '@skinscope/contracts';
import type { QuestionnaireAnswers } from '@skinscope/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../api-client';
import { customerIdForWire } from '../customer-id';

/**
 * A customer's records, read and written by several features (customers, consultation,
 * capture): one fetcher each, one cache key.
 */

/** The id as the wire carries it: skinworker ids are prefixed once the scope is known. */
const wireId = (customerId: number, scope: Scope | undefined) =>
  scope ? customerIdForWire(customerId, scope) : customerId;

/** `GET /api/customer/record?recCustomerId&scope` (spec §7): the customer's records, newest first. */
export function listRecords(customerId: number, scope: Scope | undefined): Promise<ScanRecord[]> {
  return apiCall(apiRoutes.listRecords, {
    query: { recCustomerId: wireId(customerId, scope), scope },
  });
}

/** Under `customers`: erasing a customer drops every cached query about them. */
const recordsKey = (customerId: number, scope: Scope | undefined) =>
  ['customers', 'records', customerId, scope ?? null] as const;

export function useRecords(customerId: number | undefined, scope: Scope | undefined) {
  return useQuery({
    queryKey: recordsKey(customerId ?? 0, scope),
    queryFn: () => listRecords(customerId ?? 0, scope),
    enabled: customerId !== undefined,
  });
}

export interface SaveRecordInput {
  /** The visit's record to replace the scan of, or 0 to create one. */
  recordId: number;
  customerId: number;
  scope: Scope;
  recUserName: string;
  scanType: ScanType;
  photos: ScanPhoto[];
  /** The questionnaire so far, kept with the draft so that the visit can be resumed. */
  answers?: QuestionnaireAnswers | undefined;
  /** The camera that took the photos: their analyses use its calibration (issue 18 #2). */
  deviceLabel?: string | undefined;
  /** Its exposure and white balance then: a tone is named only when they match (issue 31 #3). */
  cameraSettings?: CameraSettings | undefined;
  /** The skin's state when the photos were taken (issue 19 #7); none when it was not asked. */
  skinState?: SkinState | undefined;
}

/**
 * `POST /api/customer/record` (spec §7): creates a record (recordId 0) or replaces a record's
 * scan with the photographed parts; answers the record's id.
 */
export function saveRecord(input: SaveRecordInput): Promise<number> {
  return apiCall(apiRoutes.saveRecord, {
    body: {
      recordId: input.recordId,
      recCustomerId: customerIdForWire(input.customerId, input.scope),
      recUserName: input.recUserName,
      scanType: input.scanType,
      scan: { photos: input.photos },
      ...(input.answers && { answers: input.answers }),
      ...(input.deviceLabel && { deviceLabel: input.deviceLabel }),
      ...(input.cameraSettings && { cameraSettings: input.cameraSettings }),
      ...(input.skinState && { skinState: input.skinState }),
    },
  });
}

/**
 * After a visit's record is written, everything cached about customers (their latest visit,
 * records, drafts) is stale: dropped, so that customer detail shows the new visit at once
 * instead of the list it held before the consultation.
 */
export function useForgetCustomerCaches(): () => void {
  const queryClient = useQueryClient();
  return () => queryClient.removeQueries({ queryKey: ['customers'] });
}
