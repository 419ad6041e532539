import { expect, test } from '@playwright/test';
import { routes } from './routes';
import { FORWARDING_PAGE, expectClientNavigationHolds, exportedPaths, startHeadersHost, watchPolicy } from './policy';
import { settled } from './pageChecks';
import { visit } from './helpers';

/**
 * The one policy under the two kinds of host that are not nginx (that one: e2e/nginx.spec.ts):
 * - no header rules at all (object storage, GitHub Pages): scripts/serve.mjs as is, which sends no
 *   security header, so only the <meta> policy inside each page protects it;
 * - a `_headers` host (Netlify, Cloudflare Pages): scripts/serve.mjs --headers applies out/_headers.
 * Every exported page with hydration on the server's DOM, zero violations and an injected script
 * blocked: the crawl, e2e/pages.spec.ts, on the first kind. Here: what a host adds beyond the
 * pages, every page's headers on the second kind included.
 */

test.describe('host without header rules: the policy in the page', () => {
  // Every exported page under its in-page policy: the crawl's visits (e2e/pages.spec.ts).

  test('client-side navigation through every menu entry breaks no rule (the next pages insert their styles)', async ({
    page,
  }) => {
    await expectClientNavigationHolds(page);
  });

  test(`${FORWARDING_PAGE} forwards to the rental page under its policy`, async ({ page }) => {
    const violations = await watchPolicy(page);
    await visit(page, FORWARDING_PAGE);
    await expect(page).toHaveURL(/\/gielle-rental$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('server components are styled by the stylesheets inlined in <head>, and hydration puts no <style> into <body>', async ({
    page,
  }) => {
    const violations = await watchPolicy(page);
    await visit(page, '/');
    await settled(page);
    // CSS Modules and the global rules, inlined by Next in one <style> that names its stylesheets,
    // allowed by its hash (scripts/csp.ts): no stylesheet request blocks the first paint, and no
    // per-component <style> of styled-components anywhere (docs/architecture.md, "Styling").
    expect(
      await page.evaluate(
        () => document.head.querySelector('style[data-precedence][data-href*=".css"]')?.textContent?.length ?? 0,
      ),
    ).toBeGreaterThan(1000);
    expect(await (await page.request.get('/')).text()).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(await violations()).toEqual([]);
    expect(
      await page.evaluate(() => document.querySelectorAll('style[data-styled=""]:not([data-styled-version])').length),
    ).toBe(0);
    expect(await page.evaluate(() => document.body.querySelectorAll('style').length)).toBe(0);
  });

  test('the sitemap writes every URL exactly as its page writes its canonical link', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    // Every page of the site's map that answers its own topic, and no page that names another as canonical.
    expect(locs.length).toBe(routes.filter((route) => route.inSiteMap && route.canonical === route.path).length);
    for (const loc of locs) {
      const html = await (await request.get(new URL(loc).pathname)).text();
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], loc).toBe(loc);
    }
  });
});

test.describe('_headers host: what out/_headers adds beyond the pages', () => {
  let host: Awaited<ReturnType<typeof startHeadersHost>> | undefined;
  let base = '';

  test.beforeAll(async () => {
    host = await startHeadersHost();
    base = host.base;
  });
  test.afterAll(() => host?.stop());

  // The pages are the same files as on the plain host, where the crawl (e2e/pages.spec.ts) loads
  // each; what this host changes is its headers, so each page is asked for them, not loaded.
  test('every exported page answers with its status and the headers out/_headers adds', async ({ request }) => {
    for (const { path, status } of exportedPaths()) {
      const response = await request.get(`${base}${path}`, { maxRedirects: 0 });
      const headers = response.headers();
      // Its policy header has no fetch directive, so the page's own (the crawl's) guards scripts.
      expect([path, response.status(), headers['content-security-policy']]).toEqual([
        path,
        status,
        "frame-ancestors 'none'; upgrade-insecure-requests",
      ]);
      expect([
        path,
        headers['cross-origin-resource-policy'],
        headers['strict-transport-security'],
        headers['x-frame-options'],
      ]).toEqual([path, 'same-origin', 'max-age=63072000; includeSubDomains', 'DENY']);
    }
  });

  test("the pages' data files (.txt) carry X-Robots-Tag: noindex, as on nginx; the pages do not", async ({
    request,
  }) => {
    for (const path of ['/chi-siamo.txt', '/index.txt']) {
      const response = await request.get(`${base}${path}`);
      expect([path, response.status(), response.headers()['x-robots-tag']]).toEqual([path, 200, 'noindex']);
    }
    expect((await request.get(`${base}/chi-siamo`)).headers()['x-robots-tag']).toBeUndefined();
  });

  test('extension-less placeholder images go out as PNG because _headers says so', async ({ request }) => {
    const image = await request.get(`${base}/api/placeholder/400/200`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    // Without the rule this host would not know the type: the test server is that strict.
    expect((await request.get(`${base}/_headers`)).headers()['content-type']).toBe('application/octet-stream');
  });
});
