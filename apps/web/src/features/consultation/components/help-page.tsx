import { careItem } from '@skinscope/domain';
import { Empty } from 'antd';
import { useNavigate } from 'react-router';
import { zhCN } from '../locale';
import type { ConsultationView } from '../hooks/use-consultation-view';
import { useGoBack, useGoNext } from '../hooks/use-wizard-context';
import { CareCard } from './care-card';
import { CareOutcomeLine } from './care-outcome-line';
import { WithConsultationView } from './with-view';
import { WizardPage } from './wizard-page';

const t = zhCN.consultation.help;

function Recommended({ view }: { view: ConsultationView }) {
  const navigate = useNavigate();
  const goNext = useGoNext('recommend/help');
  const goBack = useGoBack('recommend/help');
  const items = view.care.flatMap((key) => careItem(key) ?? []);
  const open = (key: string) =>
    void navigate(`/recommend/special?${new URLSearchParams({ key }).toString()}`);
  return (
    <WizardPage title={t.title} subtitle={t.subtitle} onNext={goNext} onBack={goBack}>
      {items.length === 0 ? (
        <Empty description={t.empty} />
      ) : (
        <div className="care-grid care-grid-featured">
          {items.map((item) => (
            <div key={item.key} className="care-featured">
              <CareCard item={item} onOpen={open} />
              <CareOutcomeLine care={item.key} />
            </div>
          ))}
        </div>
      )}
    </WizardPage>
  );
}

/** recommend/help (step 5): up to three recommended care items (domain `recommendCare`). */
export function HelpPage() {
  return <WithConsultationView>{(view) => <Recommended view={view} />}</WithConsultationView>;
}
