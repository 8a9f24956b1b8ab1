import { ROUTINE_ITEMS, ROUTINE_TITLE } from '@skinscope/domain';
import { currentRecordIdKey, useWizardValue } from '../../../lib/wizard-state';
import { zhCN } from '../locale';
import type { ConsultationView } from '../hooks/use-consultation-view';
import { useGoBack, useGoNext } from '../hooks/use-wizard-context';
import { SummarySaveStatus, useSummarySave } from './summary-save';
import { WithConsultationView } from './with-view';
import { WizardPage } from './wizard-page';

const t = zhCN.consultation.summary;

function Summary({ view }: { view: ConsultationView }) {
  const recordId = useWizardValue(currentRecordIdKey);
  const status = useSummarySave(recordId, view);
  const goNext = useGoNext('recommend/summary');
  const goBack = useGoBack('recommend/summary');
  return (
    <WizardPage
      title={ROUTINE_TITLE}
      subtitle={t.subtitle}
      onNext={goNext}
      onBack={goBack}
      nextDisabled={status.isPending}
    >
      <div className="summary-status">
        <SummarySaveStatus recordId={recordId} status={status} />
      </div>
      <ol className="routine-list">
        {ROUTINE_ITEMS.map((item) => (
          <li key={item.no} className="routine-item">
            <span className="routine-no">{item.no}</span>
            <span className="routine-text">
              <strong>{item.name}</strong>
              <span>{item.description}</span>
            </span>
          </li>
        ))}
      </ol>
    </WizardPage>
  );
}

/** recommend/summary (step 6): the fifteen-step routine; saves the full record on load. */
export function SummaryPage() {
  return <WithConsultationView>{(view) => <Summary view={view} />}</WithConsultationView>;
}
