import {
  EditOutlined,
  ExperimentOutlined,
  HistoryOutlined,
  LineChartOutlined,
} from '@ant-design/icons';
import type { CustomerRow, Scope, User } from '@skinscope/contracts';
import { Button, Card, Descriptions, Space } from 'antd';
import { useState } from 'react';
import { zhCN } from '../locale';
import { useCustomerActions } from '../hooks/use-customer-actions';
import { orNone } from '../lib/format';
import { CustomerEditModal } from './customer-edit-modal';

const t = zhCN.customers.detail;

/**
 * Spec §2 query/detail header: name, gender, phone, age and store; from here staff start the
 * member's check (or re-check, issue 17 #22), open her history and correct her details (#30).
 */
export function CustomerSummary({
  customer,
  scope,
  user,
}: {
  customer: CustomerRow;
  scope: Scope;
  user: User;
}) {
  const actions = useCustomerActions();
  const [editing, setEditing] = useState(false);
  const hasRecord = customer.latestRecord !== null;
  return (
    <Card
      variant="borderless"
      className="page-card"
      title={t.title}
      extra={
        <Space wrap>
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
            {t.edit}
          </Button>
          <Button
            icon={<HistoryOutlined aria-hidden />}
            onClick={() => actions.viewHistory(customer)}
          >
            {t.history}
          </Button>
          {hasRecord && (
            <Button
              icon={<LineChartOutlined aria-hidden />}
              onClick={() => actions.viewProgress(customer)}
            >
              {t.progress}
            </Button>
          )}
          <Button
            type="primary"
            icon={<ExperimentOutlined aria-hidden />}
            onClick={() => (hasRecord ? actions.recheck(customer) : actions.startCheck(customer))}
          >
            {hasRecord ? t.recheck : t.startCheck}
          </Button>
        </Space>
      }
    >
      <Descriptions
        layout="vertical"
        colon={false}
        column={5}
        items={[
          { key: 'name', label: t.nameLabel, children: customer.fullName },
          {
            key: 'gender',
            label: t.genderLabel,
            children: zhCN.customers.genders[customer.gender],
          },
          { key: 'mobile', label: t.phoneLabel, children: customer.mobile },
          { key: 'age', label: t.ageLabel, children: orNone(customer.age) },
          { key: 'store', label: t.storeLabel, children: orNone(customer.storeName) },
        ]}
      />
      <CustomerEditModal
        customer={customer}
        scope={scope}
        user={user}
        open={editing}
        onClose={() => setEditing(false)}
      />
    </Card>
  );
}
