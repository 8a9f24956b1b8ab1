import { Button, Typography } from 'antd';
import { zhCN } from '../../../locales/zh-CN';

/** Spec §2: load more is hidden while busy and at the end; a non-empty end says so. */
export function LoadMore(props: {
  hasMore: boolean;
  busy: boolean;
  count: number;
  allLoadedText: string;
  onLoadMore: () => void;
}) {
  if (props.busy) return <div className="cases-load-more" />;
  return (
    <div className="cases-load-more">
      {props.hasMore ? (
        <Button onClick={props.onLoadMore}>{zhCN.cases.loadMore}</Button>
      ) : (
        props.count > 0 && <Typography.Text type="secondary">{props.allLoadedText}</Typography.Text>
      )}
    </div>
  );
}
