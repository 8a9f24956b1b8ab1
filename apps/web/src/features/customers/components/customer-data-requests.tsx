import { DATA_REQUEST_STATUS_LABELS } from '@skinscope/contracts';
import type { StaffDataRequest } from '@skinscope/contracts';
import { QrcodeOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, List, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../lib/format-date';
import { useCustomerDataRequests } from '../api/data-requests';
import { zhCN } from '../locale';
import { DataLinkModal } from './data-link-modal';
import { DataRequestActions } from './data-request-actions';

const t = zhCN.customers.dataRequests;
const STATUS_COLOURS = { open: 'orange', done: 'green', cancelled: 'default' } as const;

function RequestItem({
  request,
  mayCarryOut,
}: {
  request: StaffDataRequest;
  mayCarryOut: boolean;
}) {
  const lines = [t.requestedAt(formatDate(request.requestedAt))];
  if (request.status === 'open') lines.push(t.dueOn(formatDate(request.dueOn)));
  else if (request.handledAt)
    lines.push(t.handled(request.handledBy ?? '', formatDate(request.handledAt)));
  if (request.note) lines.push(t.cancelledNote(request.note));
  return (
    <List.Item
      actions={
        request.status === 'open'
          ? [<DataRequestActions key="act" request={request} mayCarryOut={mayCarryOut} />]
          : []
      }
    >
      <List.Item.Meta
        title={
          <Flex gap="small" wrap align="center">
            <span>{t.kinds[request.kind]}</span>
            <Tag color={STATUS_COLOURS[request.status]}>
              {DATA_REQUEST_STATUS_LABELS[request.status]}
            </Tag>
            {request.overdue && <Tag color="red">{t.overdue}</Tag>}
          </Flex>
        }
        description={lines.join(' · ')}
      />
    </List.Item>
  );
}

/**
 * Issue 34 #1, on her page: the link to 我的数据 (staff send it on its own), and her requests
 * about her data — open ones carried out here by those who may, or withdrawn with a reason.
 */
export function CustomerDataRequests({
  customerId,
  canShare,
  mayCarryOut,
}: {
  customerId: number;
  canShare: boolean;
  mayCarryOut: boolean;
}) {
  const requests = useCustomerDataRequests(customerId);
  const [sharing, setSharing] = useState(false);
  return (
    <Card
      variant="borderless"
      className="page-card"
      title={t.title}
      extra={
        canShare && (
          <Button icon={<QrcodeOutlined aria-hidden />} onClick={() => setSharing(true)}>
            {zhCN.customers.dataLinks.open}
          </Button>
        )
      }
    >
      {requests.isPending && <Skeleton active paragraph={{ rows: 1 }} />}
      {requests.isError && (
        <Typography.Text type="danger">{requests.error.message}</Typography.Text>
      )}
      {requests.data?.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} />
      )}
      {requests.data && requests.data.length > 0 && (
        <List
          dataSource={requests.data}
          rowKey="id"
          renderItem={(request) => <RequestItem request={request} mayCarryOut={mayCarryOut} />}
        />
      )}
      {sharing && <DataLinkModal customerId={customerId} onClose={() => setSharing(false)} />}
    </Card>
  );
}
