import { useEffect } from 'react';

/**
 * Calls `start` when `ready` turns true (the camera policy is known). Leaving the screen
 * stops what it started (useCamera's cleanup), so a remount starts afresh.
 */
export function useAutoStart(ready: boolean, start: () => Promise<void>): void {
  useEffect(() => {
    if (ready) void start();
  }, [ready, start]);
}
