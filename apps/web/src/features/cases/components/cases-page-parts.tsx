import { Empty, Spin } from 'antd';
import type { ReactNode } from 'react';

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
