import type { ReportLink } from '@skinscope/contracts';
import { Button, Empty, List, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { toast, toastError } from '../../../lib/notification';
import { zhCN } from '../locale';
import { useReportLinks, useRevokeReportLink } from '../api/report-links';
import { formatDate, formatDateTime } from '../../../lib/format-date';

const t = zhCN.customers.reportLinks;
const STATUS_COLOURS: Record<ReportLink['status'], string | undefined> = {
  active: 'green',
  expired: undefined,
  revoked: 'red',
};

/** The customer's report links with their state; a live one can be revoked. */
export function ReportLinkList({ customerId }: { customerId: number }) {
  const links = useReportLinks(customerId);
  const revoke = useRevokeReportLink(customerId);
  if (links.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (links.isError) return <Typography.Text type="danger">{links.error.message}</Typography.Text>;
  if (links.data.length === 0) return <Empty description={t.empty} />;
  return (
    <List
      size="small"
      className="customers-report-links"
      dataSource={links.data}
      renderItem={(link) => (
        <List.Item
          key={link.id}
          actions={
            link.status === 'active'
              ? [
                  <Popconfirm
                    key="revoke"
                    title={t.revokeConfirm}
                    onConfirm={() =>
                      revoke
                        .mutateAsync(link.id)
                        .then(() => toast(t.revoked, 'success'), toastError)
                    }
                  >
                    <Button size="small" danger>
                      {t.revoke}
                    </Button>
                  </Popconfirm>,
                ]
              : []
          }
        >
          <List.Item.Meta
            title={
              <span className="customers-report-link-title">
                {t.visit(formatDateTime(link.recordDate))}
                <Tag color={STATUS_COLOURS[link.status]}>{t.status[link.status]}</Tag>
              </span>
            }
            description={
              <>
                <div>
                  {t.meta(
                    link.createdBy ?? t.unknownStaff,
                    formatDateTime(link.createdAt),
                    link.views,
                  )}
                </div>
                {link.status === 'active' && <div>{t.expiresAt(formatDate(link.expiresAt))}</div>}
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
