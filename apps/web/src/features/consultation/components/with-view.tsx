import type { ReactNode } from 'react';
import { StepNotice } from '../../../components/step-frame/step-notice';
import { zhCN } from '../locale';
import { useConsultationView } from '../hooks/use-consultation-view';
import type { ConsultationView } from '../hooks/use-consultation-view';
import { WithCustomer } from './missing-customer';

const t = zhCN.consultation;

function ViewGate({ children }: { children: (view: ConsultationView) => ReactNode }) {
  const state = useConsultationView();
  if (state.status === 'ready') return children(state.view);
  if (state.status === 'missing-previous')
    return <StepNotice status="info" {...t.missingPrevious} to="/collection/selector" />;
  return <StepNotice status="info" {...t.missingAnswers} to="/collection/condition" />;
}

/** Renders `children` with the consultation's results, or says what is still missing. */
export function WithConsultationView({
  children,
}: {
  children: (view: ConsultationView) => ReactNode;
}) {
  return <WithCustomer>{() => <ViewGate>{children}</ViewGate>}</WithCustomer>;
}
