import { Navigate, Outlet } from 'react-router';
import '../../lib/dayjs-locale';
import { useSession } from '../../lib/use-session';
import { AppHeader } from './app-header';

/**
 * Signed-in screens. When the session ends while a screen is open (logout, 401/417 from the
 * API client, a failed token check) this layout is what takes the user to login.
 */
export function ProtectedLayout() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return (
    <>
      <AppHeader user={session.user} />
      <main className="app-main">
        <Outlet />
      </main>
    </>
  );
}
