import type { CustomerRow } from '@skinscope/contracts';
import { answersFromState } from '@skinscope/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toastError } from '../../../lib/notification';
import { cameraSettingsOf, deviceLabelOf } from '../../../lib/device-label';
import { useInFlight } from '../../../lib/use-in-flight';
import { useSession } from '../../../lib/use-session';
import {
  currentRecordIdKey,
  detectListKey,
  getWizardValue,
  readQuestionnaireState,
  removeWizardValue,
  setWizardValue,
  useWizardScanType,
} from '../../../lib/wizard-state';
import { useSaveRecord } from '../api/save-record';
import { detectListOf, scanPhotosOf } from '../lib/captured-photo';
import type { PartShot } from '../lib/captured-photo';
import { skinStateKey } from '../lib/capture-state';

/**
 * Spec §4 "Expect screen on load": builds the DetectList, removes the stored currentRecordId,
 * saves the record with the photos and stores the id it answers; busy until then.
 *
 * The record id removed is sent back as `recordId` (spec §7 "recordId (current or 0)"): coming
 * back to this screen (Back, a reload) replaces that record's photos instead of leaving a
 * second record of the same visit behind. A first visit has none and creates the record.
 * The record stays a draft until the summary is saved (issue 17 #26).
 */
export function useExpectRecord(customer: CustomerRow, shots: readonly PartShot[]) {
  const session = useSession();
  const scanType = useWizardScanType() ?? 'FULL_SCAN';
  const save = useSaveRecord();
  const { mutate } = save;
  const [previousId] = useState(() => getWizardValue(currentRecordIdKey));
  const started = useRef(false);
  const inFlight = useInFlight();

  const run = useCallback(() => {
    if (!session || !inFlight.claim()) return;
    setWizardValue(detectListKey, detectListOf(shots));
    removeWizardValue(currentRecordIdKey);
    const user = session.user;
    const photosTaken = shots.flatMap((shot) => [shot.photos.normal, shot.photos.lighting]);
    mutate(
      {
        recordId: previousId ?? 0,
        customerId: customer.id,
        scope: user.scope,
        recUserName: user.fullName?.trim() || user.mobile,
        scanType,
        photos: scanPhotosOf(shots),
        // Kept with the draft: an interrupted visit resumes with its answers (issue 17 #26).
        answers: answersFromState(readQuestionnaireState()) ?? undefined,
        skinState: getWizardValue(skinStateKey) ?? undefined,
        deviceLabel: deviceLabelOf(photosTaken),
        cameraSettings: cameraSettingsOf(photosTaken),
      },
      {
        onSuccess: (recordId) => setWizardValue(currentRecordIdKey, recordId),
        onError: toastError,
        onSettled: inFlight.release,
      },
    );
  }, [session, inFlight, shots, previousId, customer.id, scanType, mutate]);

  useEffect(() => {
    // Once per visit of the screen (React's development double effects included).
    if (started.current) return;
    started.current = true;
    run();
  }, [run]);

  return {
    run,
    saving: save.isPending || (!save.isSuccess && !save.isError),
    failed: save.isError,
    recordId: save.data ?? null,
  };
}
