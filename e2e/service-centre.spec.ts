import { expect, test } from '@playwright/test';
import { serviceCentre } from '../content/serviceCentre';
import { quoteRequestHref } from '../lib/quoteLinks';
import { collectConsoleProblems, dismissCookieBanner, expectNoAxeViolations, visit } from './helpers';
import { settled } from './pageChecks';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

/**
 * The centre's page on one load: the brochure's link and file and the axe scan on the page as it
 * loads, then its sections (whose image check loads every lazy image), and last the viewer, which
 * must not have fetched pdf.js before it opens (a fresh tab per check cost more than the check).
 */
test('the centre page on one load: the brochure, no axe violations, its sections and the online viewer', async ({
  page,
  request,
}) => {
  test.slow();
  const problems = collectConsoleProblems(page);
  // From before the load: the viewer's step proves pdf.js was not fetched before it opened.
  const pdfjsRequests: string[] = [];
  page.on('request', (req) => {
    if (/pdf\.worker|pdfjs/.test(req.url())) pdfjsRequests.push(req.url());
  });
  await visit(page, '/centro-spasciani');

  await test.step('the brochure downloads as a 2-page PDF in a new tab', async () => {
    const link = page.getByRole('link', { name: /Scarica la brochure \(PDF\)/ });
    await expect(link).toHaveAttribute('href', serviceCentre.brochure.file);
    await expect(link).toHaveAttribute('target', '_blank');
    const response = await request.get(serviceCentre.brochure.file);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
  });

  await test.step('no axe violations', async () => {
    await expectNoAxeViolations(page);
  });

  await test.step('hero links, the three services, six reasons and the closing quote request', async () => {
    await expect(page.getByRole('link', { name: 'Richiedi assistenza' })).toHaveAttribute('href', '/contatti');
    await expect(page.locator('main').getByRole('link', { name: 'Tutti i servizi' })).toHaveAttribute(
      'href',
      '/servizi',
    );

    const services = page.getByRole('region', { name: serviceCentre.services.title });
    await expect(services.getByRole('heading', { level: 3 })).toHaveText(
      serviceCentre.services.items.map((item) => item.title),
    );
    await expect(page.getByRole('region', { name: serviceCentre.reasons.title }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('region', { name: serviceCentre.certified.title })).toBeVisible();

    const cta = page
      .getByRole('region', { name: serviceCentre.cta.title })
      .getByRole('link', { name: 'Richiedi un preventivo' });
    await expect(cta).toHaveAttribute('href', quoteRequestHref({ requestType: 'service', serviceId: 14 }));
    expect(new URL(quoteRequestHref({ requestType: 'service', serviceId: 14 }), 'http://x').pathname).toBe('/contatti');

    // Every image loaded (no broken illustration).
    await page.evaluate(async () => {
      for (const img of Array.from(document.images)) img.loading = 'eager';
    });
    await settled(page);
    const broken = await page.evaluate(() =>
      Array.from(document.images)
        .filter((img) => img.complete && img.naturalWidth === 0)
        .map((img) => img.src),
    );
    expect(broken).toEqual([]);
    expect(problems).toEqual([]);
  });

  await test.step('the brochure opens in the online viewer, loaded only on demand', async () => {
    await settled(page);
    expect(pdfjsRequests, 'pdf.js is not fetched before the viewer opens').toEqual([]);

    const opener = page
      .getByRole('region', { name: serviceCentre.brochure.title })
      .getByRole('link', { name: 'Visualizza online' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: serviceCentre.brochure.documentTitle });
    await expect(dialog).toBeVisible();
    const canvas = dialog.locator('.pdf-viewer-page canvas');
    await expect(canvas).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByText('Pagina 1 di 2', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Pagina successiva' }).click();
    await expect(dialog.getByText('Pagina 2 di 2', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Scarica' })).toHaveAttribute('href', serviceCentre.brochure.file);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(problems).toEqual([]);
  });
});

test('an image that fails to load falls back to the placeholder', async ({ page }) => {
  await page.route('**/images/centre/fit-test.svg', (route) => route.abort());
  await visit(page, '/centro-spasciani');
  await page.getByRole('heading', { name: 'Fit test quantitativo' }).scrollIntoViewIfNeeded();
  const image = page.locator('img[data-fallback]');
  await expect(image).toHaveCount(1);
  await expect(image).toHaveAttribute('src', '/api/placeholder/400/200');
  const response = await page.request.get('/api/placeholder/400/200');
  expect(response.status()).toBe(200);
});

test('fits a 360 px phone without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await visit(page, '/centro-spasciani');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
