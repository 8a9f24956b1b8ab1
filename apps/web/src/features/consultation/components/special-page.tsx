import { ArrowRightOutlined } from '@ant-design/icons';
import { careItem } from '@skinscope/domain';
import { Fragment } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { zhCN } from '../locale';
import { DemoFrameArt } from '../art/care-art';
import { useGoNext } from '../hooks/use-wizard-context';
import { CareOutcomeLine } from './care-outcome-line';
import { WizardPage } from './wizard-page';

const t = zhCN.consultation.special;

/** recommend/special?key: a care's demo sequence joined by arrows; unknown key → recommend/all. */
export function SpecialPage() {
  const [params] = useSearchParams();
  const goNext = useGoNext('recommend/special');
  const navigate = useNavigate();
  const item = careItem(params.get('key'));
  if (!item) return <Navigate to="/recommend/all" replace />;
  return (
    <WizardPage
      title={item.name}
      subtitle={t.subtitle(item.demos.length)}
      onNext={goNext}
      // Reached from 推荐护理 or 全部护理: back to whichever it was.
      onBack={() => void navigate(-1)}
    >
      <ol className="demo-sequence" aria-label={t.sequenceLabel(item.name)}>
        {item.demos.map((demo, index) => (
          <Fragment key={demo.image}>
            {index > 0 && (
              <li className="demo-arrow" aria-hidden="true">
                <ArrowRightOutlined />
              </li>
            )}
            <li className="demo-frame">
              <DemoFrameArt item={item} index={index} />
              <span className="demo-name">{demo.name}</span>
            </li>
          </Fragment>
        ))}
      </ol>
      <CareOutcomeLine care={item.key} />
    </WizardPage>
  );
}
