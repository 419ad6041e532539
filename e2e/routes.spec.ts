import { expect, test } from '@playwright/test';
import { scriptPath, scriptSources } from '../scripts/firstLoadJs';
import { dismissCookieBanner, expectNoAxeViolations, visit } from './helpers';

test.describe('every route', () => {
  // Title, H1, description, canonical, lang, console and axe of every page: the crawl (e2e/pages.spec.ts).
  test('clean URLs: the trailing-slash form serves the same page', async ({ page }) => {
    const response = await visit(page, '/chi-siamo/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Chi siamo');
  });
});

test.describe('unknown paths and aliases', () => {
  test('an unknown path answers 404 with the Italian page and ways out', async ({ page }) => {
    const response = await visit(page, '/questa-pagina-non-esiste');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Pagina non trovata');
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'Scopri i servizi' })).toHaveAttribute('href', '/servizi');
    await expect(main.getByRole('link', { name: 'Contattaci' })).toHaveAttribute('href', '/contatti');
    await dismissCookieBanner(page);
    await page.reload();
    await expectNoAxeViolations(page);
  });

  test('/giellerental lands on /gielle-rental', async ({ page }) => {
    await visit(page, '/giellerental');
    await page.waitForURL('**/gielle-rental');
    expect(new URL(page.url()).pathname).toBe('/gielle-rental');
  });
});

test('/whistleblowing offers the guide, which downloads as a PDF', async ({ page, request }) => {
  await visit(page, '/whistleblowing');
  const link = page.locator('main').getByRole('link', { name: 'Scarica la guida (PDF)' }).first();
  const href = await link.getAttribute('href');
  expect(href).toBe('/documents/guida-whistleblowing.pdf');
  const response = await request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

// styled-components' runtime (about 13 KB gzip) loads with an island that uses it, never with the
// layout: the registry is server-only (components/theme/StyledComponentsRegistry.tsx). Its code
// names the attribute it marks its <style> with; a route's first-load scripts either hold it or not.
test("styled-components' runtime loads only on routes with an island that uses it", async ({ request }) => {
  const runtimeOn = async (route: string) => {
    const html = await (await request.get(route)).text();
    for (const src of scriptSources(html)) {
      if ((await (await request.get(scriptPath(src))).text()).includes('data-styled-version')) return true;
    }
    return false;
  };
  const withoutIt = [
    '/chi-siamo',
    '/lavora-con-noi',
    '/servizi',
    '/servizi/facchinaggio',
    '/gielle-rental/piattaforma-forbice-12m',
    '/centro-spasciani',
    '/privacy-policy',
    '/offline',
    '/notizie',
    '/contatti',
    '/segnalazione-anonima',
    '/cerca',
    '/gielle-rental/assistenza',
  ];
  for (const route of withoutIt) expect(await runtimeOn(route), route).toBe(false);
  // The probe finds it where the fleet finder still uses it.
  expect(await runtimeOn('/gielle-rental')).toBe(true);
});
