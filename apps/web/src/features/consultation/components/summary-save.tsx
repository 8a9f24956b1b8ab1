import { Alert, Button } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { startLoading, toastError } from '../../../lib/notification';
import { useInFlight } from '../../../lib/use-in-flight';
import { detectListKey, getWizardValue } from '../../../lib/wizard-state';
import { zhCN } from '../locale';
import { useSaveFullRecord } from '../api/save-full-record';
import type { ConsultationView } from '../hooks/use-consultation-view';

const t = zhCN.consultation.summary;

/**
 * Spec §4: the summary saves the full record on load. Only the answers travel; the server
 * recomputes every number from them. Failure: loading hidden, toast, busy cleared, retry offered.
 */
export function useSummarySave(recordId: number | null, view: ConsultationView) {
  const save = useSaveFullRecord();
  const started = useRef(false);
  const inFlight = useInFlight();
  const { mutate, isPending } = save;
  const answers = view.answers;

  const run = useCallback(() => {
    if (recordId === null || !inFlight.claim()) return;
    const stop = startLoading();
    mutate(
      {
        recordId,
        detectList: getWizardValue(detectListKey) ?? [],
        ...(answers ? { answers } : {}),
      },
      {
        onSettled: () => {
          stop();
          inFlight.release();
        },
        onError: toastError,
      },
    );
  }, [recordId, inFlight, mutate, answers]);

  useEffect(() => {
    // Once per visit of the screen, as soon as the record id is known.
    if (started.current || recordId === null) return;
    started.current = true;
    run();
  }, [recordId, run]);

  return { run, isPending, isError: save.isError, isSuccess: save.isSuccess };
}

/** What became of the save: in progress, done, failed (with retry), or impossible yet. */
export function SummarySaveStatus(props: {
  recordId: number | null;
  status: ReturnType<typeof useSummarySave>;
}) {
  const { status } = props;
  if (props.recordId === null)
    return (
      <Alert type="warning" showIcon title={t.missingRecord} description={t.missingRecordHint} />
    );
  if (status.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t.saveFailed}
        action={
          <Button size="small" onClick={status.run} disabled={status.isPending}>
            {t.retry}
          </Button>
        }
      />
    );
  if (status.isSuccess) return <Alert type="success" showIcon title={t.saved} />;
  return <Alert type="info" showIcon title={t.saving} />;
}
