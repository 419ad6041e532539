import { expect, test, type Page } from '@playwright/test';
import { company } from '../content/company';
import { servicePageText } from '../content/servicePages';
import { services } from '../content/services';
import { quoteRequestHref } from '../lib/quoteLinks';
import { servicePath } from '../lib/servicePath';
import { collectConsoleProblems, dismissCookieBanner, expectNoAxeViolations, visit } from './helpers';
import { settled } from './pageChecks';

const fibre = services.find((service) => service.slug === 'fibra-ottica')!;
const centre = services.find((service) => service.slug === 'centro-assistenza-protezione-respiratoria')!;
const eProcurementService = services.find((service) => service.slug === 'eprocurement')!;

/** The JSON-LD blocks of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, any>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text));
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

/**
 * The fibre page on one load: its text, links and structured data, and last its quote link, which
 * leaves for the wizard (a fresh tab per check cost more than the check).
 */
test('a service page on one load: its text and links, its JSON-LD, and the quote link into the wizard', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  const response = await visit(page, servicePath(fibre));

  await test.step('a service page shows its own text, the ways to ask and links to related services', async () => {
    const text = servicePageText(fibre.slug);
    expect(response?.status()).toBe(200);

    await expect(page).toHaveTitle(`${text.metaTitle} | Gielle`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', text.metaDescription);
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe(
      '/servizi/fibra-ottica',
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/servizi\/fibra-ottica$/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

    const trail = page.getByRole('navigation', { name: 'Percorso' });
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(trail.getByRole('link', { name: 'Servizi' })).toHaveAttribute('href', '/servizi');
    await expect(trail.locator('[aria-current="page"]')).toHaveText(fibre.title);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fibre.title);
    const main = page.locator('main');
    await expect(main).toContainText(fibre.description);
    for (const paragraph of text.overview) await expect(main).toContainText(paragraph);
    for (const [index, feature] of fibre.features.entries()) {
      const item = page
        .getByRole('region', { name: 'Cosa comprende' })
        .getByRole('listitem')
        .filter({ hasText: feature });
      await expect(item).toContainText(text.includes[index]!);
    }
    await expect(page.getByRole('region', { name: 'A chi si rivolge' })).toContainText(text.audience);
    for (const sector of text.sectors)
      await expect(
        page.getByRole('region', { name: 'A chi si rivolge' }).getByText(sector, { exact: true }),
      ).toBeVisible();
    const steps = page.getByRole('region', { name: 'Come funziona un incarico' }).getByRole('listitem');
    await expect(steps).toHaveCount(text.steps.length);
    await expect(steps.first()).toContainText(text.steps[0]!.title);

    await expect(page.getByRole('link', { name: 'Richiedi un preventivo' }).first()).toHaveAttribute(
      'href',
      quoteRequestHref({ requestType: 'service', serviceId: fibre.id }),
    );
    await expect(main.getByRole('link', { name: /Chiama/ }).first()).toHaveAttribute(
      'href',
      `tel:${company.phone.tel}`,
    );
    await expect(main.getByRole('link', { name: 'Scrivi una e-mail' })).toHaveAttribute(
      'href',
      `mailto:${company.email.info}`,
    );

    const related = page.getByRole('region', { name: 'Servizi correlati' }).getByRole('link');
    await expect(related).toHaveCount(text.related.length);
    for (const slug of text.related) {
      const service = services.find((s) => s.slug === slug)!;
      await expect(
        page.getByRole('region', { name: 'Servizi correlati' }).getByRole('link', { name: service.title }),
      ).toHaveAttribute('href', `/servizi/${slug}`);
    }
    // A service without a page elsewhere has no dedicated-page band.
    await expect(page.getByRole('region', { name: /pagina dedicata/ })).toHaveCount(0);

    await settled(page);
    expect(problems).toEqual([]);
  });

  await test.step('a service page carries Service and BreadcrumbList JSON-LD built from the company config', async () => {
    const blocks = await jsonLd(page);
    const serviceData = blocks.find((block) => block['@type'] === 'Service')!;
    expect(serviceData).toMatchObject({
      name: fibre.title,
      description: fibre.description,
      provider: {
        '@type': 'Organization',
        name: company.brand,
        legalName: company.legalName,
        telephone: company.phone.tel,
      },
      areaServed: { name: company.address.region },
    });
    expect(serviceData.url).toMatch(/\/servizi\/fibra-ottica$/);
    expect(JSON.stringify(serviceData)).not.toMatch(/offers|price|aggregateRating/i);

    const breadcrumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList')!;
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'Servizi',
      fibre.title,
    ]);
    expect(breadcrumbs.itemListElement[2].item).toMatch(/\/servizi\/fibra-ottica$/);
  });

  await test.step('the quote link preselects the service in the wizard, whose recap links back to the page', async () => {
    await page.getByRole('link', { name: 'Richiedi un preventivo' }).first().click();
    await expect(page).toHaveURL(/\/contatti/);
    const wizard = page.locator('#modulo');
    await expect(page.getByRole('radio', { name: 'Servizio', exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: fibre.title })).toBeChecked();

    const next = wizard.getByRole('button', { name: 'Avanti' });
    await next.click();
    await page.getByRole('radio', { name: 'Nuovo progetto' }).check();
    await page.getByLabel('Tempistica prevista').selectOption('breve');
    await next.click();
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Mario');
    await page.getByLabel('Cognome').fill('Rossi');
    await page.getByLabel('Email').fill('mario.rossi@example.org');
    await page.getByRole('textbox', { name: 'Telefono' }).fill('333 1234567');
    await next.click();
    const recapLink = wizard.locator('dl').getByRole('link', { name: new RegExp(fibre.title) });
    await expect(recapLink).toHaveAttribute('href', '/servizi/fibra-ottica');
    await expect(recapLink).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page, '#modulo');
  });
});

/** The centre's service page on one load (its band, then its canonical link and share URL), then the e-procurement service's page. */
test('a service with a page of its own: the centre band, and canonical link and share URL pointing there', async ({
  page,
}) => {
  await visit(page, servicePath(centre));

  await test.step('the centre service page leads prominently to /centro-spasciani and says what is there', async () => {
    const band = page.getByRole('region', { name: servicePageText(centre.slug).dedicatedPage!.title });
    await expect(band).toContainText('brochure');
    await expect(band.getByRole('link', { name: 'Vai al centro assistenza' })).toHaveAttribute(
      'href',
      '/centro-spasciani',
    );
    await expectNoAxeViolations(page);
  });

  await test.step('a service with a page of its own leaves the search to it: canonical link and share URL point there, no structured data of its own', async () => {
    for (const service of [centre, eProcurementService]) {
      // The centre's is the page loaded above.
      if (service !== centre) await visit(page, servicePath(service));
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe(
        service.link,
      );
      expect(new URL((await page.locator('meta[property="og:url"]').getAttribute('content')) ?? '').pathname).toBe(
        service.link,
      );
      // Search engines read the canonical page's; a Service or trail here would name a URL that is no page's canonical.
      expect(await jsonLd(page)).toEqual([]);
    }
  });
});

/** /servizi's cards, pre-rendered and on one load, then one followed to its service page. */
test('the cards of /servizi link their service pages, and their quote links stay', async ({ page, request }) => {
  await visit(page, '/servizi');

  await test.step('every card of the pre-rendered /servizi links its service page', async () => {
    const html = await (await request.get('/servizi')).text();
    for (const service of services) expect(html).toContain(`href="/servizi/${service.slug}"`);
  });

  await test.step('a card on /servizi leads to the service page, and its quote link stays', async () => {
    const card = page.locator(`#catalogo-servizi > li[data-service-id="${fibre.id}"]`);
    await expect(card.getByRole('link', { name: `Richiedi un preventivo per ${fibre.title}` })).toHaveAttribute(
      'href',
      quoteRequestHref({ requestType: 'service', serviceId: fibre.id }),
    );
    await expect(card.getByRole('link', { name: /Scopri di più/ })).toHaveAttribute('href', '/servizi/fibra-ottica');
    await card.getByRole('link', { name: fibre.title, exact: true }).click();
    await expect(page).toHaveURL(/\/servizi\/fibra-ottica$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fibre.title);
  });
});

test('an unknown service slug answers 404 with the site’s page', async ({ page }) => {
  const response = await visit(page, '/servizi/servizio-inesistente');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Pagina non trovata');
});

test('a service page has no axe violations and fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await visit(page, servicePath(fibre));
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expectNoAxeViolations(page);
});
