import type { FilingStatus } from '@skinscope/contracts';
import { Alert, Card, Flex, Progress, Statistic, Table, Typography, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDate } from '../../../lib/format-date';
import { useFilingThreshold } from '../api/get-filing-threshold';
import { zhCN } from '../locale';
import { formatCount } from './filing-banner';

const t = zhCN.filing;

type CompanyCount = FilingStatus['companies'][number];

const columns: TableColumnsType<CompanyCount> = [
  {
    title: t.company,
    dataIndex: 'name',
    render: (name: string | null) => name ?? t.unnamedCompany,
  },
  {
    title: t.scope,
    dataIndex: 'scope',
    render: (scope: CompanyCount['scope']) => zhCN.admin.scopes[scope],
  },
  {
    title: t.customers,
    dataIndex: 'customers',
    align: 'right',
    render: (count: number) => formatCount(count),
  },
];

/** Issue 34 #4: the count of customers with photos, per company and in all, on 操作日志. */
export function FilingCard() {
  const status = useFilingThreshold();
  const { token } = theme.useToken();
  const data = status.data;
  // The bar takes the banner's colour: warning amber from 80,000, error red from 100,000.
  const barColor =
    data && { none: undefined, warning: token.colorWarning, duty: token.colorError }[data.level];
  return (
    <Card className="filing-card" title={t.cardTitle} loading={status.isPending}>
      {status.isError && <Alert type="error" showIcon title={status.error.message} />}
      {data && (
        <Flex vertical gap="middle">
          <Flex gap="large" align="center" wrap>
            <Statistic title={t.total} value={formatCount(data.total)} suffix={t.unit} />
            <Flex vertical className="filing-progress">
              <Progress
                percent={Math.min(100, Math.round((data.total / data.dutyAt) * 1000) / 10)}
                strokeColor={barColor}
                status="normal"
                aria-label={t.progressLabel}
              />
              <Typography.Text type="secondary">
                {t.lines(formatCount(data.warningAt), formatCount(data.dutyAt))}
              </Typography.Text>
              <Typography.Text strong={data.crossedAt !== null}>
                {data.crossedAt ? t.crossedOn(formatDate(data.crossedAt)) : t.notCrossed}
              </Typography.Text>
            </Flex>
          </Flex>
          <Table<CompanyCount>
            size="small"
            rowKey={(row) => `${row.scope}-${row.ownerId}`}
            columns={columns}
            dataSource={data.companies}
            pagination={false}
            locale={{ emptyText: t.empty }}
          />
          <Typography.Text type="secondary">{t.countsOnly}</Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
