import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useCustomerMode } from '../../lib/customer-mode';
import '../../lib/dayjs-locale';
import { useSession } from '../../lib/use-session';
import { useRouteHandle } from '../route-handle';
import { AppHeader } from './app-header';

// antd's Result is not worth carrying in the shell for a page few ever see.
const CustomerModeClosed = lazy(async () => ({
  default: (await import('./customer-mode-closed')).CustomerModeClosed,
}));

/**
 * Signed-in screens. When the session ends while a screen is open (logout, 401/417 from the
 * API client, a failed token check) this layout is what takes the user to login.
 */
export function ProtectedLayout() {
  const session = useSession();
  const customerMode = useCustomerMode();
  const handle = useRouteHandle();
  if (!session) return <Navigate to="/login" replace />;
  // Issue 29 #5: in 顾客模式 only her consultation and results open; any other address says so.
  const closed = customerMode && !handle?.customerMode;
  return (
    <>
      <AppHeader user={session.user} />
      {/* The skip link's target: focusable, so that the next Tab continues inside it. */}
      <main className="app-main" id="main" tabIndex={-1}>
        {closed ? (
          <Suspense fallback={null}>
            <CustomerModeClosed />
          </Suspense>
        ) : (
          <Outlet />
        )}
      </main>
    </>
  );
}
