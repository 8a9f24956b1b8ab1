import type { Scope, ScanRecord } from '@skinscope/contracts';
import { ShareAltOutlined } from '@ant-design/icons';
import { Button, Card, Collapse, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toastError } from '../../../lib/notification';
import { zhCN } from '../locale';
import { useRecords } from '../../../lib/api/records';
import { formatDateTime } from '../lib/format';
import { RecordBody } from './record-body';
import { ReportLinkModal } from './report-link-modal';

const t = zhCN.customers.records;

function RecordHeader({ record }: { record: ScanRecord }) {
  return (
    <span className="customers-record-header">
      <Typography.Text strong>{formatDateTime(record.created)}</Typography.Text>
      <Tag color="magenta">{zhCN.customers.scanTypes[record.scanType]}</Tag>
      <Typography.Text type="secondary">{t.recorder(record.recUserName)}</Typography.Text>
    </span>
  );
}

/**
 * Spec §2 query/detail: the member's scan records, newest first, each collapsible. Sharing a
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
  // The finished visit whose report is being shared (every listed record is a finished visit).
  const [sharing, setSharing] = useState<number | null>(null);
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
          // Each part's measured results (ratings and marked images) are in the record's report.
          extra: (
            <Space size="middle" onClick={(event) => event.stopPropagation()}>
              {canShare && (
                <Button
                  size="small"
                  icon={<ShareAltOutlined aria-hidden />}
                  onClick={() => setSharing(record.id)}
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
      {sharing !== null && (
        <ReportLinkModal
          customerId={customerId}
          recordId={sharing}
          onClose={() => setSharing(null)}
        />
      )}
    </Card>
  );
}
