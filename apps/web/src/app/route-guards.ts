import { redirect } from 'react-router';
import { alertNotice } from '../lib/notification';
import { clearSession, readSession } from '../lib/session';
import { zhCN } from '../locales/zh-CN';

/**
 * Spec §2: every screen but login, '' and the catch-all needs a stored token and token type.
 * Without them: an alert, the (partial) session is cleared and the user goes to login.
 */
export function requireSession() {
  if (readSession()) return null;
  clearSession();
  alertNotice(zhCN.session.identityLost);
  return redirect('/login');
}

/** Spec §2 login: a user who is already signed in goes straight to query. */
export function redirectSignedIn() {
  return readSession() ? redirect('/query') : null;
}
