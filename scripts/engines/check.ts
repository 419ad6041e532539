/**
 * The cross-engine check (issue 25): the export in out/ in Firefox ESR and WebKitGTK, the two
 * engines other than Chromium that visitors use (every iPhone browser is WebKit), with Debian's
 * builds (scripts/system-deps.mjs installs them). Part of `npm test`, after the build.
 *
 * - out/ is served over HTTPS, with a certificate made now (scripts/nginxLocal.ts), by
 *   scripts/serve.mjs as a `_headers` host: the pages' own policy plus the header rules.
 * - Firefox: headless, WebDriver BiDi through puppeteer-core (./firefox.ts). WebKit: MiniBrowser
 *   through WebKitWebDriver under xvfb-run, W3C WebDriver over HTTP (./webkit.ts), behind a proxy
 *   that puts the listener script first in each page (./proxy.ts), as it has no preload scripts.
 * - In each engine: every exported page hydrates in place with no script error and no policy
 *   violation (and an injected inline script is refused and seen), then the flows of ./flows.ts
 *   (one of them as an engine too old for pdf.js, what it needs removed before the page's scripts),
 *   then screenshots of four pages at two widths compared with Chromium's (scripts/measure/pngDiff.mjs,
 *   within a tolerance for font rendering), then the local preview (plain HTTP, as `npm start`
 *   serves it) in the engine.
 * - Screenshots, diffs and a picture of each failed step go to test-results/engines/.
 *
 * Usage: tsx scripts/engines/check.ts [--only firefox|webkit] [--port 4443] [--out out]
 * Ports: --port (or ENGINES_PORT) and the next four: HTTPS site, WebKit's proxy, the plain-HTTP
 * preview, its proxy, WebKitWebDriver.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { exportedPaths } from '../../e2e/policy';
import { playwrightChromiumFlags, testChromiumPath } from '../chromium.mjs';
import { takeOption } from '../cliOptions.mjs';
import { makeCertificate } from '../nginxLocal';
import { comparePngs } from '../measure/pngDiff.mjs';
import { startStaticServer } from '../staticServer';
import { inPageScript, type EngineDriver } from './driver';
import { launchFirefox } from './firefox';
import * as flows from './flows';
import { startInjectingProxy } from './proxy';
import { launchWebKit } from './webkit';

const args = process.argv.slice(2);
const only = takeOption(args, 'only', process.env.ENGINES ?? 'firefox,webkit').split(',');
const basePort = Number(takeOption(args, 'port', process.env.ENGINES_PORT ?? '4443'));
const OUT = takeOption(args, 'out', 'out');
const RESULTS = join('test-results', 'engines');
/** The viewport height of every screenshot. */
const SHOT_HEIGHT = 900;
const WIDE = 1280;
/**
 * Font rendering differs between engines (hinting, anti-aliasing, sub-pixel positions, line
 * heights rounded their own way): compared as 8 px squares, each of which may match the other
 * image up to 8 px away with every mean channel within 40 of 255, and at most 1% of the squares
 * may fail to. Measured here: Firefox at most 0.1%, WebKit at most 0.3% (a few words set a little
 * wider); another page, a missing button (about 2%) or a heading wrapped elsewhere is far more.
 */
const TOLERANCE = { block: 8, tolerance: 40, shift: 8, maxShare: 0.01 };
/** The preview as `npm start` serves it: these pages, over plain HTTP. */
const PREVIEW_PAGES = ['/', '/gielle-rental', '/contatti'];

interface StepResult {
  engine: string;
  step: string;
  ok: boolean;
  /** Passed, but only on its second try. */
  flaky?: boolean;
  ms: number;
  detail: string;
}

const results: StepResult[] = [];
const started = Date.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function line(result: StepResult) {
  const mark = result.ok ? 'ok  ' : 'FAIL';
  return `${mark} ${result.engine.padEnd(32)} ${result.step.padEnd(44)} ${seconds(result.ms).padStart(7)}  ${result.detail}`;
}

function record(result: StepResult) {
  results.push(result);
  console.log(line(result));
}

/**
 * In CI a failed step gets a second try, only so that the log shows whether it fails again: a
 * step that passes only on its second try fails the check all the same, as Playwright's tests do
 * (failOnFlakyTests), so a flaky step cannot land unseen. Its first failure is in the log.
 */
const TRIES = process.env.CI ? 2 : 1;

async function step(driver: EngineDriver, name: string, run: () => Promise<string | void>) {
  const begun = Date.now();
  const failures: string[] = [];
  for (let attempt = 1; attempt <= TRIES; attempt += 1) {
    progressed();
    try {
      const detail = (await run()) ?? '';
      const flaky = failures.length > 0 ? ` (FLAKY: passed on try ${attempt}; before: ${failures.join(' | ')})` : '';
      record({
        engine: driver.label,
        step: name,
        ok: true,
        flaky: failures.length > 0,
        ms: Date.now() - begun,
        detail: detail + flaky,
      });
      return;
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
      const file = join(RESULTS, driver.name, `failed-${name.replace(/[^a-z0-9]+/gi, '-')}-${attempt}.png`);
      await driver
        .screenshot()
        .then((png) => writeFileSync(file, png))
        .catch(() => undefined);
      // What the failure left behind must not fail the next step.
      await driver.takeProblems().catch(() => undefined);
    }
  }
  record({ engine: driver.label, step: name, ok: false, ms: Date.now() - begun, detail: failures.join(' | then: ') });
}

const shotName = (path: string, width: number) =>
  `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')}-${width}`;

/** Chromium's screenshots, the reference, at every width an engine will use. */
async function chromiumShots(origin: string, widths: number[]): Promise<Map<string, Buffer>> {
  const shots = new Map<string, Buffer>();
  const browser = await chromium.launch({ executablePath: testChromiumPath, args: playwrightChromiumFlags });
  try {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: SHOT_HEIGHT },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        ignoreHTTPSErrors: true,
      });
      await context.addInitScript(inPageScript());
      const page = await context.newPage();
      await page.goto(origin);
      // The same still page as the engines get: no banner, no map (the choice "rejected").
      await page.evaluate(flows.storeChoiceScript('rejected'));
      for (const path of flows.screenshotPages) {
        await page.goto(`${origin}${path}`, { waitUntil: 'load' });
        // A string evaluated by the driver, not by the page: the policy refuses the page's eval.
        await page.evaluate("__engines.until(() => __engines.hydrated() === 'yes', 'hydration', 20000)");
        await page.evaluate('__engines.settle()');
        shots.set(shotName(path, width), await page.screenshot());
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return shots;
}

/** The engine's screenshots of the same pages, compared with Chromium's. */
async function compareShots(driver: EngineDriver, widths: number[], reference: Promise<Map<string, Buffer>>) {
  await flows.storeChoice(driver, 'rejected');
  const dir = join(RESULTS, driver.name);
  const failures: string[] = [];
  const notes: string[] = [];
  for (const width of widths) {
    const actual = await driver.setViewport(width, SHOT_HEIGHT);
    if (actual.width !== width || actual.height !== SHOT_HEIGHT) {
      failures.push(`viewport ${actual.width}x${actual.height}, not ${width}x${SHOT_HEIGHT}`);
      continue;
    }
    for (const path of flows.screenshotPages) {
      await flows.open(driver, path);
      await driver.evaluate('__engines.settle()');
      const shot = await driver.screenshot();
      const name = shotName(path, width);
      writeFileSync(join(dir, `${name}-${driver.name}.png`), shot);
      const chromiumShot = (await reference).get(name);
      if (!chromiumShot) throw new Error(`no Chromium screenshot ${name}`);
      writeFileSync(join(dir, `${name}-chromium.png`), chromiumShot);
      const result = comparePngs(shot, chromiumShot, { ...TOLERANCE, diffImage: true });
      notes.push(`${name} ${(result.share * 100).toFixed(1)}%`);
      if (!result.same) {
        failures.push(`${path} at ${width} px: ${result.summary}`);
        if (result.diff) writeFileSync(join(dir, `${name}-diff.png`), result.diff);
      }
    }
  }
  await flows.expectNoProblems(driver, 'screenshots');
  if (failures.length > 0) throw new Error(`unlike Chromium (images in ${dir}): ${failures.join('; ')}`);
  return `differing squares: ${notes.join(', ')}`;
}

/** The local preview over plain HTTP, as `npm start` serves it: it must run in the engine too. */
async function preview(driver: EngineDriver, origin: string) {
  for (const path of PREVIEW_PAGES) {
    await flows.open(driver, `${origin}${path}`);
    await driver.evaluate('__engines.settle()');
    const broken = await driver.evaluate<string[]>(
      'Array.from(document.images).filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.currentSrc || image.src)',
    );
    if (broken.length > 0) throw new Error(`${origin}${path}: images not loaded: ${broken.join(', ')}`);
    await flows.expectNoProblems(driver, `${origin}${path}`);
  }
  return `${PREVIEW_PAGES.length} pages at ${origin}`;
}

async function runEngine(
  driver: EngineDriver,
  {
    previewOrigin,
    reference,
    shotWidths,
  }: { previewOrigin: string; reference: Promise<Map<string, Buffer>>; shotWidths: number[] },
) {
  mkdirSync(join(RESULTS, driver.name), { recursive: true });
  const pages = exportedPaths(OUT);
  await step(driver, 'cookie choice', () => flows.cookieChoice(driver));
  await step(driver, `every page (${pages.length + 1}) at ${driver.narrowest} px`, async () => {
    await driver.setViewport(driver.narrowest, 800);
    const failures: string[] = [];
    for (const { path } of pages) {
      progressed();
      try {
        await flows.checkPage(driver, path);
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
        await driver.takeProblems().catch(() => undefined);
      }
    }
    try {
      await flows.forwardingPage(driver);
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
    const count = pages.length + 1;
    if (failures.length > 0) throw new Error(`${failures.length} of ${count} pages: ${failures.join(' | ')}`);
    return `${count} pages hydrated in place, no error, no violation, the policy refused an injected script on each`;
  });
  await step(driver, `menu at ${driver.narrowest} px`, () => flows.phoneMenu(driver));
  await driver.setViewport(WIDE, 800);
  // Whatever the cookie step left, the banner must not cover the flows.
  await flows.storeChoice(driver, 'rejected');
  await step(driver, 'finder filter', () => flows.finderFilter(driver));
  await step(driver, 'comparison', () => flows.comparison(driver));
  await step(driver, 'request list', () => flows.requestList(driver));
  await step(driver, 'wizard to its last step', () => flows.wizardToLastStep(driver));
  await step(driver, 'PDF viewer text layer', async () => `${await flows.pdfViewer(driver)} text spans`);
  await step(driver, 'PDF viewer in an older engine: download link', () => flows.pdfViewerInOlderEngine(driver));
  await step(driver, 'client navigation', () => flows.clientNavigation(driver));
  await step(driver, `screenshots at ${shotWidths.join(' and ')} px against Chromium`, () =>
    compareShots(driver, shotWidths, reference),
  );
  await step(driver, 'local preview over plain HTTP', () => preview(driver, previewOrigin));
}

/**
 * Past this long with no step, try or page done, something hangs: report what ran and stop.
 * Counted from the last progress, not from the start: the check takes about 1.5 minutes on two
 * cores, but on one (`taskset -c 0`) its every-page sweeps alone ran past the six minutes a
 * whole-run limit allowed, while each page took a few seconds.
 */
const STALL_MS = 3 * 60_000;
let watchdog: NodeJS.Timeout | undefined;
/** Something finished: the hang guard counts again from now. */
const progressed = () => void watchdog?.refresh();

/** The failures and the flaky steps again at the end, then one line; returns how many steps failed or were flaky. */
function report() {
  const failed = results.filter((result) => !result.ok);
  const flaky = results.filter((result) => result.ok && result.flaky);
  if (failed.length > 0) console.error(`\n${failed.map(line).join('\n')}`);
  if (flaky.length > 0)
    console.error(`\npassed only on a second try, which fails the check:\n${flaky.map(line).join('\n')}`);
  console.log(
    `engines: ${results.length - failed.length} of ${results.length} steps passed (${flaky.length} only on a second try) in ${seconds(Date.now() - started)}; screenshots in ${RESULTS}/`,
  );
  return failed.length + flaky.length;
}

async function main() {
  if (!existsSync(join(OUT, '_headers')))
    throw new Error(`${OUT}/ is not a finished export (no _headers): run npm run build first`);
  const unknown = only.filter((name) => !['firefox', 'webkit'].includes(name));
  if (unknown.length > 0 || only.length === 0)
    throw new Error(`--only takes firefox, webkit or both, not ${unknown.join(', ')}`);
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'gielle-engines-'));
  const { cert, key } = makeCertificate(join(work, 'ssl'));
  const tls = { cert: readFileSync(cert), key: readFileSync(key) };
  const cleanups: Array<() => unknown> = [];
  // One clean-up however many ask: when the hang guard stops a run, the run's own `finally` could
  // find the list already taken and exit while the guard's clean-up was still closing a browser.
  // After one such stop the two static servers were still running, holding the next run's ports.
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
      rmSync(work, { recursive: true, force: true });
    })());
  // Xvfb and the browsers run in their own process group: stop them however the check ends.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanUp().then(() => process.exit(1)));
  }
  watchdog = setTimeout(() => {
    console.error(`engines: nothing done for ${seconds(STALL_MS)}: stopped`);
    report();
    void cleanUp().then(() => process.exit(1));
  }, STALL_MS);
  watchdog.unref();
  try {
    // One at a time, each stopped at the end even when a later one fails to start.
    const site = await startStaticServer({
      dir: OUT,
      port: basePort,
      extraArgs: ['--headers', '--cert', cert, '--key', key],
    });
    cleanups.push(site.stop);
    const plain = await startStaticServer({ dir: OUT, port: basePort + 2 });
    cleanups.push(plain.stop);
    // The engines load the HTTPS site by address and the preview by name: the site's HSTS header
    // (a production header) must not reach the preview's host, as it never does on a developer's
    // machine; browsers ignore HSTS for addresses.
    const siteOrigin = site.origin.replace('localhost', '127.0.0.1');
    const proxy = await startInjectingProxy({ port: basePort + 1, target: siteOrigin, tls });
    cleanups.push(proxy.close);
    const plainProxy = await startInjectingProxy({ port: basePort + 3, target: plain.origin });
    cleanups.push(plainProxy.close);

    const engines = [
      only.includes('firefox') &&
        (async () => {
          const driver = await launchFirefox({ origin: siteOrigin });
          cleanups.push(() => driver.close());
          return { driver, previewOrigin: plain.origin };
        }),
      only.includes('webkit') &&
        (async () => {
          const driver = await launchWebKit({ origin: proxy.origin, port: basePort + 4, workDir: work });
          cleanups.push(() => driver.close());
          return { driver, previewOrigin: plainProxy.origin };
        }),
    ].filter((launch): launch is () => Promise<{ driver: EngineDriver; previewOrigin: string }> => Boolean(launch));
    const launched = await Promise.all(engines.map((launch) => launch()));
    const widthsOf = (driver: EngineDriver) => [driver.narrowest, WIDE];
    const reference = chromiumShots(siteOrigin, [...new Set(launched.flatMap(({ driver }) => widthsOf(driver)))]);
    reference.catch(() => undefined);
    console.log(`engines: ${launched.map(({ driver }) => driver.label).join(', ')}; site at ${siteOrigin}`);
    await Promise.all(
      launched.map(({ driver, previewOrigin }) =>
        runEngine(driver, { previewOrigin, reference, shotWidths: widthsOf(driver) }),
      ),
    );
  } finally {
    clearTimeout(watchdog);
    await cleanUp();
  }
  if (report() > 0) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
