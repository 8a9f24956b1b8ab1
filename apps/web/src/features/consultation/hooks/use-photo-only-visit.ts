import type { CustomerRow, User } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import {
  clearConsultation,
  currentRecordIdKey,
  setWizardScanType,
  setWizardValue,
} from '../../../lib/wizard-state';
import { zhCN } from '../locale';
import { listRecords, saveRecord } from '../../../lib/api/records';
import { previousConsultationKey, previousConsultationOf } from '../state/previous-consultation';

const t = zhCN.consultation.selector;

function refusal(message: string): ApiError {
  return new ApiError({ status: 0, code: 'NO_PREVIOUS_CONSULTATION', message });
}

/**
 * Selector "否" (spec §4): the needs did not change, so the latest consultation is reused (its
 * photos and detectList are not; quotes are stripped from its recommend strings) and a new
 * PHOTO_ONLY record without photos is created. When no earlier visit has a consultation the
 * visit keeps its photos only (issue 17 #25). Resolves with the new record's id and whether a
 * consultation was carried over.
 */
async function startPhotoOnly(
  customer: CustomerRow,
  user: User,
): Promise<{ recordId: number; reused: boolean }> {
  const records = await listRecords(customer.id, user.scope);
  if (records.length === 0) throw refusal(t.noRecord);
  const previous = previousConsultationOf(records);
  // A new record (id 0) without photos.
  const recordId = await saveRecord({
    recordId: 0,
    customerId: customer.id,
    scope: user.scope,
    recUserName: user.fullName?.trim() || user.mobile,
    scanType: 'PHOTO_ONLY',
    photos: [],
  });
  setWizardScanType('PHOTO_ONLY');
  clearConsultation();
  if (previous) setWizardValue(previousConsultationKey, previous);
  setWizardValue(currentRecordIdKey, recordId);
  return { recordId, reused: previous !== null };
}

export function usePhotoOnlyVisit() {
  return useMutation({
    mutationFn: ({ customer, user }: { customer: CustomerRow; user: User }) =>
      startPhotoOnly(customer, user),
  });
}
