import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/use-session';
import { zhCN } from '../../locales/zh-CN';

const t = zhCN.routeError;

/**
 * Every route's error boundary: a screen that fails to render (or whose code fails to load)
 * says so in plain Chinese and offers a reload or the way home, instead of React Router's
 * developer page. The rest of the shell (header, steps) stays usable.
 */
export function RouteErrorPage() {
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  return (
    <main className="app-main">
      <Result
        status="error"
        title={t.title}
        subTitle={t.message}
        extra={[
          <Button key="reload" type="primary" onClick={() => window.location.reload()}>
            {t.reload}
          </Button>,
          <Button key="home" onClick={() => void navigate(signedIn ? '/query' : '/login')}>
            {t.home}
          </Button>,
        ]}
      />
    </main>
  );
}
