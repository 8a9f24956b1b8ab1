import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { zhCN } from '../locale';

const t = zhCN.admin;

/** The page shown instead of an administration screen to someone who is not an admin. */
export function ForbiddenResult() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t.forbiddenTitle}
      subTitle={t.forbiddenMessage}
      extra={
        <Button type="primary" onClick={() => void navigate('/query')}>
          {t.backToQuery}
        </Button>
      }
    />
  );
}

/** DECISIONS: administrators are users with role admin; the server refuses everyone else. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  return session?.user.role === 'admin' ? children : <ForbiddenResult />;
}
