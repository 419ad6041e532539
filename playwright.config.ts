import { defineConfig, devices } from '@playwright/test';
import { nginxBaseURL } from './e2e/nginx.config';
import { OTHER_WIDTHS_TAG } from './e2e/tiers';
import { playwrightChromiumFlags, testChromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * The two tiers (docs/testing.md, "Two tiers"). `npm test` runs the projects `desktop` and
 * `no-script`: every page and every flow once, in Chromium, against the one build. `npm run
 * test:all` adds the rest, proven before a change lands: the specs that build or serve a copy
 * of their own (the editor's chain, the photo site), the hosts that are not the plain one, and the
 * keyboard walks at their other widths, tagged by e2e/tiers.ts.
 */
const FULL_TIER_SPECS = [
  /cms\.spec\.ts/,
  /cms-uploads\.spec\.ts/,
  /cms-news\.spec\.ts/,
  /hosts\.spec\.ts/,
  /photos\.spec\.ts/,
];
const OTHER_WIDTHS = new RegExp(OTHER_WIDTHS_TAG);
const NOT_DESKTOP = [/nginx\.spec\.ts/, /no-script\.spec\.ts/];

const desktop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  // The service worker (issue 19) would answer the page's own requests before a test's routes
  // see them, and fetch the whole precache in every test: e2e/offline.spec.ts allows it, and
  // the nginx project runs every page with it, as visitors get it.
  serviceWorkers: 'block' as const,
};

const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // CI retries a failed test once, only to record its trace: a test that passes only on its retry
  // still fails the run (failOnFlakyTests), so a flaky test cannot land unseen (docs/testing.md).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  // Two on a two-core machine: the run is bound by CPU, and a third worker made it slower here
  // (19.3 min against 18.8, 12 % more CPU time in contention). Two off CI too: Playwright's
  // default is half the cores, one worker on a two-core laptop, which made a newcomer's run
  // half as long again as CI's.
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  use: {
    baseURL,
    // A trace only where it is read: on CI's retry of a failed test. Recording one for every test
    // (retain-on-failure) took a keyboard walk from 41 s to 60-65 s and the crawl 9 % longer on
    // this two-core machine. Locally: npx playwright test --trace on <spec>.
    trace: 'on-first-retry',
    // Debian's Chromium headless shell when present (CI, this machine), else its full Chromium,
    // else Playwright's own download (scripts/chromium.mjs).
    launchOptions: {
      executablePath: testChromiumPath,
      args: playwrightChromiumFlags,
    },
  },
  projects: [
    // Scripts off on a 360 px phone: what a visitor sees before (or without) hydration (e2e/no-script.spec.ts).
    // First: its crawl of every route is one long test, which, queued last, ran alone at the end of
    // npm test while the other worker had nothing left (10 s of one core).
    {
      name: 'no-script',
      testMatch: /no-script\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 740 }, javaScriptEnabled: false },
    },
    {
      name: 'desktop',
      testIgnore: [...NOT_DESKTOP, ...FULL_TIER_SPECS],
      grepInvert: OTHER_WIDTHS,
      use: desktop,
    },
    // The full tier's share of the desktop specs: same browser and settings as `desktop`.
    {
      name: 'desktop-full',
      testMatch: FULL_TIER_SPECS,
      use: desktop,
    },
    {
      name: 'other-widths',
      testIgnore: [...NOT_DESKTOP, ...FULL_TIER_SPECS],
      grep: OTHER_WIDTHS,
      use: desktop,
    },
    // The export behind deploy/nginx.conf on 127.0.0.1 (HTTPS, real headers and CSP): e2e/nginx.*.ts.
    { name: 'nginx-start', testMatch: /nginx\.setup\.ts/, teardown: 'nginx-stop', use: { ignoreHTTPSErrors: true } },
    { name: 'nginx-stop', testMatch: /nginx\.teardown\.ts/ },
    {
      name: 'nginx',
      testMatch: /nginx\.spec\.ts/,
      dependencies: ['nginx-start'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: nginxBaseURL,
        ignoreHTTPSErrors: true,
        // The test certificate is self-made: Chromium registers a service worker only past a
        // valid one, which ignoreHTTPSErrors does not cover. Workers as in the desktop project:
        // blocked but where a test allows them.
        launchOptions: {
          executablePath: testChromiumPath,
          args: [...playwrightChromiumFlags, '--ignore-certificate-errors'],
        },
        serviceWorkers: 'block',
      },
    },
  ],
  // The tests run against the static export, served like production (npm run build first).
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
