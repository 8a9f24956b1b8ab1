import { Card, Typography } from 'antd';
import { BrandMark } from '../../../components/brand-mark';
import { zhCN } from '../../../locales/zh-CN';
import { LoginForm } from './login-form';

export function LoginPage() {
  return (
    <div className="login-page">
      <Card className="login-card" variant="borderless">
        <div className="login-brand">
          <BrandMark size={56} />
          <Typography.Title level={1} className="login-brand-name">
            {zhCN.brand.name}
          </Typography.Title>
          <Typography.Text type="secondary" className="login-brand-tagline">
            {zhCN.brand.tagline}
          </Typography.Text>
        </div>
        <LoginForm />
      </Card>
    </div>
  );
}
