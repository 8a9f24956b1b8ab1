import type { CustomerRow } from '@skinscope/contracts';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useWizardCustomer } from '../../../lib/wizard-state';
import { zhCN } from '../../../locales/zh-CN';
import '../capture.css';

const t = zhCN.capture.missingCustomer;

/** The consultation's photo screens need its customer: whose photos, whose folder. */
export function WithCustomer({ children }: { children: (customer: CustomerRow) => ReactNode }) {
  const customer = useWizardCustomer();
  const navigate = useNavigate();
  if (customer) return children(customer);
  return (
    <div className="step-page">
      <Result
        status="warning"
        title={t.title}
        subTitle={t.subtitle}
        extra={
          <Button type="primary" onClick={() => void navigate('/query')}>
            {t.back}
          </Button>
        }
      />
    </div>
  );
}
