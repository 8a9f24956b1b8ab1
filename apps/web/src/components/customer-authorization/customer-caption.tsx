import { UserOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { zhCN } from './locale';
import type { AuthorizationCustomer } from './authorization-customer';

/** Which customer the dialog is about: name and phone. */
export function CustomerCaption({ customer }: { customer: AuthorizationCustomer }) {
  return (
    <div className="authorization-customer">
      <UserOutlined aria-hidden />
      <Typography.Text strong>
        {zhCN.customerAuthorization.customer(customer.customerName)}
      </Typography.Text>
      <Typography.Text type="secondary">{customer.customerTelephone}</Typography.Text>
    </div>
  );
}
