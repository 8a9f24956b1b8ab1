import { ShareAltOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useCustomerMode } from '../../../lib/customer-mode';
import { currentRecordIdKey, useWizardCustomer, useWizardValue } from '../../../lib/wizard-state';
import { zhCN } from '../locale';
import { GoodsArt } from '../art/goods-art';
import type { ConsultationView } from '../hooks/use-consultation-view';
import { useGoBack } from '../hooks/use-wizard-context';
import { CareOutcomeLine } from './care-outcome-line';
import { WithConsultationView } from './with-view';
import { WizardPage } from './wizard-page';

const t = zhCN.consultation.goods;

/**
 * The consultation's end (issue 29 #10): back to her detail, or straight to sharing this
 * visit's report there (`?share=` opens the link dialog on the visit just saved).
 */
function EndActions() {
  const navigate = useNavigate();
  const customer = useWizardCustomer();
  const recordId = useWizardValue(currentRecordIdKey);
  // Staff actions: in 顾客模式 the tablet goes back to staff first (issue 29 #5).
  const customerMode = useCustomerMode();
  if (!customer || customerMode) return null;
  const detail = `/query/detail/${customer.id}`;
  return (
    <>
      <Button
        size="large"
        icon={<UserOutlined aria-hidden />}
        onClick={() => void navigate(detail)}
      >
        {t.toDetail}
      </Button>
      {recordId !== null && (
        <Button
          type="primary"
          size="large"
          icon={<ShareAltOutlined aria-hidden />}
          onClick={() => void navigate(`${detail}?share=${recordId}`)}
        >
          {t.shareReport}
        </Button>
      )}
    </>
  );
}

function Goods({ view }: { view: ConsultationView }) {
  const goBack = useGoBack('recommend/goods');
  return (
    <WizardPage
      title={t.title}
      subtitle={view.concern ? t.subtitleFor(view.concern) : t.subtitle}
      onBack={goBack}
      actions={<EndActions />}
    >
      <ul className="goods-grid">
        {view.goods.map((item) => (
          <li key={item.key} className="goods-card">
            <GoodsArt item={item} />
            <strong>{item.name}</strong>
            <span>{item.description}</span>
            <CareOutcomeLine care={item.key} kind="goods" />
          </li>
        ))}
      </ul>
    </WizardPage>
  );
}

/**
 * recommend/goods (step 6), the consultation's last page: five products for the main concern,
 * each with how the customers it was recommended to fared (staff only), then 上一步, 返回会员详情 or 生成报告链接.
 */
export function GoodsPage() {
  return <WithConsultationView>{(view) => <Goods view={view} />}</WithConsultationView>;
}
