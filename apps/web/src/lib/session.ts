import type { User } from '@skinscope/contracts';
import { leaveCustomerMode } from './customer-mode';
import { forgetConsultation } from './wizard-keys';

/** Storage names fixed in DECISIONS "Local storage / cookie names". */
const TOKEN_COOKIE = 'skinscope_token';
const TOKEN_TYPE_KEY = 'skinscope.tokenType';
export const USER_KEY = 'skinscope.user';

/** Matches the server's default TOKEN_TTL_HOURS (12); refreshed on every authenticated call. */
const TOKEN_MAX_AGE_SECONDS = 12 * 60 * 60;

export interface Session {
  token: string;
  tokenType: string;
  user: User;
}

const listeners = new Set<() => void>();
let cache: { raw: string; session: Session | null } | null = null;

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (!entry) return null;
  try {
    return decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return null;
  }
}

function writeTokenCookie(token: string, maxAgeSeconds: number): void {
  // Secure only over HTTPS so that the plain-HTTP embedded default (localhost:8080) still works.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; max-age=${maxAgeSeconds}; SameSite=Strict${secure}`;
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The stored user is checked against the contract's schema, which brings zod along. The login
 * screen of a signed-out user needs no check, so the schema loads only when a session is stored
 * (`loadSessionCheck`, awaited by the route loaders before anything reads the session).
 */
let checkUser: ((value: unknown) => User | null) | null = null;

function hasStoredParts(): boolean {
  return Boolean(readCookie(TOKEN_COOKIE) && readStorage(TOKEN_TYPE_KEY) && readStorage(USER_KEY));
}

/**
 * Loads the stored user's check when a session is stored (or `always`, before signing in);
 * resolves at once when it is loaded already or there is nothing to check.
 */
export async function loadSessionCheck({ always = false } = {}): Promise<void> {
  if (checkUser || (!always && !hasStoredParts())) return;
  checkUser = (await import('./session-user')).checkStoredUser;
  cache = null;
}

function parseSession(token: string | null, tokenType: string | null, userJson: string | null) {
  if (!token || !tokenType || !userJson) return null;
  // Read before `loadSessionCheck` (a tab signing in elsewhere): unchecked counts as none yet.
  if (!checkUser) return undefined;
  try {
    const user = checkUser(JSON.parse(userJson));
    return user ? { token, tokenType, user } : null;
  } catch {
    // A corrupt stored user is the same as no session: the guard sends the user to login.
    return null;
  }
}

/** The stored session, or null when any part is missing or unreadable. Stable between changes. */
export function readSession(): Session | null {
  const token = readCookie(TOKEN_COOKIE);
  const tokenType = readStorage(TOKEN_TYPE_KEY);
  const userJson = readStorage(USER_KEY);
  const raw = JSON.stringify([token, tokenType, userJson]);
  if (cache?.raw === raw) return cache.session;
  const session = parseSession(token, tokenType, userJson);
  if (session === undefined) return null;
  cache = { raw, session };
  return session;
}

function emitChange(): void {
  listeners.forEach((listener) => listener());
}

export function saveSession(session: Session): void {
  writeTokenCookie(session.token, TOKEN_MAX_AGE_SECONDS);
  window.localStorage.setItem(TOKEN_TYPE_KEY, session.tokenType);
  window.localStorage.setItem(USER_KEY, JSON.stringify(session.user));
  emitChange();
}

/** Merges fields (e.g. the rights read after login) into the stored user. */
export function updateStoredUser(patch: Partial<User>): void {
  const session = readSession();
  if (!session) return;
  window.localStorage.setItem(USER_KEY, JSON.stringify({ ...session.user, ...patch }));
  emitChange();
}

/**
 * Signing out (or a session that ended): the token, the user and everything the user left in
 * this browser about customers — the consultation in progress, 顾客模式 (issue 17 #29).
 */
export function clearSession(): void {
  writeTokenCookie('', 0);
  forgetConsultation();
  leaveCustomerMode();
  try {
    window.localStorage.removeItem(TOKEN_TYPE_KEY);
    window.localStorage.removeItem(USER_KEY);
  } catch {
    // Storage unavailable: nothing was stored there either.
  }
  emitChange();
}

/** The server's token lifetime slides with use; keep the cookie alive as long as the token. */
export function refreshTokenCookie(): void {
  const session = readSession();
  if (session) writeTokenCookie(session.token, TOKEN_MAX_AGE_SECONDS);
}

export function authorizationHeader(session: Session): string {
  return `${session.tokenType} ${session.token}`;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes local storage; follow it.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
