import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import './step-frame.css';

export interface StepFrameProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Top right of the title row (e.g. the question number). */
  aside?: ReactNode;
  children: ReactNode;
  /** Bottom left of the footer (e.g. 重新开始). */
  extra?: ReactNode;
  /** Bottom right, before Next (or instead of it). */
  actions?: ReactNode;
  /** 上一步: back to the previous step, first of the bottom right buttons. */
  back?: { label: string; onClick: () => void };
  onNext?: () => void;
  /** The Next button's label; needed only with `onNext`. */
  nextLabel?: string;
  nextLoading?: boolean;
  nextDisabled?: boolean;
  /** The tighter spacing of the photo screens. */
  compact?: boolean;
}

// Card's own semantic `styles.body` sets its padding (no `.ant-card-body` override); the photo
// screens' tighter frame keeps two large photo slots on one tablet screen.
const BODY_PADDING = { regular: '28px 32px 24px', compact: '22px 28px 20px' };

/** The frame the consultation and photo screens share: title row, content, footer with Next. */
export function StepFrame(props: StepFrameProps) {
  const hasFooter = props.extra || props.actions || props.onNext || props.back;
  return (
    <div className="step-page">
      <Card
        variant="borderless"
        className={`page-card step-card${props.compact ? ' step-compact' : ''}`}
        styles={{ body: { padding: BODY_PADDING[props.compact ? 'compact' : 'regular'] } }}
      >
        <div className="page-heading">
          <div>
            <Typography.Title level={3} className="step-title">
              {props.title}
            </Typography.Title>
            {props.subtitle && (
              <Typography.Paragraph type="secondary" className="step-subtitle">
                {props.subtitle}
              </Typography.Paragraph>
            )}
          </div>
          {props.aside && <div className="step-aside">{props.aside}</div>}
        </div>
        {props.children}
        {hasFooter && (
          <div className="step-footer">
            <div>{props.extra}</div>
            <div className="step-footer-actions">
              {props.back && (
                <Button size="large" icon={<ArrowLeftOutlined />} onClick={props.back.onClick}>
                  {props.back.label}
                </Button>
              )}
              {props.actions}
              {props.onNext && (
                <Button
                  type="primary"
                  size="large"
                  className="step-next"
                  loading={props.nextLoading}
                  disabled={props.nextDisabled}
                  onClick={props.onNext}
                >
                  {props.nextLabel}
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
