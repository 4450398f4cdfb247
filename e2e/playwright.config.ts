import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8180);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../.tmp/e2e-results',
  use: {
    baseURL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `npx tsx packages/platform/src/cli/launch.ts serve-throwaway`,
    cwd: '..',
    url: `${baseURL}/api/health`,
    // Strategies is served from its own origin (port + 1): the shell must find it through the runtime config.
    // The demo trader signs in once per test, more often than the default 5 logins a minute allow, and the tests
    // register a fresh user each (all from one address), more than the default 10 sign-ups an hour.
    env: {
      PORT: String(port),
      MOVED_REMOTE: 'strategies',
      LOGIN_RATE_LIMIT: '60',
      LOGIN_IP_RATE_LIMIT: '1000',
      REGISTER_RATE_LIMIT: '1000',
    },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
