import { DEFAULT_TOKEN_TTL_HOURS, type User } from '@skinscope/contracts';
import { useEffect } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { leaveCustomerMode } from './customer-mode';
import { forgetConsultation } from './wizard-keys';

/** Storage names fixed in DECISIONS "Local storage / cookie names". */
const TOKEN_COOKIE = 'skinscope_token';
const TOKEN_TYPE_KEY = 'skinscope.tokenType';
export const USER_KEY = 'skinscope.user';

/** The server's default TOKEN_TTL_HOURS; refreshed on every authenticated call. */
const TOKEN_MAX_AGE_SECONDS = DEFAULT_TOKEN_TTL_HOURS * 60 * 60;

export interface Session {
  token: string;
  tokenType: string;
  user: User;
}

interface SessionState {
  session: Session | null;
}

type StoredParts = [token: string | null, tokenType: string | null, userJson: string | null];

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

function readStoredParts(): StoredParts {
  return [readCookie(TOKEN_COOKIE), readStorage(TOKEN_TYPE_KEY), readStorage(USER_KEY)];
}

/**
 * The stored user is checked against the contract's schema, which brings zod along. The login
 * screen of a signed-out user needs no check, so the schema loads only when a session is stored
 * (`loadSessionCheck`, awaited by the route loaders before anything reads the session).
 */
let checkUser: ((value: unknown) => User | null) | null = null;

function parseSession([token, tokenType, userJson]: StoredParts): Session | null {
  // Read before `loadSessionCheck` (a tab signing in elsewhere): unchecked counts as none yet.
  if (!token || !tokenType || !userJson || !checkUser) return null;
  try {
    const user = checkUser(JSON.parse(userJson));
    return user ? { token, tokenType, user } : null;
  } catch {
    // A corrupt stored user is the same as no session: the guard sends the user to login.
    return null;
  }
}

/**
 * The stored parts (JSON) as the store last read or wrote them. The cookie can expire and another
 * tab (or a test) can change local storage behind the store's back; a read that finds the parts
 * changed reads the session again (`followStorage`).
 */
let seen: string | null = null;

/**
 * The session's persist storage: the token in a cookie, the token type and the user in local
 * storage (DECISIONS "Local storage / cookie names"), not one JSON item.
 */
const sessionPersistStorage: PersistStorage<SessionState> = {
  getItem: (): StorageValue<SessionState> => {
    const parts = readStoredParts();
    seen = JSON.stringify(parts);
    return { state: { session: parseSession(parts) }, version: 0 };
  },
  setItem: (_name, { state: { session } }) => {
    if (session) {
      const userJson = JSON.stringify(session.user);
      writeTokenCookie(session.token, TOKEN_MAX_AGE_SECONDS);
      window.localStorage.setItem(TOKEN_TYPE_KEY, session.tokenType);
      window.localStorage.setItem(USER_KEY, userJson);
      seen = JSON.stringify([session.token, session.tokenType, userJson]);
    } else {
      sessionPersistStorage.removeItem(USER_KEY);
    }
  },
  removeItem: () => {
    writeTokenCookie('', 0);
    try {
      window.localStorage.removeItem(TOKEN_TYPE_KEY);
      window.localStorage.removeItem(USER_KEY);
    } catch {
      // Storage unavailable: nothing was stored there either.
    }
    seen = JSON.stringify([null, null, null]);
  },
};

const useSessionStore = create<SessionState>()(
  persist((): SessionState => ({ session: null }), {
    name: USER_KEY,
    storage: sessionPersistStorage,
  }),
);

/** Reads the session again when its stored parts changed since the store last saw them. */
function followStorage(): void {
  if (JSON.stringify(readStoredParts()) !== seen) void useSessionStore.persist.rehydrate();
}

// Another tab signing in or out changes local storage; follow it.
window.addEventListener('storage', followStorage);

function hasStoredParts(): boolean {
  return readStoredParts().every(Boolean);
}

/**
 * Loads the stored user's check when a session is stored (or `always`, before signing in);
 * resolves at once when it is loaded already or there is nothing to check.
 */
export async function loadSessionCheck({ always = false } = {}): Promise<void> {
  if (checkUser || (!always && !hasStoredParts())) return;
  checkUser = (await import('./session-user')).checkStoredUser;
  await useSessionStore.persist.rehydrate();
}

/** The stored session, or null when any part is missing or unreadable. Stable between changes. */
export function readSession(): Session | null {
  followStorage();
  return useSessionStore.getState().session;
}

/**
 * The current session; re-renders when it is saved, changed or cleared. Storage changed behind
 * the store's back (an expired cookie) is followed once the component has rendered: following it
 * sets the store's state, which must not happen while React renders (other components reading
 * the session would be updated mid-render).
 */
export function useSession(): Session | null {
  useEffect(followStorage);
  return useSessionStore((state) => state.session);
}

export function saveSession(session: Session): void {
  useSessionStore.setState({ session });
}

/** Merges fields (e.g. the rights read after login) into the stored user. */
export function updateStoredUser(patch: Partial<User>): void {
  const session = readSession();
  if (!session) return;
  useSessionStore.setState({ session: { ...session, user: { ...session.user, ...patch } } });
}

/**
 * Signing out (or a session that ended): the token, the user and everything the user left in
 * this browser about customers — the consultation in progress, 顾客模式 (issue 17 #29).
 */
export function clearSession(): void {
  forgetConsultation();
  leaveCustomerMode();
  useSessionStore.setState({ session: null });
}

/** The server's token lifetime slides with use; keep the cookie alive as long as the token. */
export function refreshTokenCookie(): void {
  const session = readSession();
  if (session) writeTokenCookie(session.token, TOKEN_MAX_AGE_SECONDS);
}

export function authorizationHeader(session: Session): string {
  return `${session.tokenType} ${session.token}`;
}

/** Calls `listener` whenever the session is saved, changed or cleared (here or in another tab). */
export function subscribeSession(listener: () => void): () => void {
  return useSessionStore.subscribe(() => listener());
}
