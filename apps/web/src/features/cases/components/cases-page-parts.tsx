import { Empty, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A cases screen's heading: its title, a line under it, and an action beside them if any. */
export function CasesHeading(props: { title: string; subtitle: string; action?: ReactNode }) {
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

/** The items found (in `className`'s layout), or while there are none a spinner or what to say. */
export function FoundItems(props: {
  count: number;
  fetching: boolean;
  empty: string;
  className: string;
  children: ReactNode;
}) {
  if (props.count > 0) return <div className={props.className}>{props.children}</div>;
  return (
    <div className="cases-empty">
      {props.fetching ? <Spin /> : <Empty description={props.empty} />}
    </div>
  );
}
