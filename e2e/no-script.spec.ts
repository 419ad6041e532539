import { expect, test } from '@playwright/test';
import { certifications } from '../content/certifications';
import { company } from '../content/company';
import { contacts } from '../content/contacts';
import { eProcurement } from '../content/eProcurement';
import { mainNav } from '../content/navigation';
import { policies } from '../content/policies';
import { rental } from '../content/rental';
import { rentalAssistancePage } from '../content/rentalAssistance';
import { searchText } from '../content/search';
import { siteIndex } from '../lib/siteIndex';
import { expectNothingCovers, routes } from './helpers';

/*
 * Project "no-script" (playwright.config.ts): JavaScript off at 360 px, which is also what a
 * visitor on a slow connection sees before hydration. The HTML alone must work: navigation,
 * disclosures, documents, the English legal text and a way to write to us; no form may put
 * personal data into the address bar.
 */

test('every nav entry is a visible link at 360 px, with no dead menu toggle', async ({ page }) => {
  await page.goto('/chi-siamo');
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  await expect(nav.getByRole('button')).toHaveCount(0);
  for (const entry of mainNav) {
    const link = nav.getByRole('link', { name: entry.label, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', entry.href);
  }
  // Several rows of links: the header scrolls away instead of sticking over the content.
  await expect(page.locator('header').first()).toHaveCSS('position', 'static');
  await nav.getByRole('link', { name: 'eProcurement' }).click();
  await expect(page).toHaveURL(/\/eProcurement$/);
});

// Every route in one tab, one after the other: a context of its own per route cost more than the
// load it checked. Each route is a step of its own, so a failure still names the page.
test('every route: no cookie banner without scripts, and nothing covers its links', async ({ page }) => {
  test.setTimeout(routes.length * 10_000);
  for (const route of routes) {
    await test.step(route.path, async () => {
      await page.goto(route.path);
      await expect(page.getByRole('region', { name: 'Questo sito usa i cookie' })).toBeHidden();
      await expectNothingCovers(page, 'header a, footer a');
    });
  }
});

test('the rental and contacts FAQs open one answer at a time', async ({ page }) => {
  for (const { path, items } of [
    { path: '/gielle-rental', items: rental.faq.items },
    { path: '/contatti', items: contacts.faq.items },
  ]) {
    await page.goto(path);
    const [first, second] = items;
    if (!first || !second) throw new Error('two questions expected');
    await expect(page.getByText(first.answer)).toBeHidden();
    await page.locator('summary', { hasText: first.question }).click();
    await expect(page.getByText(first.answer)).toBeVisible();
    await page.locator('summary', { hasText: second.question }).click();
    await expect(page.getByText(second.answer)).toBeVisible();
    await expect(page.getByText(first.answer)).toBeHidden();
  }
});

test('the eProcurement solution cards open their details', async ({ page }) => {
  await page.goto('/eProcurement');
  const [first] = eProcurement.solutions.items;
  if (!first) throw new Error('a solution expected');
  const detail = page.getByText(first.details[0] ?? '');
  await expect(detail).toBeHidden();
  await page.locator('summary', { hasText: first.title }).click();
  await expect(detail).toBeVisible();
});

test('all seven certificates and both policies are linked as PDFs from the home page', async ({ page }) => {
  await page.goto('/');
  expect(certifications).toHaveLength(7);
  for (const certification of certifications) {
    const link = page.getByRole('link', { name: `Dettagli: ${certification.title}` });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `/documents/${certification.file}`);
  }
  // The filter buttons need the script: not shown, every card listed instead.
  await expect(page.getByRole('group', { name: 'Filtra le certificazioni' })).toBeHidden();
  const online = page
    .getByRole('region', { name: 'Le nostre politiche aziendali' })
    .getByRole('link', { name: 'Visualizza online' });
  await expect(online).toHaveCount(policies.length);
  for (const [index, policy] of policies.entries()) {
    await expect(online.nth(index)).toHaveAttribute('href', `/documents/${policy.file}`);
  }
  const response = await page.request.get(`/documents/${certifications[0]!.file}`);
  expect(response.headers()['content-type']).toBe('application/pdf');
});

test('the legal pages reach the English text through a link', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('group', { name: /Lingua del documento/ })).toBeHidden();
  await expect(page.locator('#en-titolare')).toBeHidden();
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/#en$/);
  await expect(page.locator('#en-titolare')).toBeVisible();
  await expect(page.locator('#en')).toHaveAttribute('lang', 'en');
  // A link to one English section shows it too.
  await page.goto('/termini-condizioni#en-servizi');
  await expect(page.locator('#en-servizi')).toBeVisible();
});

test('/contatti shows every contact and a mailto with a subject instead of the wizard', async ({ page }) => {
  await page.goto('/contatti#modulo');
  await expect(page.getByRole('tablist')).toBeHidden();
  const main = page.locator('main');
  await expect(main.locator(`a[href="tel:${company.phone.tel}"]`).first()).toBeVisible();
  await expect(main.locator(`a[href="mailto:${company.email.info}"]`).first()).toBeVisible();
  // #modulo (target of links from /servizi) is a visible panel with the e-mail way in.
  const panel = page.locator('#modulo');
  await expect(panel).toBeVisible();
  const mail = panel.getByRole('link', { name: contacts.noScript.button });
  await expect(mail).toBeVisible();
  const href = new URL((await mail.getAttribute('href')) ?? '');
  expect(href.protocol).toBe('mailto:');
  expect(href.pathname).toBe(company.email.info);
  expect(href.searchParams.get('subject')).toBe(contacts.noScript.subject);
  await expect(panel.locator('form')).toBeHidden();
});

test('the careers form cannot send anything into the URL; the HR address is offered instead', async ({ page }) => {
  await page.goto('/lavora-con-noi');
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Mario');
  await page.getByRole('textbox', { name: 'Email' }).fill('mario.rossi@example.org');
  const submit = page.getByRole('button', { name: 'Prepara email' });
  await expect(submit).toBeDisabled();
  await expect(page.locator('#careers-noscript').getByRole('link', { name: company.email.hr })).toHaveAttribute(
    'href',
    `mailto:${company.email.hr}`,
  );
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  await page.getByRole('textbox', { name: 'Email' }).press('Enter');
  expect(new URL(page.url()).search).toBe('');
  // Then a page of our own: a submission the Enter had set off would have gone out before it, or
  // cut it short. Only ours went.
  await page.goto('/chi-siamo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toEqual(['/chi-siamo']);
});

test('the rental assistance page explains itself and offers the line and the mail, with no form to fill', async ({
  page,
}) => {
  await page.goto('/gielle-rental/assistenza');
  const main = page.locator('main');
  await expect(main.getByText(rentalAssistancePage.noScript.text)).toBeVisible();
  await expect(main.locator(`a[href="tel:${company.assistancePhone.tel}"]`).first()).toBeVisible();
  const mail = main.getByRole('link', { name: company.email.info });
  await expect(mail).toBeVisible();
  const href = new URL((await mail.getAttribute('href')) ?? '');
  expect(href.protocol).toBe('mailto:');
  expect(href.pathname).toBe(company.email.info);
  expect(href.searchParams.get('subject')).toBe(rentalAssistancePage.noScript.subject);
  // The form is not shown, so nothing typed can travel in a URL; its button could not send anyway.
  await expect(main.locator('form')).toBeHidden();
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(main.locator('form button[type="submit"]')).toBeDisabled();
});

test('the anonymous report says what to do with scripts off and cannot submit', async ({ page }) => {
  await page.goto('/segnalazione-anonima');
  await expect(page.getByText(/funziona con JavaScript attivo/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invia segnalazione' })).toBeDisabled();
});

test('the header’s search opens its panel and leads to /cerca, which lists the whole site by kind', async ({
  page,
}) => {
  await page.goto('/chi-siamo');
  // The panel is the platform's popover: it opens with no script.
  await page.getByRole('button', { name: searchText.fieldLabel }).click();
  const panel = page.getByRole('dialog', { name: searchText.fieldLabel });
  await expect(panel.getByRole('link', { name: searchText.browseIndex })).toHaveAttribute('href', '/cerca');
  await panel.getByRole('searchbox').fill('muletto');
  await panel.getByRole('button', { name: searchText.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/cerca\?q=muletto$/);
  // Without scripts there are no results, but the index of the site is there.
  await expect(page.getByRole('heading', { name: searchText.indexTitle })).toBeVisible();
  for (const group of siteIndex()) {
    const section = page.getByRole('region', { name: new RegExp(`^${group.kind}`) });
    await expect(section.getByRole('link')).toHaveCount(group.entries.length);
  }
  await expect(page.getByRole('link', { name: 'Codice Etico', exact: true })).toHaveAttribute(
    'href',
    '/documents/codice-etico.pdf',
  );
  await expectNothingCovers(page, 'main a');
});
