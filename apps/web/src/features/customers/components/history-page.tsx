import type { HistoryEntry, ScanType, User } from '@skinscope/contracts';
import { Button, Card, Empty, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useSession } from '../../../lib/use-session';
import { zhCN } from '../locale';
import { useHistory } from '../api/list-history';
import { formatDate, formatTime } from '../../../lib/format-date';
import { LoadMore } from '../../../components/load-more/load-more';
import '../customers.css';

const t = zhCN.customers.history;

function HistoryTable({ rows, loading }: { rows: HistoryEntry[]; loading: boolean }) {
  const navigate = useNavigate();
  const columns: TableColumnsType<HistoryEntry> = [
    {
      key: 'photo',
      title: t.columns.photo,
      dataIndex: 'thumbnail',
      width: 84,
      render: (url: string | null, entry) =>
        url ? (
          <img
            className="customers-history-thumb"
            src={url}
            alt={t.photoAlt(entry.custName)}
            loading="lazy"
          />
        ) : (
          <span className="customers-history-thumb customers-photo-missing">{t.noPhoto}</span>
        ),
    },
    { key: 'no', title: t.columns.no, dataIndex: 'no', width: 70 },
    { key: 'name', title: t.columns.name, dataIndex: 'custName', ellipsis: true },
    {
      key: 'scanType',
      title: t.columns.scanType,
      dataIndex: 'scanType',
      width: 110,
      render: (scanType: ScanType) => (
        <Tag color={scanType === 'PHOTO_ONLY' ? 'default' : 'magenta'}>
          {zhCN.customers.scanTypes[scanType]}
        </Tag>
      ),
    },
    {
      key: 'recorder',
      title: t.columns.recorder,
      dataIndex: 'recorder',
      width: 150,
      ellipsis: true,
    },
    {
      key: 'date',
      title: t.columns.date,
      dataIndex: 'recDate',
      width: 120,
      render: (iso: string) => formatDate(iso),
    },
    {
      key: 'time',
      title: t.columns.time,
      dataIndex: 'recDate',
      width: 100,
      render: (iso: string) => formatTime(iso),
    },
    {
      key: 'actions',
      title: t.columns.actions,
      width: 110,
      render: (_value, entry) => (
        <Button
          type="link"
          size="small"
          onClick={() => void navigate(`/query/history/${entry.recordId}`)}
        >
          {t.view}
        </Button>
      ),
    },
  ];
  return (
    <Table<HistoryEntry>
      rowKey="recordId"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      // While the first page loads the spinner alone shows; "none found" only after.
      locale={{ emptyText: loading ? ' ' : <Empty description={t.empty} /> }}
    />
  );
}

function HistoryList({ user }: { user: User }) {
  const name = useSearchParams()[0].get('name') ?? '';
  const history = useHistory(user, name);
  const rows = useMemo(() => history.data?.pages.flat() ?? [], [history.data]);
  useErrorToast(history);

  return (
    <div className="customers-page">
      <Card variant="borderless" className="page-card">
        <div className="customers-title-row">
          <Typography.Title level={3}>{t.title}</Typography.Title>
          <Tag color="magenta">{name ? t.member(name) : t.allMembers}</Tag>
        </div>
        <HistoryTable rows={rows} loading={history.isFetching} />
        <LoadMore query={history} count={rows.length} allLoadedText={t.allLoaded} />
      </Card>
    </div>
  );
}

/** Spec §2 query/history?name: detection records of members with that name, 50 at a time. */
export function HistoryPage() {
  const session = useSession();
  return session ? <HistoryList user={session.user} /> : null;
}
