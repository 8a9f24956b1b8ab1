import { ArrowRightOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Typography } from 'antd';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { zhCN } from '../../../locales/zh-CN';
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
export function WizardPage(props: WizardPageProps) {
  // Each screen starts at its top, even when Next was pressed at the bottom of a long one.
  useEffect(() => {
    document.documentElement.scrollTop = 0;
    document.body.scrollTop = 0;
  }, []);
  const hasFooter = props.restart || props.actions || props.onNext;
  return (
    <div className="consultation-page">
      <Card variant="borderless" className="page-card consultation-card">
        <div className="consultation-title-row">
          <div>
            <Typography.Title level={3} className="consultation-title">
              {props.title}
            </Typography.Title>
            {props.subtitle && (
              <Typography.Paragraph type="secondary" className="consultation-subtitle">
                {props.subtitle}
              </Typography.Paragraph>
            )}
          </div>
          {props.aside && <div className="consultation-aside">{props.aside}</div>}
        </div>
        <div className="consultation-body">{props.children}</div>
        {hasFooter && (
          <div className="consultation-footer">
            <div>{props.restart && <RestartButton />}</div>
            <div className="consultation-footer-actions">
              {props.actions}
              {props.onNext && (
                <Button
                  type="primary"
                  size="large"
                  className="consultation-next"
                  disabled={props.nextDisabled}
                  loading={props.nextLoading}
                  onClick={props.onNext}
                >
                  {props.nextLabel ?? t.next}
                  <ArrowRightOutlined />
                </Button>
              )}
            </div>
          </div>
        )}
      </Card>
    </div>
  );
}
