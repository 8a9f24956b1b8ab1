import type { CustomerRow } from '@skinscope/contracts';
import type { ReactNode } from 'react';
import { StepNotice } from '../../../components/step-frame/step-notice';
import { zhCN } from '../locale';
import { useWizardContext } from '../hooks/use-wizard-context';

const t = zhCN.consultation.missingCustomer;

/** Said when a consultation screen is opened without a customer handed over by the list. */
function MissingCustomer() {
  return (
    <StepNotice
      status="warning"
      title={t.title}
      subtitle={t.subtitle}
      action={zhCN.consultation.backToQuery}
      to="/query"
    />
  );
}

/** Renders `children` with the consultation's customer, or says that none is stored. */
export function WithCustomer({ children }: { children: (customer: CustomerRow) => ReactNode }) {
  const { customer } = useWizardContext();
  return customer ? children(customer) : <MissingCustomer />;
}
