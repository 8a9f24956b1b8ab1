import { idFromText } from '@skinscope/contracts';
import type { Scope, ScanRecord } from '@skinscope/contracts';
import { RightOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Card, Collapse, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toastError } from '../../../lib/notification';
import { zhCN } from '../locale';
import { useRecords } from '../../../lib/api/records';
import { formatDateTime } from '../../../lib/format-date';
import { RecordBody } from './record-body';
import { ReportLinkModal } from './report-link-modal';

const t = zhCN.customers.records;

function RecordHeader({ record }: { record: ScanRecord }) {
  return (
    <span className="customers-record-header">
      <RightOutlined className="customers-record-arrow" aria-hidden />
      <Typography.Text strong>{formatDateTime(record.created)}</Typography.Text>
      <Tag color="magenta">{zhCN.customers.scanTypes[record.scanType]}</Tag>
      <Typography.Text type="secondary">{t.recorder(record.recUserName)}</Typography.Text>
    </span>
  );
}

/**
 * The finished visit whose report is being shared (every listed record is a finished visit).
 * The consultation's last page sends staff here with `?share={recordId}` (issue 29 #10): the
 * dialog opens at once, and closing it takes the parameter away.
 */
function useSharing() {
  const [params, setParams] = useSearchParams();
  const [sharing, setSharing] = useState<number | null>(
    () => idFromText(params.get('share') ?? undefined) ?? null,
  );
  const stop = () => {
    setSharing(null);
    if (params.has('share'))
      setParams(
        (current) => {
          current.delete('share');
          return current;
        },
        { replace: true },
      );
  };
  return { sharing, share: setSharing, stop };
}

/**
 * Spec §2 query/detail: the member's scan records, newest first, each collapsible. Only the
 * visit's title folds it (issue 29 #13): the header's buttons are its siblings, not inside one
 * button, so Enter on 生成报告链接 shares the report and does not fold the panel. Sharing a
 * visit's report needs canScan (`canShare`, issue 29 #2): without it there is no 生成报告链接.
 */
export function RecordList({
  customerId,
  scope,
  canShare,
}: {
  customerId: number;
  scope?: Scope;
  canShare: boolean;
}) {
  const records = useRecords(customerId, scope);
  const { sharing, share, stop } = useSharing();
  useEffect(() => {
    if (records.isError) toastError(records.error);
  }, [records.isError, records.error]);

  const list = records.data ?? [];
  let content;
  if (records.isPending) content = <Skeleton active />;
  else if (list.length === 0) content = <Empty description={t.empty} />;
  else
    content = (
      <Collapse
        defaultActiveKey={list[0] ? [list[0].id] : []}
        items={list.map((record) => ({
          key: record.id,
          label: <RecordHeader record={record} />,
          collapsible: 'header',
          showArrow: false,
          // Each part's measured results (ratings and marked images) are in the record's report.
          extra: (
            <Space size="middle">
              {canShare && (
                <Button
                  size="small"
                  icon={<ShareAltOutlined aria-hidden />}
                  onClick={() => share(record.id)}
                >
                  {t.shareReport}
                </Button>
              )}
              <Link to={`/query/history/${record.id}`}>{t.report}</Link>
            </Space>
          ),
          children: <RecordBody record={record} />,
        }))}
      />
    );

  return (
    <Card variant="borderless" className="page-card" title={t.title}>
      {content}
      {canShare && sharing !== null && (
        <ReportLinkModal customerId={customerId} recordId={sharing} onClose={stop} />
      )}
    </Card>
  );
}
