import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { zhCN } from '../../locales/zh-CN';

type PagedQuery = Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetching' | 'fetchNextPage'>;

/**
 * Spec §2/§4: the load-more button of a paged list, hidden while a page is loading and at the
 * end; the end of a non-empty list says so. The box keeps its height so the page does not jump.
 */
export function LoadMore({
  query,
  count,
  allLoadedText,
}: {
  query: PagedQuery;
  /** Rows shown so far: "all loaded" is said only under a non-empty list. */
  count: number;
  allLoadedText: string;
}) {
  if (query.isFetching) return <div className="load-more" />;
  return (
    <div className="load-more">
      {query.hasNextPage ? (
        // A click while a refetch runs must not cancel it (and lose the page being fetched).
        <Button onClick={() => void query.fetchNextPage({ cancelRefetch: false })}>
          {zhCN.loadMore}
        </Button>
      ) : (
        count > 0 && <Typography.Text type="secondary">{allLoadedText}</Typography.Text>
      )}
    </div>
  );
}
