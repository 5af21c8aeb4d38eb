import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { NOTIFICATIONS_TAG } from './helpers/notifications';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Debian's headless shell (package chromium-headless-shell) runs the tests when installed: the same engine
 * without the browser's UI and GPU process, it ran them in a third less time and CPU on this 2-core machine
 * (docs/decisions.md). It denies notifications whatever a test grants, so the tests tagged NOTIFICATIONS_TAG
 * run in the full Chromium. Without the shell, every test runs in the full Chromium. CHROMIUM_PATH overrides both.
 */
const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const LIGHT_CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const notificationsTag = new RegExp(NOTIFICATIONS_TAG);

const desktopChrome = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  channel: undefined,
  launchOptions: { executablePath, args: CHROMIUM_ARGS },
});

/** Browser tests against the built web and admin apps served by the real server (see serve-e2e.js). */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A journey of a few pages (log in, navigate, log out) took 32 s once on a busy machine: 60 s by default,
  // longer journeys set their own.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]],
  // One folder per port: runs on several ports at once keep their own traces.
  outputDir: `../../test-results/${PORT}`,
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace records every action of every test (screenshots and DOM snapshots) to keep the failing ones:
    // it took 30–45 % of the browser tests' time and CPU (docs/decisions.md). A CI run's traces are never
    // opened, its log is what is read, so CI records none; a failing test run again locally keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
  },
  projects: [
    { name: 'chromium', grepInvert: notificationsTag, use: desktopChrome(LIGHT_CHROMIUM) },
    { name: 'notifications', grep: notificationsTag, use: desktopChrome(FULL_CHROMIUM) },
  ],
  webServer: {
    command: `node ${__dirname}/serve-e2e.js`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
