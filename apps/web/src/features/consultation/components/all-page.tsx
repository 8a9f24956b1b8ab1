import { CARE_ITEMS } from '@skinscope/domain';
import { useNavigate } from 'react-router';
import { zhCN } from '../locale';
import { useGoBack, useGoNext } from '../hooks/use-wizard-context';
import { CareCard } from './care-card';
import { WizardPage } from './wizard-page';

const t = zhCN.consultation.all;

/** recommend/all (step 5): the 16 care items, each opening its special page. */
export function AllPage() {
  const navigate = useNavigate();
  const goNext = useGoNext('recommend/all');
  const goBack = useGoBack('recommend/all');
  const open = (key: string) =>
    void navigate(`/recommend/special?${new URLSearchParams({ key }).toString()}`);
  return (
    <WizardPage title={t.title} subtitle={t.subtitle} onNext={goNext} onBack={goBack}>
      <div className="care-grid">
        {CARE_ITEMS.map((item) => (
          <CareCard key={item.key} item={item} onOpen={open} />
        ))}
      </div>
    </WizardPage>
  );
}
