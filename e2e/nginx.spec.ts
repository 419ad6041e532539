import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from './routes';
import { pageShareImages } from '../lib/shareImages';
import { dismissCookieBanner, visit } from './helpers';
import {
  expectClientNavigationHolds,
  expectEditorServed,
  expectPolicyHolds,
  exportedPaths,
  watchPolicy,
} from './policy';
import { policiesSection } from '../content/home';
import { runObservatory, summarise } from '../scripts/observatory';
import { COMPILE_HINT } from '../scripts/compileHints';
import { nginxBaseURL, nginxHttpPort, nginxWorkDir } from './nginx.config';

/**
 * The export served by deploy/nginx.conf (e2e/nginx.setup.ts) under its real headers: every route
 * hydrates with zero Content-Security-Policy violations, headers, clean URLs, 404, caching,
 * compression, the PDF viewer and the map under the policy, Subresource Integrity, structured
 * data, Observatory score. (The other kinds of host: e2e/hosts.spec.ts.)
 */

// First in the file, so it starts while the other worker crawls the pages: on a fresh clone most
// of its half minute is npm installing the scanner (scripts/observatory.ts), which needs no CPU.
test('Mozilla HTTP Observatory scores the deployment 135 (A+)', async () => {
  test.setTimeout(180_000);
  const result = runObservatory(join(nginxWorkDir, 'ssl', 'fullchain.pem'));
  const summary = summarise(result);
  console.log(`Observatory summary: ${JSON.stringify(summary)}`);
  expect(summary.testsFailed, JSON.stringify(summary, null, 2)).toBe(0);
  expect(summary.grade).toBe('A+');
  expect(result.tests['content-security-policy']?.result).toBe('csp-implemented-with-no-unsafe-default-src-none');
  expect(result.tests['cross-origin-resource-policy']?.result).toBe('corp-implemented-with-same-origin');
  expect(result.tests['subresource-integrity']?.result).toBe('sri-implemented-and-all-scripts-loaded-securely');
  expect(summary.score).toBeGreaterThanOrEqual(135);
});

for (const { path, status } of exportedPaths()) {
  test(`${path} loads, hydrates and breaks no CSP rule`, async ({ page }) => {
    const response = await expectPolicyHolds(page, path, status);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/^default-src 'none'; /);
    expect(csp).not.toMatch(/unsafe-inline|(?<!wasm-)unsafe-eval/);
    // WebAssembly only where the site search runs (scripts/csp.ts WEBASSEMBLY_PAGES).
    expect(csp.includes("'wasm-unsafe-eval'")).toBe(path === '/cerca');
    // The page's own copy (meta) is the same policy less what only the header says
    // (frame-ancestors, and upgrade-insecure-requests: scripts/csp.ts HOST_ONLY_DIRECTIVES).
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(meta).toBe(csp.replace("; frame-ancestors 'none'; upgrade-insecure-requests", ''));
  });
}

test('client-side navigation through every menu entry breaks no CSP rule (styles of the next page)', async ({
  page,
}) => {
  await expectClientNavigationHolds(page);
});

test('every security header is present, on pages and on the 404', async ({ request }) => {
  for (const path of ['/', '/chi-siamo', '/pagina-che-non-esiste', '/icon.svg']) {
    const headers = (await request.get(path)).headers();
    expect(headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
    expect(headers['x-frame-options'], path).toBe('DENY');
  }
  const csp = (await request.get('/contatti')).headers()['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'none';",
    "script-src 'self' 'sha256-",
    "style-src 'self' 'sha256-",
    "img-src 'self' data:",
    "font-src 'self';",
    "manifest-src 'self';",
    "connect-src 'self' https://api.emailjs.com",
    'frame-src https://www.openstreetmap.org',
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ]) {
    expect(csp).toContain(directive);
  }
  // Only pages carry a policy.
  expect((await request.get('/icon.svg')).headers()['content-security-policy']).toBeUndefined();
});

test('the editor at /admin: its own policy, noindex, an opener policy that keeps the sign-in popup, nothing blocked', async ({
  page,
  request,
}) => {
  await expectEditorServed(page, '/admin');
  expect((await request.get('/admin/', { maxRedirects: 0 })).headers().location).toBe('/admin');
  expect((await request.get('/chi-siamo')).headers()['x-robots-tag']).toBeUndefined();
});

test('each page gets the hashes of its own inline scripts', async ({ request }) => {
  const home = (await request.get('/')).headers()['content-security-policy'] ?? '';
  const about = (await request.get('/chi-siamo')).headers()['content-security-policy'] ?? '';
  const scriptSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('script-src')) ?? '';
  expect(scriptSrc(home)).not.toBe(scriptSrc(about));
});

test('clean URLs, trailing slashes, exact case, old spellings and the 404', async ({ request }) => {
  const noRedirect = { maxRedirects: 0 };
  expect((await request.get('/chi-siamo', noRedirect)).status()).toBe(200);
  const slash = await request.get('/chi-siamo/?x=1', noRedirect);
  expect(slash.status()).toBe(301);
  expect(slash.headers()['location']).toBe('/chi-siamo?x=1');
  expect((await request.get('/eProcurement', noRedirect)).status()).toBe(200);
  const lower = await request.get('/eprocurement', noRedirect);
  expect([lower.status(), lower.headers()['location']]).toEqual([301, '/eProcurement']);
  const old = await request.get('/giellerental', noRedirect);
  expect([old.status(), old.headers()['location']]).toEqual([301, '/gielle-rental']);
  const missing = await request.get('/pagina-che-non-esiste', noRedirect);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toContain('text/html');
  expect(await missing.text()).toContain('<html lang="it"');
  for (const hidden of ['/_headers', '/_nginx/csp-map.conf'])
    expect((await request.get(hidden, noRedirect)).status()).toBe(404);
  const plain = await request.get(`http://127.0.0.1:${nginxHttpPort}/chi-siamo`, noRedirect);
  expect([plain.status(), plain.headers()['location']]).toEqual([301, `${nginxBaseURL}/chi-siamo`]);
});

test('other spellings of a page answer 301 to its clean URL, the query kept', async ({ request }) => {
  const noRedirect = { maxRedirects: 0 };
  const spellings: Array<[string, string]> = [
    ['/index', '/'],
    ['/index.html', '/'],
    ['/chi-siamo.html', '/chi-siamo'],
    ['/servizi/fibra-ottica.html?utm_source=x', '/servizi/fibra-ottica?utm_source=x'],
    ['/admin/index.html', '/admin'],
  ];
  for (const [spelling, clean] of spellings) {
    const response = await request.get(spelling, noRedirect);
    expect([spelling, response.status(), response.headers()['location']]).toEqual([spelling, 301, clean]);
  }
  // The 404 page is served for unknown paths under its own file name, never redirected.
  expect((await request.get('/pagina-che-non-esiste', noRedirect)).status()).toBe(404);
  expect((await request.get('/pagina-che-non-esiste.html', noRedirect)).headers()['location']).toBe(
    '/pagina-che-non-esiste',
  );
});

test("the pages' data files (.txt) are crawlable but carry X-Robots-Tag: noindex; the pages do not", async ({
  request,
}) => {
  const nested = readdirSync(join(process.cwd(), 'out', 'chi-siamo')).find((name) => name.endsWith('.txt'));
  expect(nested).toBeDefined();
  for (const path of ['/chi-siamo.txt', `/chi-siamo/${nested}`, '/index.txt']) {
    const response = await request.get(path);
    expect([path, response.status(), response.headers()['x-robots-tag']]).toEqual([path, 200, 'noindex']);
  }
  for (const path of ['/', '/chi-siamo', '/sitemap.xml'])
    expect((await request.get(path)).headers()['x-robots-tag'], path).toBeUndefined();
});

test('MIME types, caching and compression', async ({ request, page }) => {
  await visit(page, '/');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  // No CSS files to check: styled-components writes every style inline into the HTML.
  const js = await request.get(script ?? '');
  expect(js.headers()['content-type']).toMatch(/javascript/);
  expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(js.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  // First-load chunks carry V8's eager-compilation hint (scripts/compileHints.ts).
  expect((await js.text()).startsWith(COMPILE_HINT)).toBe(true);
  const html = await request.get('/');
  expect(html.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(html.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(html.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  const types: Array<[string, RegExp]> = [
    ['/og-image.png', /^image\/png$/],
    ['/apple-icon.png', /^image\/png$/],
    ['/icon.svg', /^image\/svg\+xml/],
    ['/manifest.webmanifest', /^application\/manifest\+json/],
    ['/sitemap.xml', /xml/],
    ['/robots.txt', /^text\/plain/],
    ['/api/placeholder/400/200', /^image\/png$/],
  ];
  for (const [path, type] of types) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(type);
  }
  const worker = readdirSync(join(process.cwd(), 'out', 'pdfjs')).find((name) => /^pdf\.worker.*\.mjs$/.test(name));
  expect(worker).toBeDefined();
  const workerResponse = await request.get(`/pdfjs/${worker}`);
  expect(workerResponse.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(workerResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the PDF viewer renders a document under the policy', async ({ page }) => {
  const violations = await watchPolicy(page);
  await dismissCookieBanner(page);
  await visit(page, '/');
  await page.getByRole('link', { name: policiesSection.viewLabel }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const canvas = dialog.locator('canvas').first();
  await expect(canvas).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width), { timeout: 15_000 }).toBeGreaterThan(100);
  expect(await violations()).toEqual([]);
});

test('structured data is valid JSON from the typed content', async ({ request }) => {
  const blocks = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? ''),
    );
  };
  const types = (data: unknown[]) =>
    data.flatMap((d) => {
      const node = d as { '@type'?: string; '@graph'?: { '@type': string }[] };
      return node['@graph'] ? node['@graph'].map((n) => n['@type']) : [node['@type']];
    });
  expect(types(await blocks('/'))).toEqual(expect.arrayContaining(['Organization', 'LocalBusiness']));
  expect(types(await blocks('/contatti'))).toEqual(
    expect.arrayContaining(['Organization', 'LocalBusiness', 'BreadcrumbList', 'FAQPage']),
  );
  expect(types(await blocks('/gielle-rental'))).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage']));
  for (const { path } of routes.filter((r) => r.path !== '/')) {
    const html = await (await request.get(path)).text();
    const canonical = new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '').pathname;
    // A service page that defers to a dedicated page declares nothing of its own (docs/seo.md, "Structured data").
    if (canonical !== path) expect(types(await blocks(path)), path).toEqual([]);
    else expect(types(await blocks(path)), path).toContain('BreadcrumbList');
  }
});

test('share image, Open Graph, Twitter card and icons on every route', async ({ request }) => {
  const ownPictures = new Map(pageShareImages().map(({ pagePath, image }) => [pagePath, image.path]));
  for (const { path } of routes) {
    const html = await (await request.get(path)).text();
    // Vehicle, service and careers pages share their own picture (lib/shareImages.ts), the others the site's.
    const image = ownPictures.get(path) ?? '/og-image.png';
    expect(/<meta property="og:image" content="https?:\/\/[^"/]+([^"]+)"/.exec(html)?.[1], path).toBe(image);
    expect((await request.get(image)).status(), image).toBe(200);
    expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html, path).toContain('<link rel="canonical"');
    expect(html, path).toMatch(/<link rel="icon" href="\/icon\.svg"/);
    expect(html, path).toContain('<link rel="apple-touch-icon" href="/apple-icon.png"');
    expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  }
});

test('every script the pages load carries the sha384 of the file nginx serves', async ({ request }) => {
  for (const { path } of exportedPaths()) {
    const html = await (await request.get(path)).text();
    const tags = [
      ...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*>|<link\b[^>]*rel="preload"[^>]*as="script"[^>]*>/g),
    ];
    expect(tags.length, path).toBeGreaterThan(3);
    for (const [tag, scriptSrc] of tags) {
      const src = scriptSrc ?? /href="([^"]+)"/.exec(tag)?.[1] ?? '';
      const integrity = /\sintegrity="(sha384-[^"]+)"/.exec(tag)?.[1];
      expect(integrity, `${path}: ${tag}`).toBeDefined();
      expect(integrity, `${path}: ${src}`).toBe(
        `sha384-${createHash('sha384')
          .update(await (await request.get(src)).body())
          .digest('base64')}`,
      );
    }
  }
});

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('revalidated on every visit, its own policy; it takes control with no violation and answers offline', async ({
    page,
    request,
    context,
  }) => {
    const sw = await request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect(sw.headers()['content-security-policy']).toBe("default-src 'none'; connect-src 'self'; script-src 'self'");
    const violations = await watchPolicy(page);
    await dismissCookieBanner(page);
    await visit(page, '/gielle-rental');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    await visit(page, '/contatti');
    await expect(page.getByRole('heading', { level: 1, name: 'Contatti' })).toBeVisible();
    await context.setOffline(false);
    expect(await violations()).toEqual([]);
  });
});
