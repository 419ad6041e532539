import { expect, test, type Browser, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../lib/consent';
import { collectConsoleProblems, expectNoAxeViolations, routes, visit } from './helpers';
import {
  expectBannerRoomRestylesLittle,
  expectFirstScreenEager,
  firstHeading,
  forcedPassesIn,
  isSwiperStartUp,
  settled,
  stopTrace,
  traceForcedPasses,
  watchStartUpScripts,
} from './pageChecks';
import { expectLoadedPageHoldsPolicy, expectPolicyEnforced, exportedPaths, watchPolicy } from './policy';
import { expectVehiclePictureLinks, vehicleOfPath } from './vehiclePictures';

/**
 * The crawl: every page the build exported, loaded twice (in one tab) on a host without header rules (object
 * storage, GitHub Pages: scripts/serve.mjs as is), because the first screen and the largest paint
 * differ by viewport and by whether the cookie banner is open. Each load runs every per-page
 * check that applies to it; the host sends no policy header, so the policy in the page is what
 * guards scripts, styles and connections.
 *
 * Phone, 412x915, first visit:
 *   - the first heading a reader or a crawler meets is the H1, cookie banner shown (issue 24);
 *   - no lazy picture in the first screen, the largest paint not lazy (issue 24);
 *   - no island forces a style or layout pass while it hydrates (issue 20; main-thread.spec.ts
 *     keeps the returning visits); on six pages, the banner's room restyles a handful of
 *     elements, not the page; on three, every start-up script carries the compile hint;
 *   - the in-page policy: one meta, first after the charset, strict; the banner's Accept hydrated
 *     on the server's DOM, zero violations, an injected script blocked;
 *   - no console error or warning while it loads.
 * Laptop, 1366x900, choice stored:
 *   - status, title, one visible H1, description, canonical URL, lang;
 *   - no policy header, the meta present; hydrated on the server's DOM, zero violations, an
 *     injected script blocked;
 *   - the same first-screen and largest-paint checks;
 *   - on a vehicle page, every picture link and its text (e2e/vehiclePictures.ts);
 *   - axe with every rule plus target size and label in name, and the stricter label-in-name
 *     check for voice users (expectNoAxeViolations);
 *   - no console error or warning.
 * The other hosts check every page for what they add, not all of this again: the `_headers`
 * host's headers in e2e/hosts.spec.ts, nginx's in e2e/nginx.spec.ts (full tier,
 * docs/testing.md); scripts off: e2e/no-script.spec.ts.
 */
const pages = exportedPaths();
const byPath = new Map(routes.map((route) => [route.path, route]));
type Route = (typeof routes)[number];

/** Pages whose first visit also shows how little the cookie banner's room restyles (expectBannerRoomRestylesLittle). */
const BANNER_ROOM_PAGES = ['/', '/gielle-rental', '/servizi', '/contatti', '/chi-siamo', '/termini-condizioni'];
/** Pages whose first visit also shows every start-up script compiled eagerly (watchStartUpScripts). */
const COMPILE_HINT_PAGES = ['/', '/gielle-rental', '/contatti'];

/** Exported pages that are no route of the site's map: the search (it lists the site) and the page the service worker shows offline. */
const NOT_IN_SITE_MAP = ['/cerca', '/offline'];

test('the crawl covers every route, and every other exported page is one it knows', () => {
  const exported = pages.filter((page) => page.status === 200).map((page) => page.path);
  expect([...exported].sort()).toEqual([...routes.map((route) => route.path), ...NOT_IN_SITE_MAP].sort());
});

/** The console's problems, less the 404 page's own status line (the document, not a resource of it). */
const consoleProblems = (problems: string[], status: number) =>
  problems.filter(
    (problem) => !(status === 404 && /^error: Failed to load resource: .* 404 \(Not Found\)$/.test(problem)),
  );

/**
 * Both visits in one test, one after the other in the same tab, as one visitor: a phone's first
 * visit, then, with the choice stored, the laptop's. A tab of its own for each cost the crawl a
 * browser context and a renderer per page for nothing it checks.
 */
for (const { path, status } of pages) {
  test(`${path}: phone first visit, then laptop with the choice stored`, async ({ page, browser }) => {
    test.slow();
    const route = byPath.get(path);
    await test.step('phone, 412x915, first visit: first heading, first screen, no forced layout, policy of the page, console', () =>
      phoneFirstVisit(page, browser, path, status));
    await test.step('laptop, 1366x900, choice stored: status, title, H1, description, canonical, first screen, in-page policy, axe, console', async () => {
      // The choice a visitor who closed the banner has stored (the phone's visit accepted).
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
        CONSENT_STORAGE_KEY,
        JSON.stringify({ version: 1, choice: 'rejected', decidedAt: '2026-01-01T00:00:00.000Z' }),
      ] as const);
      await page.setViewportSize({ width: 1366, height: 900 });
      await laptopReturningVisit(page, path, status, route);
    });
  });
}

async function phoneFirstVisit(page: Page, browser: Browser, path: string, status: number) {
  await page.setViewportSize({ width: 412, height: 915 });
  const problems = collectConsoleProblems(page);
  const violations = await watchPolicy(page);
  const route = byPath.get(path);
  const bannerRoom = BANNER_ROOM_PAGES.includes(path);
  if (route) await traceForcedPasses(browser, page, { invalidations: bannerRoom });
  const startUpScripts = COMPILE_HINT_PAGES.includes(path) ? watchStartUpScripts(page) : undefined;
  const response = await visit(page, path);
  expect(response?.status()).toBe(status);

  await expect(page.getByRole('region', { name: 'Questo sito usa i cookie' })).toBeVisible();
  const h1 = (await page.locator('h1').textContent())?.trim();
  expect(await firstHeading(page)).toBe(`h1: ${h1}`);

  await expectFirstScreenEager(page);

  await settled(page);
  if (route) {
    const events = await stopTrace(browser);
    const forced = forcedPassesIn(events, new URL(page.url()).origin).filter(
      (pass) => !(path === '/' && isSwiperStartUp(pass)),
    );
    expect(forced, 'forced style/layout passes, with the script that asked for them').toEqual([]);
    if (bannerRoom) expectBannerRoomRestylesLittle(events);
  }
  if (startUpScripts) {
    const { loaded, unhinted } = await startUpScripts();
    expect(loaded, 'scripts loaded').toBeGreaterThan(3);
    expect(unhinted, 'scripts without the eager-compilation hint').toEqual([]);
  }

  const meta = page.locator('head > meta[http-equiv="Content-Security-Policy"]');
  await expect(meta).toHaveCount(1);
  const policy = (await meta.getAttribute('content')) ?? '';
  // WebAssembly only where the site search runs (scripts/csp.ts WEBASSEMBLY_PAGES).
  const webAssembly = path === '/cerca' ? "'wasm-unsafe-eval' " : '';
  expect(policy).toMatch(new RegExp(`^default-src 'none'; script-src 'self' ${webAssembly}'sha256-`));
  // No upgrade-insecure-requests either: only the hosts' headers send it (scripts/csp.ts).
  expect(policy).not.toMatch(/unsafe-inline|(?<!wasm-)unsafe-eval|frame-ancestors|upgrade-insecure-requests/);
  // First in <head> after the charset: nothing loads before it takes effect.
  expect(
    await page.evaluate(() => [...document.head.children].slice(0, 2).map((e) => e.outerHTML.slice(0, 40))),
  ).toEqual(['<meta charset="utf-8">', expect.stringContaining('<meta http-equiv="Content-Security-Polic')]);
  // Console as the page loaded and hydrated; what consent then loads is judged by the policy.
  expect(consoleProblems(problems, status)).toEqual([]);
  await expectLoadedPageHoldsPolicy(page, path, violations);
}

async function laptopReturningVisit(page: Page, path: string, status: number, route: Route | undefined) {
  // Listeners of their own: the phone's visit ended on the injected script's refusal.
  const problems = collectConsoleProblems(page);
  const violations = await watchPolicy(page);
  const response = await visit(page, path);
  expect(response?.status()).toBe(status);
  await expect(page.getByRole('region', { name: 'Questo sito usa i cookie' })).toHaveCount(0);
  if (route) {
    await expect(page).toHaveTitle(route.path === '/' ? route.title : `${route.title} | Gielle`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname).toBe(route.canonical);
  }
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');

  await expectFirstScreenEager(page);
  if (vehicleOfPath(path)) await expectVehiclePictureLinks(page, response, path);

  // No header rules on this host: the policy in the page is all there is.
  expect(response?.headers()['content-security-policy']).toBeUndefined();
  await expect(page.locator('head > meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);

  await settled(page);
  await expectNoAxeViolations(page);
  expect(consoleProblems(problems, status)).toEqual([]);
  // Last: the injected script's refusal is a console error of its own.
  await expectPolicyEnforced(page, path, violations);
}
