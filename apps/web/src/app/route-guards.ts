import { redirect } from 'react-router';
import { alertNotice } from '../lib/notification';
import { clearSession, loadSessionCheck, readSession } from '../lib/session';
import { zhCN } from '../locales/zh-CN';

/**
 * Every route's first step: a stored session is checked (its schema loads only when one is
 * stored, so a signed-out user's login screen goes without zod) before any screen reads it.
 */
export async function sessionChecked() {
  await loadSessionCheck();
  return null;
}

/**
 * Spec §2: every screen but login, '' and the catch-all needs a stored token and token type.
 * Without them: an alert, the (partial) session is cleared and the user goes to login.
 */
export async function requireSession() {
  await loadSessionCheck();
  if (readSession()) return null;
  clearSession();
  alertNotice(zhCN.session.identityLost);
  return redirect('/login');
}

/** Spec §2 login: a user who is already signed in goes straight to query. */
export async function redirectSignedIn() {
  await loadSessionCheck();
  return readSession() ? redirect('/query') : null;
}
