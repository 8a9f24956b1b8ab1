import { Alert, Tag } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format-date';
import { useOpenDataRequests } from '../api/data-requests';
import { zhCN } from '../locale';

const t = zhCN.customers.dataRequests;

/**
 * Issue 34 #1: on the counter overview, her store's open requests about customers' own data,
 * the earliest due first, overdue ones marked; each links to the customer, whose page carries
 * it out. Nothing when none is open.
 */
export function DataRequestsDue({ show }: { show: boolean }) {
  const requests = useOpenDataRequests(show).data ?? [];
  if (!show || requests.length === 0) return null;
  return (
    <Alert
      type={requests.some((request) => request.overdue) ? 'error' : 'warning'}
      showIcon
      aria-label={t.counterTitle}
      title={t.counterTitle}
      description={
        <ul className="retest-reminder-list" data-testid="data-requests-due">
          {requests.map((request) => (
            <li key={request.id}>
              <Link to={`/query/detail/${request.customerId}`}>
                {request.customerName ?? t.unknownCustomer} · {t.kinds[request.kind]} ·{' '}
                {t.dueOn(formatDate(request.dueOn))}
              </Link>{' '}
              {request.overdue && <Tag color="red">{t.overdue}</Tag>}
            </li>
          ))}
        </ul>
      }
    />
  );
}
