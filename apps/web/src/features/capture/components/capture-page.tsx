import { ArrowRightOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { zhCN } from '../../../locales/zh-CN';
import '../capture.css';

export interface CapturePageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Top right of the title row. */
  aside?: ReactNode;
  children: ReactNode;
  /** Bottom left of the footer. */
  extra?: ReactNode;
  /** Bottom right, before Next (or instead of it). */
  actions?: ReactNode;
  onNext?: () => void;
  nextLabel?: string;
  nextLoading?: boolean;
  nextDisabled?: boolean;
}

/** The frame of the photo screens: title, content and the footer actions. */
export function CapturePage(props: CapturePageProps) {
  const hasFooter = props.extra || props.actions || props.onNext;
  return (
    <div className="capture-page">
      <Card variant="borderless" className="page-card capture-card">
        <div className="capture-title-row">
          <div>
            <Typography.Title level={3} className="capture-title">
              {props.title}
            </Typography.Title>
            {props.subtitle && (
              <Typography.Paragraph type="secondary" className="capture-subtitle">
                {props.subtitle}
              </Typography.Paragraph>
            )}
          </div>
          {props.aside && <div className="capture-aside">{props.aside}</div>}
        </div>
        {props.children}
        {hasFooter && (
          <div className="capture-footer">
            <div>{props.extra}</div>
            <div className="capture-footer-actions">
              {props.actions}
              {props.onNext && (
                <Button
                  type="primary"
                  size="large"
                  className="capture-next"
                  loading={props.nextLoading}
                  disabled={props.nextDisabled}
                  onClick={props.onNext}
                >
                  {props.nextLabel ?? zhCN.capture.next}
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
