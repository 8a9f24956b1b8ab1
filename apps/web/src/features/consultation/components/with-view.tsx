import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { zhCN } from '../../../locales/zh-CN';
import { useConsultationView } from '../hooks/use-consultation-view';
import type { ConsultationView } from '../hooks/use-consultation-view';
import { WithCustomer } from './missing-customer';

const t = zhCN.consultation;

function Missing(props: { title: string; subtitle: string; action: string; to: string }) {
  const navigate = useNavigate();
  return (
    <div className="step-page">
      <Result
        status="info"
        title={props.title}
        subTitle={props.subtitle}
        extra={
          <Button type="primary" onClick={() => void navigate(props.to)}>
            {props.action}
          </Button>
        }
      />
    </div>
  );
}

function ViewGate({ children }: { children: (view: ConsultationView) => ReactNode }) {
  const state = useConsultationView();
  if (state.status === 'ready') return children(state.view);
  if (state.status === 'missing-previous')
    return <Missing {...t.missingPrevious} to="/collection/selector" />;
  return <Missing {...t.missingAnswers} to="/collection/condition" />;
}

/** Renders `children` with the consultation's results, or says what is still missing. */
export function WithConsultationView({
  children,
}: {
  children: (view: ConsultationView) => ReactNode;
}) {
  return <WithCustomer>{() => <ViewGate>{children}</ViewGate>}</WithCustomer>;
}
