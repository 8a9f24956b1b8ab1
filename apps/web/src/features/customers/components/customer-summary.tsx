import { HistoryOutlined } from '@ant-design/icons';
import type { CustomerRow } from '@skinscope/contracts';
import { Button, Card, Descriptions } from 'antd';
import { zhCN } from '../locale';
import { useCustomerActions } from '../hooks/use-customer-actions';
import { orNone } from '../lib/format';

const t = zhCN.customers.detail;

/** Spec §2 query/detail header: name, gender, phone, age. */
export function CustomerSummary({ customer }: { customer: CustomerRow }) {
  const actions = useCustomerActions();
  return (
    <Card
      variant="borderless"
      className="page-card"
      title={t.title}
      extra={
        <Button
          icon={<HistoryOutlined aria-hidden />}
          onClick={() => actions.viewHistory(customer)}
        >
          {t.history}
        </Button>
      }
    >
      <Descriptions
        layout="vertical"
        colon={false}
        column={4}
        items={[
          { key: 'name', label: t.nameLabel, children: customer.fullName },
          {
            key: 'gender',
            label: t.genderLabel,
            children: zhCN.customers.genders[customer.gender],
          },
          { key: 'mobile', label: t.phoneLabel, children: customer.mobile },
          { key: 'age', label: t.ageLabel, children: orNone(customer.age) },
        ]}
      />
    </Card>
  );
}
