import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { leaveCustomerMode } from '../lib/customer-mode';
import '../lib/dayjs-locale';
import { closeAllDialogs } from '../lib/dialog';
import { loadSessionCheck } from '../lib/session';

// findBy and waitFor wait for what a test expects for as long as the test itself may run (20 s,
// vite.config.ts), not for Testing Library's own 1 s: the first render of a screen (antd computing
// its styles cold) takes longer than that on a busy machine, and failed for no other reason.
// A condition that never comes still fails the test.
configure({ asyncUtilTimeout: 15_000 });

// In the app the route loaders load the stored user's check (lib/session.ts); tests that render
// a screen on its own, after `signInAs`, read the session without them.
await loadSessionCheck({ always: true });

// antd reads media queries (responsive grid, Steps); jsdom has no matchMedia.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom does not implement pseudo-element styles; antd asks for them when measuring.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// antd's tabs and tables watch their size; jsdom has no ResizeObserver (nothing resizes here).
if (!('ResizeObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'ResizeObserver', {
    writable: true,
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

afterEach(() => {
  cleanup();
  closeAllDialogs();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  leaveCustomerMode();
  document.cookie = 'skinscope_token=; path=/; max-age=0';
});
