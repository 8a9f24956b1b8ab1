import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import './step-frame.css';

export interface StepNoticeProps {
  status: 'warning' | 'info';
  title: string;
  subtitle: string;
  /** The button's label and where it leads. */
  action: string;
  to: string;
}

/** In place of a consultation or photo screen: what is missing and where to go for it. */
export function StepNotice(props: StepNoticeProps) {
  const navigate = useNavigate();
  return (
    <div className="step-page">
      <Result
        status={props.status}
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
