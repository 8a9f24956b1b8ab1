import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../../lib/session';
import { useLogout } from '../api/logout';

/** Logout: tell the server (its failure changes nothing here), forget the session, go to login. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const { mutateAsync } = useLogout();
  return useCallback(async () => {
    await mutateAsync().catch(() => undefined);
    clearSession();
    await navigate('/login', { replace: true });
  }, [mutateAsync, navigate]);
}
