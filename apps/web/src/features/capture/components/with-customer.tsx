import type { CustomerRow } from '@skinscope/contracts';
import type { ReactNode } from 'react';
import { StepNotice } from '../../../components/step-frame/step-notice';
import { useWizardCustomer } from '../../../lib/wizard-state';
import { zhCN } from '../locale';

const t = zhCN.capture.missingCustomer;

/** The consultation's photo screens need its customer: whose photos, whose folder. */
export function WithCustomer({ children }: { children: (customer: CustomerRow) => ReactNode }) {
  const customer = useWizardCustomer();
  if (customer) return children(customer);
  return (
    <StepNotice
      status="warning"
      title={t.title}
      subtitle={t.subtitle}
      action={t.back}
      to="/query"
    />
  );
}
