import type { sessions, users } from '@skinscope/db';

// The rows come from the schema itself, not from the repositories: both repositories import
// this cache, so importing back from them would close a circle.
type SessionRow = typeof sessions.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** A session with its user, as every signed-in request needs them. */
export interface SessionWithUser {
  session: SessionRow;
  user: UserRow;
  /** Whether any customer is bound to the user (policy/customers.ts CustomerVisibility). */
  hasBindings: boolean;
}

/**
 * How long a session read may answer later requests of the same token (DECISIONS "Customer
 * search at scale"). It bounds how late a change that bypasses this process's repositories
 * (another replica, a hand-made SQL update) reaches signed-in requests; changes made through
 * the repositories (logout, password change or reset, an admin's edit or disabling) forget the
 * entries at once.
 */
const SESSION_CACHE_TTL_MS = 5_000;
/** A salon chain's signed-in staff, with room to spare; beyond it the oldest entry goes. */
const MAX_ENTRIES = 10_000;

/**
 * The session check of every signed-in request was a database round trip (a join of sessions
 * and users): under load it cost more than the search it guarded. This keeps each token's read
 * for a few seconds. The sessions and users repositories forget a user or a session the moment
 * they change it, and for one TTL afterwards nothing of it is stored again: a read that was
 * already in flight, or that ran before the changing transaction committed, may have seen the
 * old row and must not be kept.
 */
export interface SessionCache {
  get(tokenHash: string): SessionWithUser | undefined;
  put(tokenHash: string, found: SessionWithUser): void;
  /** The session's sliding expiry moved on (sessions.extend). */
  extended(sessionId: number, lastUsedAt: Date, expiresAt: Date): void;
  forgetSession(sessionId: number): void;
  forgetUser(userId: number): void;
}

export function createSessionCache(now: () => number, ttlMs = SESSION_CACHE_TTL_MS): SessionCache {
  const entries = new Map<string, { found: SessionWithUser; at: number }>();
  const quietSessions = new Map<number, number>();
  const quietUsers = new Map<number, number>();
  // A clock set back (tests) makes an age negative: such an entry is not trusted either.
  const fresh = (at: number) => {
    const age = now() - at;
    return age >= 0 && age < ttlMs;
  };
  const quiet = (forgotten: Map<number, number>, id: number) => {
    const at = forgotten.get(id);
    return at !== undefined && fresh(at);
  };
  const remember = (forgotten: Map<number, number>, id: number) => {
    if (forgotten.size >= MAX_ENTRIES)
      for (const [key, at] of forgotten) if (!fresh(at)) forgotten.delete(key);
    forgotten.set(id, now());
  };
  const drop = (matches: (found: SessionWithUser) => boolean) => {
    for (const [key, entry] of entries) if (matches(entry.found)) entries.delete(key);
  };

  return {
    get(tokenHash) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (fresh(entry.at)) return entry.found;
      entries.delete(tokenHash);
      return undefined;
    },
    put(tokenHash, found) {
      if (quiet(quietSessions, found.session.id) || quiet(quietUsers, found.user.id)) return;
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(tokenHash, { found, at: now() });
    },
    extended(sessionId, lastUsedAt, expiresAt) {
      for (const entry of entries.values())
        if (entry.found.session.id === sessionId)
          entry.found = {
            ...entry.found,
            session: { ...entry.found.session, lastUsedAt, expiresAt },
          };
    },
    forgetSession(sessionId) {
      remember(quietSessions, sessionId);
      drop((found) => found.session.id === sessionId);
    },
    forgetUser(userId) {
      remember(quietUsers, userId);
      drop((found) => found.user.id === userId);
    },
  };
}

/** For repositories built outside the app (scripts): every read goes to the database. */
export const noSessionCache: SessionCache = {
  get: () => undefined,
  put: () => {},
  extended: () => {},
  forgetSession: () => {},
  forgetUser: () => {},
};
