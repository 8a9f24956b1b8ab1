import { TeamOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { zhCN } from './locale';
import type { AuthorizationCustomer } from './authorization-customer';
import { openStaffAuthorization } from './open-customer-authorization';

const t = zhCN.customerAuthorization;

/** Issue 17 #4: on a customer's detail, administrators open the customer-to-staff dialog. */
export function StaffAuthorizationCard({ customer }: { customer: AuthorizationCustomer }) {
  return (
    <Card variant="borderless" className="page-card" title={t.cardTitle}>
      <div className="authorization-card">
        <Typography.Text type="secondary">{t.cardHint}</Typography.Text>
        <Button icon={<TeamOutlined />} onClick={() => void openStaffAuthorization(customer)}>
          {t.open}
        </Button>
      </div>
    </Card>
  );
}
