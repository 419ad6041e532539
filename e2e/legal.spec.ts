import { expect, test, type Page } from '@playwright/test';
import { collectConsoleProblems, dismissCookieBanner, expectNoAxeViolations, visit } from './helpers';
import { company } from '../content/company';
import { formatLegalDate, TERMS_LAST_UPDATED } from '../lib/legalDates';
import { settled } from './pageChecks';

const legalPages = [
  {
    path: '/privacy-policy',
    it: 'Privacy Policy',
    en: 'Privacy Policy',
    firstSection: 'titolare',
    sections: 11,
    buildDated: true,
  },
  {
    path: '/cookies-policy',
    it: 'Cookies Policy',
    en: 'Cookies Policy',
    firstSection: 'cosa-sono',
    sections: 9,
    buildDated: true,
  },
  {
    path: '/termini-condizioni',
    it: 'Termini e Condizioni',
    en: 'Terms and Conditions',
    firstSection: 'servizi',
    sections: 23,
    buildDated: false,
  },
] as const;

const toggle = (page: Page, name: 'IT' | 'EN') =>
  page.getByRole('group', { name: /Lingua del documento/ }).getByRole('button', { name, exact: true });

/** The visible last-updated date: its machine value and its text. */
async function shownDate(page: Page) {
  const time = page.locator('time:visible');
  await expect(time).toHaveCount(1);
  return { iso: (await time.getAttribute('datetime')) ?? '', text: (await time.textContent()) ?? '' };
}

function expectBuildDay(iso: string) {
  expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const ageInDays = (Date.now() - Date.parse(`${iso}T12:00:00Z`)) / 86_400_000;
  expect(ageInDays).toBeGreaterThan(-2);
  expect(ageInDays).toBeLessThan(3); // built for this test run
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

for (const legal of legalPages) {
  test.describe(legal.path, () => {
    // One load for the page's Italian and English: the crawl (e2e/pages.spec.ts) scans the
    // Italian with axe, so only the English is scanned here.
    test('opens in Italian, switches to English and back, keeping the choice in the address; no ids collide; no axe violation in English', async ({
      page,
    }) => {
      const problems = collectConsoleProblems(page);
      await visit(page, legal.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(legal.it);
      await expect(toggle(page, 'IT')).toHaveAttribute('aria-pressed', 'true');
      await expect(toggle(page, 'EN')).toHaveAttribute('aria-pressed', 'false');
      await expect(page.locator('main p:visible', { hasText: company.legalName }).first()).toBeVisible();

      const date = await shownDate(page);
      if (legal.buildDated) expectBuildDay(date.iso);
      else expect(date.iso).toBe(TERMS_LAST_UPDATED);
      expect(date.text).toBe(formatLegalDate(date.iso, 'it'));
      if (!legal.buildDated) expect(date.text).toBe('23 giugno 2025');
      await expect(page.getByText('Ultimo aggiornamento:')).toBeVisible();

      const toc = page.getByRole('navigation', { name: 'Indice' });
      await expect(toc.getByRole('link')).toHaveCount(legal.sections);
      await expect(page.locator(`#en-${legal.firstSection}`)).toBeHidden();

      const duplicates = await page.evaluate(() => {
        const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
        return ids.filter((id, index) => ids.indexOf(id) !== index);
      });
      expect(duplicates).toEqual([]);

      await toggle(page, 'EN').click();
      await expect(page).toHaveURL(new RegExp(`${legal.path}\\?lang=en$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(legal.en);
      await expect(toggle(page, 'EN')).toHaveAttribute('aria-pressed', 'true');
      await expect(toggle(page, 'IT')).toHaveAttribute('aria-pressed', 'false');
      const english = page.locator('div[lang="en"]');
      await expect(english).toBeVisible();
      await expect(english.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toHaveCount(legal.sections);
      await expect(page.locator(`#it-${legal.firstSection}`)).toBeHidden();
      await expect(page.getByText('Last updated:')).toBeVisible();
      const englishDate = await shownDate(page);
      expect(englishDate.text).toBe(formatLegalDate(englishDate.iso, 'en'));
      if (!legal.buildDated) expect(englishDate.text).toBe('June 23, 2025');
      await expectNoAxeViolations(page);

      await toggle(page, 'IT').click();
      await expect(page).toHaveURL(new RegExp(`${legal.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(legal.it);
      await expect(english).toBeHidden();

      await toc.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`#it-${legal.firstSection}$`));
      await expect(page.locator(`#it-${legal.firstSection}`)).toBeInViewport();
      await settled(page);
      expect(problems).toEqual([]);
    });

    test('?lang=en opens English directly', async ({ page }) => {
      await visit(page, `${legal.path}?lang=en`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(legal.en);
      await expect(toggle(page, 'EN')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator(`#en-${legal.firstSection}`)).toBeVisible();
      await expect(page.locator(`#it-${legal.firstSection}`)).toBeHidden();
    });

    test('the pre-rendered HTML holds the Italian text, with English present but hidden', async ({ request }) => {
      const html = await (await request.get(legal.path)).text();
      expect(html).toContain(`id="it-${legal.firstSection}"`);
      expect(html).toContain('Ultimo aggiornamento:');
      // English is the #en target of the no-script "English" link (shown by :target without scripts).
      expect(html).toMatch(/<div id="en" lang="en" hidden=""/);
      expect(html).toMatch(/<div lang="it"[ >]/);
      expect(html).toMatch(/<a href="#en" lang="en"/);
    });
  });
}

test('the terms summary has 23 points, each landing on its section', async ({ page }) => {
  await visit(page, '/termini-condizioni');
  const summary = page.getByRole('region', { name: 'Sintesi dei punti principali' });
  const links = summary.getByRole('link');
  await expect(links).toHaveCount(23);
  for (let index = 0; index < 23; index += 1) {
    const link = links.nth(index);
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^#it-/);
    const section = page.locator(href);
    await expect(section).toBeVisible();
    await expect(section.getByRole('heading', { level: 2 })).toContainText(`${index + 1}.`);
  }
  await links.nth(14).click();
  await expect(page).toHaveURL(/#it-controversie$/);
  await expect(page.locator('#it-controversie')).toBeInViewport();
  await expect(page.locator('#it-controversie')).toContainText('almeno 60 giorni');
  await expect(page.locator('#it-controversie')).toContainText("La sede dell'arbitrato è Catania");

  await toggle(page, 'EN').click();
  const english = page.getByRole('region', { name: 'Summary of key points' });
  await expect(english.getByRole('link')).toHaveCount(23);
  await english.getByRole('link').nth(4).click();
  await expect(page.locator('#en-acquisti-pagamenti')).toBeInViewport();
  await expect(page.locator('#en-acquisti-pagamenti')).toContainText('PayPal and bank transfer');
});

test('the terms contact block names the company, address, phone, e-mail and PEC', async ({ page }) => {
  await visit(page, '/termini-condizioni');
  const contact = page.locator('#it-contatti');
  await expect(contact).toContainText(company.legalName);
  await expect(contact).toContainText(company.address.street);
  await expect(contact).toContainText(company.address.city);
  await expect(contact.getByRole('link', { name: company.phone.display })).toHaveAttribute(
    'href',
    `tel:${company.phone.tel}`,
  );
  await expect(contact.getByRole('link', { name: company.email.info })).toHaveAttribute(
    'href',
    `mailto:${company.email.info}`,
  );
  await expect(contact.getByRole('link', { name: company.email.pec })).toHaveAttribute(
    'href',
    `mailto:${company.email.pec}`,
  );
});

test('a link to an English section opens English at that section', async ({ page }) => {
  await visit(page, '/privacy-policy?lang=en#en-diritti');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Privacy Policy');
  await expect(toggle(page, 'EN')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#en-diritti')).toBeInViewport();
});

test('the cookies policy reopens the cookie choice', async ({ page }) => {
  await visit(page, '/cookies-policy');
  await expect(page.locator('#it-gestione')).toContainText('Preferenze cookie');
  await expect(page.getByRole('region', { name: 'Questo sito usa i cookie' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Apri le preferenze cookie' }).click();
  await expect(page.getByRole('region', { name: 'Questo sito usa i cookie' })).toBeVisible();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('nothing overflows horizontally in either language', async ({ page }) => {
    for (const legal of legalPages) {
      for (const query of ['', '?lang=en']) {
        await visit(page, legal.path + query);
        await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(query ? legal.en : legal.it);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, legal.path + query).toBeLessThanOrEqual(0);
      }
    }
  });
});
