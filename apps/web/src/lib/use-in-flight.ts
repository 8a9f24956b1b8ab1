import { useMemo, useRef } from 'react';

export interface InFlight {
  /** Claims the one submission; false when one is already under way (the click is ignored). */
  claim: () => boolean;
  /** Frees it again, when the request has settled. */
  release: () => void;
}

/**
 * One submission at a time (issue 17 #27). A mutation's `isPending` only shows after React
 * renders, so two clicks landing in one frame both see it false; this flag is set at once.
 * Buttons still show `loading` from the mutation state; this only closes the gap before it.
 */
export function useInFlight(): InFlight {
  const busy = useRef(false);
  return useMemo(
    () => ({
      claim: () => {
        if (busy.current) return false;
        busy.current = true;
        return true;
      },
      release: () => {
        busy.current = false;
      },
    }),
    [],
  );
}
