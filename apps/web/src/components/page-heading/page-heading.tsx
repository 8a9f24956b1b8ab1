import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A page card's heading: its title, a line under it, and an action beside them if any. */
export function PageHeading(props: { title: ReactNode; subtitle: ReactNode; action?: ReactNode }) {
  return (
    <div className="page-heading">
      <div>
        <Typography.Title level={3}>{props.title}</Typography.Title>
        <Typography.Text type="secondary">{props.subtitle}</Typography.Text>
      </div>
      {props.action}
    </div>
  );
}
