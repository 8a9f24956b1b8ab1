import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { leaveCustomerMode } from '../lib/customer-mode';
import '../lib/dayjs-locale';
import { closeAllDialogs } from '../lib/dialog';
import { loadSessionCheck } from '../lib/session';

// findBy and waitFor wait for what a test expects for as long as the test itself may run (20 s,
// vite.config.ts), not for Testing Library's own 1 s: the first render of a screen (antd computing
// its styles cold) takes longer than that on a busy machine, and failed for no other reason.
// A condition that never comes still fails the test.
//
// Testing Library stays loaded from file to file (fresh-modules.ts): each file starts from its
// defaults, so that what one file configures (test/antd-ui.ts `allowSlowUi`) stays in that file.
const defaults = Symbol.for('skinscope.test.testingLibraryDefaults');
const worker = globalThis as { [defaults]?: ReturnType<typeof getConfig> };
worker[defaults] ??= { ...getConfig() };
configure({ ...worker[defaults], asyncUtilTimeout: 15_000 });

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

// jsdom does not implement pseudo-element styles; antd asks for them when measuring. Wrapped
// once per worker: this file runs again for every test file (fresh-modules.ts).
const dropsPseudo = Symbol.for('skinscope.test.dropsPseudoElement');
if (!(dropsPseudo in window.getComputedStyle)) {
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = Object.assign((element: Element) => getComputedStyle(element), {
    [dropsPseudo]: true,
  });
}

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
  document.cookie.split('; ').forEach((entry) => {
    const name = entry.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
});

// The next test file gets this window (isolate: false, fresh-modules.ts): leave it as this file
// found it. Some tests assign URL's blob functions, which jsdom lacks, instead of stubbing them.
const { createObjectURL, revokeObjectURL } = URL;
afterAll(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
  document.head.querySelectorAll('style').forEach((style) => style.remove());
  document.title = '';
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
