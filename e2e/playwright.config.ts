import { defineConfig } from '@playwright/test';

// Debian's Chromium (TESTING.md): nothing downloads a browser on this machine.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // Two files at a time, each file's journeys in order: one worker left the machine idle while
  // a journey waited for the server or the page (44 journeys: 14.8 min on one worker).
  // Journeys share the servers, so each makes its own customers and staff and never expects
  // to see only its own rows.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Generous limits cost nothing while a journey passes; on a machine whose two cores are
  // busy elsewhere (a sign-in's password hash alone took over 10 s at load 20) they keep a
  // slow journey from reading as a broken one.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: './test-results',
  use: {
    baseURL: process.env.SKINSCOPE_E2E_URL,
    viewport: { width: 1024, height: 768 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // The app turns antd's animations off for it (lib/use-reduced-motion.ts): a click need not
    // wait for a dialog's zoom to settle.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A trace records every action's page and screen, for every journey. CI's clone is gone
    // when a run ends, so there it would be recorded for nobody (and cost the browser's CPU).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
});
