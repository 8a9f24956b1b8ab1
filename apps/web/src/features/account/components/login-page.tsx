import { theme } from 'antd';
import { BrandMark } from '../../../components/brand-mark';
import { zhCN } from '../../../locales/zh-CN';
import { LoginForm } from './login-form';

/**
 * The login card is drawn from the theme's tokens rather than with antd's Card: Card brings
 * Tabs, Menu and Skeleton along (its tab list and loading state), a fifth of the first screen.
 * The brand's heading likewise, rather than with antd's Typography (its copy and ellipsis code).
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
            <h1
              className="login-brand-name"
              style={{
                fontSize: token.fontSizeHeading1,
                lineHeight: token.lineHeightHeading1,
                fontWeight: token.fontWeightStrong,
              }}
            >
              {zhCN.brand.name}
            </h1>
            <span className="login-brand-tagline" style={{ color: token.colorTextDescription }}>
              {zhCN.brand.tagline}
            </span>
          </div>
          <LoginForm />
        </div>
      </section>
    </div>
  );
}
