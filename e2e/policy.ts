import { expect, test, type Page, type Response } from '@playwright/test';
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CONSENT_STORAGE_KEY } from '../lib/consent';
import { EDITOR_DIR, editorPolicy, editorSettings } from '../scripts/cms-policy';
import { settled } from './pageChecks';
import { visit } from './helpers';

/**
 * Shared by the specs that check the Content-Security-Policy under each kind of host
 * (e2e/hosts.spec.ts: in-page policy alone and _headers rules; e2e/nginx.spec.ts: nginx).
 */

/** The old address that only forwards to /gielle-rental (meta refresh, or a 301 on nginx). */
export const FORWARDING_PAGE = '/giellerental';

/**
 * The clean URL of every page the build exported (read from out/, so vehicle, service and any
 * future pages are covered without a list to maintain), and an unknown path for the 404 page.
 */
export function exportedPaths(outDir = join(process.cwd(), 'out')): Array<{ path: string; status: number }> {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name);
      // Not the editor (out/admin): it is no public page and has its own policy (e2e/cms.spec.ts).
      if (statSync(full).isDirectory())
        return name === '_next' || (dir === outDir && name === EDITOR_DIR) ? [] : walk(full);
      return name.endsWith('.html') ? [full] : [];
    });
  const paths = walk(outDir)
    .map(
      (file) =>
        `/${relative(outDir, file)
          .split('\\')
          .join('/')
          .replace(/\.html$/, '')}`,
    )
    .filter((path) => !['/404', '/_not-found', FORWARDING_PAGE].includes(path))
    .map((path) => (path === '/index' ? '/' : path.replace(/\/index$/, '')))
    .sort();
  return [...paths.map((path) => ({ path, status: 200 })), { path: '/pagina-che-non-esiste', status: 404 }];
}

type Watched = Window & { __csp?: string[]; __firstMain?: Element | null };

/**
 * Records every CSP violation (the DOM event and the console messages) and uncaught error of the
 * page, and the <main> element the parser made, to tell later whether React hydrated it or threw
 * it away and rendered anew (what a hydration mismatch does).
 */
export async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      /Content Security Policy|Refused to (load|execute|apply|evaluate|connect|frame|create)|integrity|[Hh]ydration/.test(
        text,
      )
    ) {
      messages.push(text.slice(0, 300));
    }
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const list: string[] = [];
    const watched = window as Watched;
    watched.__csp = list;
    document.addEventListener('securitypolicyviolation', (event) =>
      list.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`),
    );
    document.addEventListener('DOMContentLoaded', () => {
      watched.__firstMain = document.querySelector('main');
    });
  });
  return async () => [...messages, ...(await page.evaluate(() => (window as Watched).__csp ?? []))];
}

/**
 * Loads path and proves the policy holds there: the page hydrates (the cookie banner's Accept, a
 * client component, works) on the very DOM the server sent, with zero violations; and the policy is
 * really enforced: an inline script injected afterwards does not run.
 */
export async function expectPolicyHolds(page: Page, url: string, status = 200): Promise<Response | null> {
  const violations = await watchPolicy(page);
  const response = await visit(page, url);
  expect(response?.status(), url).toBe(status);
  await expectLoadedPageHoldsPolicy(page, url, violations);
  return response;
}

/**
 * expectPolicyHolds on a page already loaded under watchPolicy, cookie banner still open (the
 * crawl, e2e/pages.spec.ts, loads each page once for all its checks).
 */
export async function expectLoadedPageHoldsPolicy(page: Page, url: string, violations: () => Promise<string[]>) {
  const accept = page.getByRole('button', { name: 'Accetta', exact: true });
  await expect(accept).toBeVisible();
  await accept.click();
  await expect(accept).toBeHidden();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toContain('accepted');
  // Let what consent loads (the map on /contatti, another origin) start: its violations count
  // too. Until the page settles, not until the network is idle, which that map may never be on
  // a machine without outside network.
  await settled(page);
  await expectPolicyEnforced(page, url, violations);
}

/**
 * On a settled page loaded under watchPolicy: React hydrated the server's DOM in place, nothing
 * was refused, and the policy is really enforced (an inline script injected now does not run).
 */
export async function expectPolicyEnforced(page: Page, url: string, violations: () => Promise<string[]>) {
  expect(
    await page.evaluate(() => (window as Watched).__firstMain === document.querySelector('main')),
    `${url}: hydrated in place`,
  ).toBe(true);
  expect(await violations(), url).toEqual([]);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    return (window as Window & { __injected?: boolean }).__injected === true;
  });
  expect(ran, `${url}: an injected inline script must be blocked`).toBe(false);
  // One report per policy that blocks it (two where a header and the meta both hold).
  await expect.poll(() => page.evaluate(() => (window as Watched).__csp?.length ?? 0)).toBeGreaterThan(0);
  for (const report of await page.evaluate(() => (window as Watched).__csp ?? [])) {
    expect(report).toMatch(/^script-src(-elem)? blocked inline/);
  }
}

/**
 * How the page's main content looks: for each class list in <main>, the computed box and colours
 * of its first element. The same page must give the same after a client-side navigation as after
 * a full load. Keyed by class, because islands may be at another step of their own state.
 */
async function mainContentLook(page: Page): Promise<Record<string, string>> {
  return page.locator('main').evaluate((main) => {
    const look: Record<string, string> = {};
    for (const element of main.querySelectorAll('[class]')) {
      const key = `${element.tagName}.${element.getAttribute('class')}`;
      if (key in look) continue;
      const style = getComputedStyle(element);
      look[key] = [
        style.display,
        style.position,
        style.color,
        style.backgroundColor,
        style.fontSize,
        style.fontWeight,
        style.padding,
        style.margin,
        style.gap,
        style.borderTopWidth,
      ].join(' ');
    }
    return look;
  });
}

/**
 * From the home page through every entry of the main menu and back, by client-side navigation:
 * each next page's server-rendered style element is inserted into a document still under the
 * home page's policy, and none may be refused. The moment each page shows, it already looks as
 * it does on a full load (its styles came with it: no unstyled flash).
 */
export async function expectClientNavigationHolds(page: Page) {
  // Sixteen page loads (every menu entry through the client router, then each loaded in full):
  // the budget of the crawl's tests, not the one of a test that opens one page. Under CI's two
  // busy workers the whole walk took 30-33 s and ran out of the default 30 s twice in a row.
  test.slow();
  const violations = await watchPolicy(page);
  await visit(page, '/');
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  const entries = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(entries.length).toBeGreaterThanOrEqual(7);
  const looks = new Map<string, Record<string, string>>();
  for (const href of [...entries.slice(1), entries[0] ?? '/']) {
    const toggle = page.getByRole('button', { name: /menu/i });
    if (await toggle.isVisible()) await toggle.click();
    await nav.locator(`a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    looks.set(href, await mainContentLook(page));
  }
  expect(await violations()).toEqual([]);
  for (const [href, look] of looks) {
    await visit(page, href);
    await settled(page);
    const loaded = await mainContentLook(page);
    const shared = Object.keys(look).filter((key) => key in loaded);
    expect(shared.length, `${href}: styled elements seen both ways`).toBeGreaterThan(10);
    const differences = shared
      .filter((key) => look[key] !== loaded[key])
      .map((key) => `${key}: ${look[key]} | full load: ${loaded[key]}`);
    expect(differences, `${href} after a client-side navigation, against a full load`).toEqual([]);
  }
}

/**
 * Starts scripts/serve.mjs with the export's _headers applied, as a Netlify or Cloudflare Pages
 * host would, on a free port; resolves with its address and a way to stop it. dir: the export
 * to serve (a copy, for a test that deploys a second build).
 */
export async function startHeadersHost(dir = 'out'): Promise<{ base: string; stop: () => void }> {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', '0', '--headers', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    server.stdout?.once('data', (chunk: Buffer) => resolve(/http:\/\/localhost:\d+/.exec(chunk.toString())?.[0] ?? ''));
    server.once('exit', (code) => reject(new Error(`serve.mjs --headers exited with ${code}`)));
  });
  return { base, stop: () => server.kill() };
}

/**
 * The editor at `url` is served apart from the site: its own policy with nothing blocked,
 * noindex, an opener policy that keeps GitHub's sign-in popup, no framing.
 */
/**
 * The exported editor probes decap-server, Decap's local backend (localhost:8081), and shows
 * "Accedi" instead of the GitHub sign-in when one answers: a developer's own `npm run cms` on the
 * same machine did. The probe is answered as if none ran, so a test never depends on that.
 */
export async function withoutLocalDecapServer(page: Page): Promise<void> {
  await page.route(/^http:\/\/(?:127\.0\.0\.1|localhost):\d+\/api\/v1/, (route) => route.abort('connectionrefused'));
}

export async function expectEditorServed(page: Page, url: string): Promise<void> {
  // The editor is Decap CMS, megabytes of script office staff load once: on a busy two-core CI
  // machine its load event took 27-28 s of the default 30.
  test.slow();
  await withoutLocalDecapServer(page);
  const violations = await watchPolicy(page);
  const headers = (await page.goto(url))?.headers() ?? {};
  expect(headers['content-security-policy']).toBe(editorPolicy(editorSettings()));
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(headers['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('button', { name: 'Accedi con GitHub' })).toBeVisible();
  expect(await violations()).toEqual([]);
}
