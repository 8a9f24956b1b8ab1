import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/use-session';
import { zhCN } from '../../locales/zh-CN';

const t = zhCN.notFound;

/** Spec §2 catch-all. Open to everyone, so a signed-out visitor is offered login instead. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  return (
    <main className="app-main">
      <Result
        status="404"
        title={t.title}
        subTitle={t.message}
        extra={
          <Button type="primary" onClick={() => void navigate(signedIn ? '/query' : '/login')}>
            {signedIn ? t.backToQuery : t.backToLogin}
          </Button>
        }
      />
    </main>
  );
}
