import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/chromiumFlags.mjs';
import { examplesPort, port, shopUrl, storybookPort, storybookUrl } from './tests/browser/urls';

// A data folder per run, so two runs on other ports (E2E_PORT) do not wipe each other's database.
const dataDir = process.env.E2E_DATA_DIR ?? `build/e2e-data-${port}`;
// Artifacts likewise: the default port keeps `build/test-results` (npm test counts its JSON report).
const resultsDir = port === 18080 ? 'build/test-results' : `build/test-results-${port}`;

// Browser tests run the whole shop (API, storefront, elements script and the partner example
// on a second origin) on ports of their own, on a fresh embedded database.

// The browser tests run the demo as `npm start` does (a fresh embedded database, in-memory rate
// limits) even when CI points DATABASE_URL at PostgreSQL and REDIS_URL at Redis.
function withoutDatabaseUrl(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) if (value !== undefined && key !== 'DATABASE_URL' && key !== 'REDIS_URL') out[key] = value;
  return out;
}

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `${resultsDir}/playwright.json` }]],
  use: {
    baseURL: shopUrl,
    // Recording a trace (a DOM snapshot and a screencast frame at every step) cost a third of the
    // run: 8.9 against 6.2 minutes for the 62 tests on a 2-core machine. On a failure, the
    // screenshot and the error stay; `npx playwright test --trace retain-on-failure` records again.
    trace: 'off',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      // The omnibox web UI off among them: scripts/chromiumFlags.mjs.
      args: CHROMIUM_ARGS,
    },
  },
  outputDir: `${resultsDir}/playwright`,
  webServer: [
    {
      command: `rm -rf ${dataDir} && node scripts/start.mjs`,
      url: `${shopUrl}/discover`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      env: {
        ...withoutDatabaseUrl(process.env),
        PORT: String(port),
        EXAMPLES_PORT: String(examplesPort),
        PUBLIC_ORIGIN: shopUrl,
        DATA_DIR: dataDir,
        // The results test moves the draw engine's clock (POST /__test/clock); requests keep real time.
        DRAWKIT_TEST_CLOCK: '1',
      },
    },
    // The Storybook build, for the stories' play functions in a real browser (tests/browser/storybook.spec.ts).
    // E2E_NO_STORYBOOK: a run of specs that need none (`npm run bench`'s first download), on a
    // machine where nothing has built it.
    ...(process.env.E2E_NO_STORYBOOK
      ? []
      : [
          {
            command: `node scripts/serveStatic.mjs build/storybook ${storybookPort}`,
            url: `${storybookUrl}/index.json`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]),
  ],
});
