import { useEffect, useState } from 'react';

/** The element that has focus now (what opened a dialog), if it is one that can take it back. */
export function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Issue 29 #13: when a dialog closes, focus goes back to what opened it, not to the top of the
 * page (a keyboard or screen-reader user would start over from the first link). After the
 * dialog has left the page, and only if the opener is still there.
 */
export function giveFocusBack(element: HTMLElement | null): void {
  if (!element) return;
  requestAnimationFrame(() => {
    if (element.isConnected) element.focus();
  });
}

/** For a dialog that is on the page exactly while it is open: gives focus back as it goes. */
export function useReturnFocus(): void {
  const [opener] = useState(focusedElement);
  useEffect(() => () => giveFocusBack(opener), [opener]);
}
