import type { RetentionCustomer, RetentionOverview, RetentionRun } from '@skinscope/contracts';
import { Card, Col, Flex, Row, Statistic, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useRetention } from '../api/get-retention';
import { zhCN } from '../locale';
import { AdminLayout } from './admin-layout';
import { RetentionSetting } from './retention-setting';

const t = zhCN.retention;

const upcomingColumns: TableColumnsType<RetentionCustomer> = [
  {
    title: t.columns.name,
    dataIndex: 'name',
    render: (name: string | null) =>
      name ?? <Typography.Text type="secondary">{t.hiddenName}</Typography.Text>,
  },
  {
    title: t.columns.store,
    dataIndex: 'storeName',
    render: (name: string | null) => name ?? t.noStore,
  },
  { title: t.columns.lastVisit, dataIndex: 'lastVisitAt', render: formatDate },
  { title: t.columns.expires, dataIndex: 'expiresAt', render: formatDate },
];

const count = (title: string) => ({ title, align: 'right' as const });
const runColumns: TableColumnsType<RetentionRun> = [
  { title: t.columns.at, dataIndex: 'at', render: formatDateTime },
  { ...count(t.columns.customers), dataIndex: 'customers' },
  { ...count(t.columns.photos), dataIndex: 'photos' },
  { ...count(t.columns.analyses), dataIndex: 'analyses' },
  { ...count(t.columns.objects), dataIndex: 'objects' },
];

function Figures({ overview }: { overview: RetentionOverview }) {
  const figures = [
    [t.upcomingCount(overview.upcoming.days), overview.upcoming.total],
    [t.dueNow, overview.dueNow],
    [t.heldByRequest, overview.heldByRequest],
    [t.heldByStudy, overview.heldByStudy],
  ] as const;
  return (
    <Row gutter={16}>
      {figures.map(([title, value]) => (
        <Col span={6} key={title}>
          <Card size="small">
            <Statistic title={title} value={value} suffix={t.people} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function Upcoming({ overview }: { overview: RetentionOverview }) {
  const { upcoming } = overview;
  return (
    <Card size="small" title={t.upcomingTitle(upcoming.days)}>
      {upcoming.total === 0 ? (
        <Typography.Text type="secondary">{t.noneUpcoming(upcoming.days)}</Typography.Text>
      ) : (
        <Flex vertical gap="small">
          <Flex gap="small" wrap align="center">
            <Typography.Text type="secondary">{t.perStore}</Typography.Text>
            {upcoming.stores.map((store) => (
              <Tag key={store.storeId ?? 0}>
                {store.storeName ?? t.noStore} · {store.customers} {t.people}
              </Tag>
            ))}
          </Flex>
          <Table<RetentionCustomer>
            size="small"
            rowKey="id"
            columns={upcomingColumns}
            dataSource={upcoming.customers}
            pagination={{ pageSize: 5, hideOnSinglePage: true, showSizeChanger: false }}
          />
          {upcoming.customers.length < upcoming.total && (
            <Typography.Text type="secondary">
              {t.listLimit(upcoming.customers.length, upcoming.total)}
            </Typography.Text>
          )}
        </Flex>
      )}
    </Card>
  );
}

/** Issue 34 #2 (DECISIONS §111): 照片保存期 for administrators of the company. */
export function RetentionPage() {
  const retention = useRetention();
  useErrorToast(retention);
  const overview = retention.data;
  return (
    <AdminLayout section="retention" title={t.title} subtitle={t.subtitle}>
      {overview ? (
        <Flex vertical gap="middle">
          <RetentionSetting overview={overview} />
          <Figures overview={overview} />
          <Upcoming overview={overview} />
          <Card
            size="small"
            title={t.runsTitle}
            extra={<Typography.Text type="secondary">{t.countsOnly}</Typography.Text>}
          >
            <Table<RetentionRun>
              size="small"
              rowKey="runId"
              columns={runColumns}
              dataSource={overview.runs}
              pagination={false}
              locale={{ emptyText: t.noRuns }}
            />
          </Card>
        </Flex>
      ) : (
        <Card loading variant="borderless" />
      )}
    </AdminLayout>
  );
}
