import { useSyncExternalStore } from 'react';
import { readSession, subscribeSession } from './session';
import type { Session } from './session';

/** The current session; re-renders when it is saved, changed or cleared. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, readSession, readSession);
}
