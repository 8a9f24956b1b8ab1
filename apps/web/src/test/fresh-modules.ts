import { vi } from 'vitest';

/**
 * The first setup file (vite.config.ts `setupFiles`). The web project's files share one worker
 * (`isolate: false`) so that antd, React and jsdom load once per worker, not once per file.
 * Everything the module runner evaluated (our own modules: zustand stores, the session, the
 * notification queue; and what a file's `vi.mock` replaced) starts afresh for each file, as with
 * isolation: a store keeps no state from the file before, and a module that one file mocked is
 * not handed to the next. Packages from node_modules are loaded by Node itself and stay loaded.
 */
vi.resetModules();
