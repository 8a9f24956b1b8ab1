import { useEffect } from 'react';
import type { StartOptions } from './use-camera';

/**
 * Calls `start` quietly when `ready` turns true (the camera policy is known): a missing
 * microscope is then shown on the preview, not alerted (issue 17 #8). Leaving the screen
 * stops what it started (useCamera's cleanup), so a remount starts afresh.
 */
export function useAutoStart(
  ready: boolean,
  start: (options?: StartOptions) => Promise<void>,
): void {
  useEffect(() => {
    if (ready) void start({ quiet: true });
  }, [ready, start]);
}
