import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { zhCN } from '../locale';
import { GoodsArt } from '../art/goods-art';
import type { ConsultationView } from '../hooks/use-consultation-view';
import { WithConsultationView } from './with-view';
import { WizardPage } from './wizard-page';

const t = zhCN.consultation.goods;

function Goods({ view }: { view: ConsultationView }) {
  const navigate = useNavigate();
  return (
    <WizardPage
      title={t.title}
      subtitle={view.concern ? t.subtitleFor(view.concern) : t.subtitle}
      actions={
        <Button size="large" icon={<ArrowLeftOutlined />} onClick={() => void navigate('/query')}>
          {t.back}
        </Button>
      }
    >
      <ul className="goods-grid">
        {view.goods.map((item) => (
          <li key={item.key} className="goods-card">
            <GoodsArt item={item} />
            <strong>{item.name}</strong>
            <span>{item.description}</span>
          </li>
        ))}
      </ul>
    </WizardPage>
  );
}

/** recommend/goods (step 6): five products for the main concern; the only action is 返回. */
export function GoodsPage() {
  return <WithConsultationView>{(view) => <Goods view={view} />}</WithConsultationView>;
}
