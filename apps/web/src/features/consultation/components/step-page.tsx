import { CheckOutlined } from '@ant-design/icons';
import { zhCN } from '../locale';
import type { ConsultationView } from '../hooks/use-consultation-view';
import { useGoBack, useGoNext } from '../hooks/use-wizard-context';
import { CareStepsTable } from './care-steps-table';
import { WithConsultationView } from './with-view';
import { WizardPage } from './wizard-page';

const t = zhCN.consultation.step;

function Steps({ view }: { view: ConsultationView }) {
  const goNext = useGoNext('recommend/step');
  const goBack = useGoBack('recommend/step');
  return (
    <WizardPage title={t.title} subtitle={t.subtitle} onNext={goNext} onBack={goBack}>
      <CareStepsTable steps={view.steps} />
      <div className="care-legend">
        <span>
          <span className="care-legend-swatch care-cell-highlight" aria-hidden="true" />
          {t.legendHighlight}
        </span>
        <span>
          <span className="care-legend-swatch" aria-hidden="true">
            <CheckOutlined />
          </span>
          {t.legendTick}
        </span>
      </div>
    </WizardPage>
  );
}

/** recommend/step (step 5): the 12 care steps, highlighted at ≥ 5 points, ticked at ≥ 2. */
export function StepPage() {
  return <WithConsultationView>{(view) => <Steps view={view} />}</WithConsultationView>;
}
