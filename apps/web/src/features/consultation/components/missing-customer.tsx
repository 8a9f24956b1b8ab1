import type { CustomerRow } from '@skinscope/contracts';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { zhCN } from '../../../locales/zh-CN';
import { useWizardContext } from '../hooks/use-wizard-context';
import '../consultation.css';

const t = zhCN.consultation.missingCustomer;

/** Said when a consultation screen is opened without a customer handed over by the list. */
export function MissingCustomer() {
  const navigate = useNavigate();
  return (
    <div className="step-page">
      <Result
        status="warning"
        title={t.title}
        subTitle={t.subtitle}
        extra={
          <Button type="primary" onClick={() => void navigate('/query')}>
            {zhCN.consultation.backToQuery}
          </Button>
        }
      />
    </div>
  );
}

/** Renders `children` with the consultation's customer, or says that none is stored. */
export function WithCustomer({ children }: { children: (customer: CustomerRow) => ReactNode }) {
  const { customer } = useWizardContext();
  return customer ? children(customer) : <MissingCustomer />;
}
