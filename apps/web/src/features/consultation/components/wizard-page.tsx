import { ReloadOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { StepFrame } from '../../../components/step-frame/step-frame';
import { zhCN } from '../locale';
import { useRestart } from '../hooks/use-restart';
import '../consultation.css';

const t = zhCN.consultation;

export interface WizardPageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown at the top right of the title row (e.g. the question number). */
  aside?: ReactNode;
  children: ReactNode;
  onNext?: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  nextLoading?: boolean;
  /** Offers 上一步 (issue 17 #30). */
  onBack?: () => void;
  /** Offer 重新开始 (the spec's refresh action) at the bottom left. */
  restart?: boolean;
  /** Replaces the Next button (e.g. goods' only action, 返回). */
  actions?: ReactNode;
}

function RestartButton() {
  const restart = useRestart();
  return (
    <Popconfirm
      title={t.restartTitle}
      description={t.restartConfirm}
      okText={t.restart}
      cancelText={t.cancel}
      onConfirm={restart}
    >
      <Button icon={<ReloadOutlined />}>{t.restart}</Button>
    </Popconfirm>
  );
}

/** The frame every consultation screen shares: title, content, 重新开始 and 下一步. */
export function WizardPage({ restart, nextLabel, onBack, children, ...props }: WizardPageProps) {
  // Each screen starts at its top, even when Next was pressed at the bottom of a long one.
  useEffect(() => {
    document.documentElement.scrollTop = 0;
    document.body.scrollTop = 0;
  }, []);
  return (
    <StepFrame
      {...props}
      nextLabel={nextLabel ?? t.next}
      back={onBack && { label: t.back, onClick: onBack }}
      extra={restart && <RestartButton />}
    >
      <div className="consultation-body">{children}</div>
    </StepFrame>
  );
}
