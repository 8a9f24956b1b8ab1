import { Button, Typography } from 'antd';
import { zhCN } from '../../../locales/zh-CN';

interface LoadMoreProps {
  hasMore: boolean;
  busy: boolean;
  /** Rows shown so far: "all loaded" is said only under a non-empty list. */
  count: number;
  allLoadedText: string;
  onLoadMore: () => void;
}

/** Spec §2/§4: the load-more control shows while not at the end and not busy. */
export function LoadMore({ hasMore, busy, count, allLoadedText, onLoadMore }: LoadMoreProps) {
  if (busy) return null;
  if (hasMore) {
    return (
      <div className="customers-load-more">
        <Button onClick={onLoadMore}>{zhCN.customers.loadMore}</Button>
      </div>
    );
  }
  if (count === 0) return null;
  return (
    <div className="customers-load-more">
      <Typography.Text type="secondary">{allLoadedText}</Typography.Text>
    </div>
  );
}
