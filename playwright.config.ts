import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * Browser tests drive the built site (shell + remotes + API on one port, demo data, a fresh
 * FerretDB in a temp directory) in Debian's Chromium. Specs live beside each app: <app>/e2e.
 */
export default defineConfig({
  testDir: '.',
  testMatch: ['shell/e2e/**/*.spec.ts', 'mfe-*/e2e/**/*.spec.ts', 'infra/e2e/**/*.spec.ts'],
  testIgnore: ['**/node_modules/**'],
  timeout: 45_000,
  // CI's two cores run both browsers beside the API, the engine and the runners: a fresh worker's first
  // page (a browser with nothing cached, compiling every script) took over 10 s there (the admin
  // area's first page, twice in one run). A passing check waits no longer for it.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell (chromium-headless-shell): the full browser's engine, lighter to run.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node infra/scripts/serve-e2e.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: { E2E_PORT: String(PORT) },
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
