import type { ShareLink } from '@skinscope/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Flex, List, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { toast, toastError } from '../../lib/notification';
import { zhCN } from '../../locales/zh-CN';
import { SHARE_LINK_STATUS_COLOURS } from './share-link';

/** What a list names its links with: what the link shares, and who may no longer open it. */
export interface ShareLinkListText {
  empty: string;
  meta: (by: string, created: string, views: number) => string;
  unknownStaff: string;
  expiresAt: (date: string) => string;
  revoke: string;
  revokeConfirm: string;
  revoked: string;
}

/**
 * Share links with their state, creator and openings (a customer's report, a study's for its
 * sponsor); a live one can be revoked after a confirmation.
 */
export function ShareLinkList<Link extends ShareLink>({
  links,
  revoke,
  heading,
  text,
  className,
}: {
  links: UseQueryResult<Link[]>;
  revoke: (linkId: number) => Promise<unknown>;
  /** What the link shares, before its state. */
  heading: (link: Link) => ReactNode;
  text: ShareLinkListText;
  className?: string;
}) {
  if (links.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (links.isError) return <Typography.Text type="danger">{links.error.message}</Typography.Text>;
  if (links.data.length === 0) return <Empty description={text.empty} />;
  return (
    <List
      size="small"
      className={className}
      dataSource={links.data}
      renderItem={(link) => (
        <List.Item
          key={link.id}
          actions={
            link.status === 'active'
              ? [
                  <Popconfirm
                    key="revoke"
                    title={text.revokeConfirm}
                    onConfirm={() =>
                      revoke(link.id).then(() => toast(text.revoked, 'success'), toastError)
                    }
                  >
                    <Button size="small" danger>
                      {text.revoke}
                    </Button>
                  </Popconfirm>,
                ]
              : []
          }
        >
          <List.Item.Meta
            title={
              <Flex component="span" gap={8} align="center" wrap>
                {heading(link)}
                <Tag color={SHARE_LINK_STATUS_COLOURS[link.status]}>
                  {zhCN.shareLink.status[link.status]}
                </Tag>
              </Flex>
            }
            description={
              <>
                <div>
                  {text.meta(
                    link.createdBy ?? text.unknownStaff,
                    formatDateTime(link.createdAt),
                    link.views,
                  )}
                </div>
                {link.status === 'active' && (
                  <div>{text.expiresAt(formatDate(link.expiresAt))}</div>
                )}
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
