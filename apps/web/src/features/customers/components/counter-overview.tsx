import type { CounterCustomer, CounterVisit, Scope } from '@skinscope/contracts';
import { Alert, Card, Col, Empty, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { zhCN } from '../locale';
import { useCounterOverview } from '../api/get-counter-overview';
import { formatDate, formatTime } from '../../../lib/format-date';
import { DataRequestsDue } from './data-requests-due';
import { errorMessage } from './load-failed';

const t = zhCN.query.counter;
const scanTypes = zhCN.customers.scanTypes;

function useOpenDetail() {
  const navigate = useNavigate();
  return (customerId: number, scope: Scope) =>
    void navigate(`/query/detail/${customerId}?${new URLSearchParams({ scope }).toString()}`);
}

function ListCard<T>({
  title,
  extra,
  rows,
  empty,
  render,
}: {
  title: string;
  extra?: ReactNode;
  rows: readonly T[];
  empty: string;
  render: (row: T) => ReactNode;
}) {
  return (
    <Card size="small" title={title} extra={extra} className="page-card counter-card">
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <ul className="counter-list">{rows.map(render)}</ul>
      )}
    </Card>
  );
}

/** One row: a button to the member's detail, her name over a line, a tag or date at the end. */
function CounterRow({
  onOpen,
  name,
  line,
  end,
}: {
  onOpen: () => void;
  name: string;
  line: string;
  end: ReactNode;
}) {
  return (
    <li>
      <button type="button" className="counter-item" onClick={onOpen}>
        <span className="counter-item-text">
          <Typography.Text strong ellipsis>
            {name}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis>
            {line}
          </Typography.Text>
        </span>
        {end}
      </button>
    </li>
  );
}

function VisitItem({ visit }: { visit: CounterVisit }) {
  const open = useOpenDetail();
  return (
    <CounterRow
      onOpen={() => open(visit.customerId, visit.scope)}
      name={visit.customerName}
      line={t.visitLine(formatTime(visit.created).slice(0, 5), visit.recorder)}
      end={
        <Tag color={visit.scanType === 'PHOTO_ONLY' ? 'default' : 'magenta'}>
          {scanTypes[visit.scanType]}
        </Tag>
      }
    />
  );
}

function CustomerItem({ customer, due }: { customer: CounterCustomer; due?: boolean }) {
  const open = useOpenDetail();
  const days = dayjs().startOf('day').diff(dayjs(customer.lastVisit).startOf('day'), 'day');
  return (
    <CounterRow
      onOpen={() => open(customer.id, customer.scope)}
      name={customer.fullName}
      line={t.customerLine(customer.mobile, scanTypes[customer.lastScanType])}
      end={
        due ? (
          <Tag color="orange">{t.daysAgo(days)}</Tag>
        ) : (
          <Typography.Text type="secondary">{formatDate(customer.lastVisit)}</Typography.Text>
        )
      }
    />
  );
}

/**
 * Issue 17 #31: what staff need at the counter — today's consultations, customers seen lately
 * and customers due for a re-check — each a click away from the member's detail; above them,
 * customers' open requests about their own data (issue 34 #1).
 */
export function CounterOverview({ canScan }: { canScan: boolean }) {
  const overview = useCounterOverview(canScan);
  if (!canScan) return null;
  if (overview.isError)
    return (
      <Alert type="warning" showIcon title={t.failed} description={errorMessage(overview.error)} />
    );
  if (!overview.data) return <Skeleton active />;
  const { today, recent, due, recheckIntervalDays } = overview.data;
  return (
    <Flex vertical gap={16}>
      <DataRequestsDue show={canScan} />
      <Row gutter={[16, 16]} className="counter-overview">
        <Col xs={24} md={8}>
          <ListCard
            title={t.today}
            extra={<Typography.Text type="secondary">{t.count(today.length)}</Typography.Text>}
            rows={today}
            empty={t.todayEmpty}
            render={(visit) => <VisitItem key={visit.recordId} visit={visit} />}
          />
        </Col>
        <Col xs={24} md={8}>
          <ListCard
            title={t.recent}
            rows={recent}
            empty={t.recentEmpty}
            render={(customer) => <CustomerItem key={customer.id} customer={customer} />}
          />
        </Col>
        <Col xs={24} md={8}>
          <ListCard
            title={t.due}
            extra={
              <Typography.Text type="secondary">{t.dueHint(recheckIntervalDays)}</Typography.Text>
            }
            rows={due}
            empty={t.dueEmpty(recheckIntervalDays)}
            render={(customer) => <CustomerItem key={customer.id} customer={customer} due />}
          />
        </Col>
      </Row>
    </Flex>
  );
}
