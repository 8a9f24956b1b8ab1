import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/use-session';
import { zhCN } from '../../locales/zh-CN';
import type { ErrorResultProps } from './error-result';

const t = zhCN.routeError;

/** The same words and buttons without antd's `Result`, while (or if) that cannot load. */
function PlainErrorResult({ title, subTitle, extra }: ErrorResultProps) {
  return (
    <div className="route-error-plain">
      <h2>{title}</h2>
      <p>{subTitle}</p>
      <div className="route-error-actions">{extra}</div>
    </div>
  );
}

// antd's Result carries its status pictures (a tenth of the first screen): every route's
// boundary loads it on first use. A failure to load it (offline, a new deployment) must not
// hide the error page itself, so that falls back to the plain one.
const ErrorResult = lazy(() =>
  import('./error-result').then(
    (module) => ({ default: module.ErrorResult }),
    () => ({ default: PlainErrorResult }),
  ),
);

/**
 * Every route's error boundary: a screen that fails to render (or whose code fails to load)
 * says so in plain Chinese and offers a reload or the way home, instead of React Router's
 * developer page. The rest of the shell (header, steps) stays usable.
 */
export function RouteErrorPage() {
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  const result: ErrorResultProps = {
    title: t.title,
    subTitle: t.message,
    extra: [
      <Button key="reload" type="primary" onClick={() => window.location.reload()}>
        {t.reload}
      </Button>,
      <Button key="home" onClick={() => void navigate(signedIn ? '/query' : '/login')}>
        {t.home}
      </Button>,
    ],
  };
  return (
    <main className="app-main">
      <Suspense fallback={<PlainErrorResult {...result} />}>
        <ErrorResult {...result} />
      </Suspense>
    </main>
  );
}
