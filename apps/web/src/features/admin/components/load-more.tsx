import { Button, Typography } from 'antd';
import { zhCN } from '../../../locales/zh-CN';

interface LoadMoreProps {
  /** More pages may exist (the last one was full). */
  hasMore: boolean;
  busy: boolean;
  /** Something is listed: only then does "all loaded" mean anything. */
  hasRows: boolean;
  onLoadMore: () => void;
}

/** Spec §2/§4: load more is hidden while busy and at the end of the list. */
export function LoadMore({ hasMore, busy, hasRows, onLoadMore }: LoadMoreProps) {
  return (
    <div className="load-more">
      {hasMore && !busy && <Button onClick={onLoadMore}>{zhCN.admin.loadMore}</Button>}
      {!hasMore && !busy && hasRows && (
        <Typography.Text type="secondary">{zhCN.admin.allLoaded}</Typography.Text>
      )}
    </div>
  );
}
