import { theme, Typography } from 'antd';
import { BrandMark } from '../../../components/brand-mark';
import { zhCN } from '../../../locales/zh-CN';
import { LoginForm } from './login-form';

/**
 * The login card is drawn from the theme's tokens rather than with antd's Card: Card brings
 * Tabs, Menu and Skeleton along (its tab list and loading state), a fifth of the first screen.
 */
export function LoginPage() {
  const { token } = theme.useToken();
  return (
    <div className="login-page">
      <section
        className="login-card"
        style={{
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
        }}
      >
        <div style={{ padding: token.paddingLG }}>
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
        </div>
      </section>
    </div>
  );
}
