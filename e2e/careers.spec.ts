import { expect, test, type Page } from '@playwright/test';
import { company } from '../content/company';
import { collectConsoleProblems, dismissCookieBanner, expectNoAxeViolations, visit } from './helpers';
import { captured, captureMailto } from './mailtoCapture';
import { settled } from './pageChecks';

const submit = (page: Page) => page.getByRole('button', { name: 'Prepara email' });

async function fillApplication(page: Page) {
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Maria');
  await page.getByLabel('Cognome').fill('Rossi');
  await page.getByLabel('Email').fill('maria.rossi@example.org');
  await page.getByRole('textbox', { name: 'Telefono' }).fill('333 1234567');
  await page.getByLabel('Lettera di presentazione').fill('Ho esperienza nella logistica & magazzino.');
  await page.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
}

function today() {
  return new Intl.DateTimeFormat('it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  }).format(new Date());
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
  await captureMailto(page);
});

// One load for the page as it loads and then the empty form sent: each later check that fills the
// form starts from a fresh one, in its own test.
test('the page as it loads, then the empty form sent', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await visit(page, '/lavora-con-noi');

  await test.step('intro, how to apply, the form and the privacy link', async () => {
    await expect(page.getByRole('heading', { name: 'Perché Gielle' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Come candidarsi' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'informativa sulla privacy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(page.getByLabel('Posizione pubblicata su LinkedIn')).toHaveCount(0);
    // axe on the page as it loads: the crawl's (e2e/pages.spec.ts), once a page.
    await settled(page);
    expect(problems).toEqual([]);
  });

  await test.step('every field is required, with messages tied to the fields', async () => {
    await submit(page).click();
    for (const text of [
      'Inserisci il tuo nome',
      'Inserisci il tuo cognome',
      'Inserisci la tua email',
      'Inserisci il tuo numero di telefono',
      'Scrivi una breve lettera di presentazione',
      "Devi accettare l'informativa sulla privacy",
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('M');
    await expect(page.getByText('Inserisci il tuo nome', { exact: true })).toHaveCount(0);
    expect(await captured(page)).toEqual([]);
  });
});

test('a spontaneous application opens the mail app to HR, then the form clears after 3 seconds', async ({ page }) => {
  await visit(page, '/lavora-con-noi');
  await fillApplication(page);
  await submit(page).click();
  await expect(page.getByText('Email Preparata!')).toBeVisible();
  const [href] = await captured(page);
  expect(href).toBeDefined();
  const url = new URL(href!);
  expect(url.protocol).toBe('mailto:');
  expect(url.pathname).toBe(company.email.hr);
  expect(url.searchParams.get('subject')).toBe('Candidatura spontanea - Maria Rossi');
  const body = url.searchParams.get('body') ?? '';
  for (const line of [
    'Nome: Maria',
    'Cognome: Rossi',
    'Email: maria.rossi@example.org',
    'Telefono: 333 1234567',
    'Tipo di candidatura: Candidatura spontanea',
    'Ho esperienza nella logistica & magazzino.',
    `Data: ${today()}`,
  ]) {
    expect(body).toContain(line);
  }
  expect(body).not.toContain('Posizione LinkedIn');
  await expect(page.getByText('Email Preparata!')).toHaveCount(0, { timeout: 5000 });
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: /informativa sulla privacy/ })).not.toBeChecked();
});

test('the LinkedIn type reveals a required position field', async ({ page }) => {
  await visit(page, '/lavora-con-noi');
  await fillApplication(page);
  await page.getByLabel('Tipo di candidatura').selectOption('linkedin');
  const position = page.getByLabel('Posizione pubblicata su LinkedIn');
  await expect(position).toBeVisible();
  await submit(page).click();
  await expect(page.getByText('Indica la posizione per cui ti candidi')).toBeVisible();
  await expect(position).toBeFocused();
  expect(await captured(page)).toEqual([]);
  await position.fill('Magazziniere');
  await submit(page).click();
  await expect(page.getByText('Email Preparata!')).toBeVisible();
  const url = new URL((await captured(page))[0]!);
  expect(url.searchParams.get('subject')).toBe('Candidatura per Magazziniere - Maria Rossi');
  expect(url.searchParams.get('body')).toContain('Posizione LinkedIn: Magazziniere');
  expect(url.searchParams.get('body')).toContain('Tipo di candidatura: Risposta a un annuncio su LinkedIn');

  await page.getByLabel('Tipo di candidatura').selectOption('spontanea');
  await expect(position).toHaveCount(0);
});

test('a letter too long for a link is shortened visibly and offered in full', async ({ page }) => {
  await visit(page, '/lavora-con-noi');
  await fillApplication(page);
  const letter = 'Sono una persona precisa e affidabile. '.repeat(100).trim();
  await page.getByLabel('Lettera di presentazione').fill(letter);
  await submit(page).click();
  // The mail link is captured when the page opens it, a moment after the click: wait for it.
  await expect.poll(() => captured(page).then((urls) => urls.length)).toBe(1);
  const href = (await captured(page))[0]!;
  expect(href.length).toBeLessThanOrEqual(2000);
  expect(new URL(href).searchParams.get('body')).toContain('La lettera continua');
  const box = page.getByRole('region', { name: 'Lettera troppo lunga per un link e-mail' });
  await expect(box).toBeVisible();
  await expect(box.getByLabel('Testo completo della candidatura')).toHaveValue(new RegExp(`${letter.slice(-60)}`));
  await expectNoAxeViolations(page);
});

test('at 360 px nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await visit(page, '/lavora-con-noi');
  await page.getByLabel('Tipo di candidatura').selectOption('linkedin');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
