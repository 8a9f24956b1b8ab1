import { managesCases, usesCaseLibrary } from '@skinscope/domain';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { zhCN } from '../locale';

const t = zhCN.cases;

/**
 * Shown instead of a case screen the user may not use (as AdminOnly does for admin screens).
 * `toList` offers the way back to the case list (for those who may read it) instead of query.
 */
function CaseRefused({ message, toList = false }: { message: string; toList?: boolean }) {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t.refusedTitle}
      subTitle={message}
      extra={
        <Button
          type="primary"
          onClick={() => void navigate(toList ? '/example/excellent' : '/query')}
        >
          {toList ? t.backToList : t.backToQuery}
        </Button>
      }
    />
  );
}

/**
 * Spec §2 header / §6: pubdom users have no case library (their icons are hidden, and the
 * routes refuse them too); the upload screen also needs canUpload. Nothing is asked of the
 * server for a refused user; the server refuses the same users.
 */
export function CaseAccessGate({
  needsUpload = false,
  children,
}: {
  needsUpload?: boolean;
  children: ReactNode;
}) {
  const user = useSession()?.user;
  if (!user) return null;
  // The server's rules (packages/domain case-rights.ts).
  if (!usesCaseLibrary(user)) return <CaseRefused message={t.pubdomRefused} />;
  if (needsUpload && !managesCases(user)) return <CaseRefused message={t.uploadRefused} toList />;
  return children;
}
