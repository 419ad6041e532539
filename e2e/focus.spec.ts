import { expect, test, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../lib/consent';
import {
  dismissCookieBanner,
  expectFocusNeverLost,
  expectNoAxeViolations,
  expectNothingCovers,
  pressKeepingFocus,
  visit,
  watchFocusNeverOnBody,
} from './helpers';

/*
 * WCAG 2.2 focus rules with scripts on: a focused element is never hidden by the cookie banner or
 * the open phone menu (2.4.11), and focus never falls to <body> (2.4.3), also in a keyboard-only
 * run of the request wizard.
 */

const banner = (page: Page) => page.getByRole('region', { name: 'Questo sito usa i cookie' });

/** The stored cookie choice, or null. */
const storedChoice = (page: Page) =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null')?.choice ?? null, CONSENT_STORAGE_KEY);

/** How much of the focused element's box the banner covers, from 0 (clear) to 1 (hidden). */
const focusedCoveredShare = (page: Page) =>
  page.evaluate(() => {
    const bannerBox = document.querySelector('[aria-labelledby="cookie-banner-title"]')?.getBoundingClientRect();
    const active = document.activeElement;
    if (!bannerBox || !active || active.closest('[aria-labelledby="cookie-banner-title"]')) return 0;
    const box = active.getBoundingClientRect();
    const width = Math.max(0, Math.min(box.right, bannerBox.right) - Math.max(box.left, bannerBox.left));
    const height = Math.max(0, Math.min(box.bottom, bannerBox.bottom) - Math.max(box.top, bannerBox.top));
    return box.width * box.height === 0 ? 0 : (width * height) / (box.width * box.height);
  });

/** Presses Tab until the focused element matches `selector` (keyboard only), at most `limit` times. */
async function tabTo(page: Page, selector: string, limit = 60, key = 'Tab') {
  for (let i = 0; i < limit; i += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await pressKeepingFocus(page, key);
  }
  throw new Error(`${selector} not reached with ${limit} × ${key}`);
}

test.describe('cookie banner at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('comes right after the skip link, and nothing it covers ever takes focus', async ({ page }) => {
    await visit(page, '/');
    await expect(banner(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Salta al contenuto' })).toBeFocused();
    await watchFocusNeverOnBody(page);
    await pressKeepingFocus(page, 'Tab');
    await expect(banner(page).getByRole('link', { name: 'privacy policy' })).toBeFocused();
    // Through the banner and on into the page (slider, values, policies…): each focused element
    // is scrolled clear of the banner, never even partly under it.
    for (let i = 0; i < 40; i += 1) {
      await pressKeepingFocus(page, 'Tab');
      const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 100));
      // Polled: focus scrolling is smooth unless the visitor asks for reduced motion.
      await expect.poll(() => focusedCoveredShare(page), { message: `Tab ${i + 3}: ${focused}` }).toBe(0);
    }
    // Backwards too.
    for (let i = 0; i < 10; i += 1) {
      await pressKeepingFocus(page, 'Shift+Tab');
      await expect.poll(() => focusedCoveredShare(page), { message: `Shift+Tab ${i + 1}` }).toBe(0);
    }
  });

  test('the page keeps room for it: every footer link can scroll above it', async ({ page }) => {
    await visit(page, '/contatti');
    await expect(banner(page)).toBeVisible();
    // The room is reserved once the page is idle after load (or at the first focus move).
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).paddingBottom)).not.toBe('0px');
    await expectNothingCovers(page, 'footer a, footer button');
    await expectNoAxeViolations(page);
  });

  test('Escape closes it without accepting, keeping focus where it was', async ({ page }) => {
    await visit(page, '/');
    // The banner notes where focus comes from once it is live: its room, reserved when the page
    // is idle after hydration, says it is (keys pressed before that go to the server's HTML).
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).paddingBottom)).not.toBe('0px');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Accetta', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(page)).toBe('rejected');
    // Focus was in the banner: it goes back to where the visitor was (the skip link), not <body>.
    await expect(page.getByRole('link', { name: 'Salta al contenuto' })).toBeFocused();
  });

  test('after Accetta focus goes back into the page, and the reserved room is released', async ({ page }) => {
    await visit(page, '/chi-siamo');
    const padding = () => page.evaluate(() => getComputedStyle(document.body).paddingBottom);
    await expect.poll(padding).not.toBe('0px');
    await tabTo(page, '[aria-labelledby="cookie-banner-title"] button[data-variant="primary"]');
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(page)).toBe('accepted');
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    expect(await padding()).toBe('0px');
  });

  test('Escape while a dialog is open closes only the dialog', async ({ page }) => {
    await visit(page, '/');
    await page
      .getByRole('link', { name: /^Dettagli: / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeVisible();
  });
});

test.describe('phone menu', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('closes when focus leaves it, either way', async ({ page }) => {
    await visit(page, '/servizi');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
    await expect(nav.getByRole('link', { name: 'Shop' })).toBeVisible();
    await watchFocusNeverOnBody(page);
    // Forwards through the seven links and out.
    for (let i = 0; i < 7; i += 1) await pressKeepingFocus(page, 'Tab');
    await expect(nav.getByRole('link', { name: 'Shop' })).toBeFocused();
    await pressKeepingFocus(page, 'Tab');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Shop' })).toBeHidden();

    // Backwards out of it: Shift+Tab from the toggle reaches the logo, and the panel has closed.
    await page.getByRole('button', { name: 'Menu' }).focus();
    await pressKeepingFocus(page, 'Enter');
    await expect(page.getByRole('button', { name: 'Chiudi' })).toHaveAttribute('aria-expanded', 'true');
    await pressKeepingFocus(page, 'Shift+Tab');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expectFocusNeverLost(page);
  });

  test('closes on a click outside it', async ({ page }) => {
    await visit(page, '/servizi');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('button', { name: 'Chiudi' })).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(180, 700);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('has no axe violations while open', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Shop' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('keyboard only: the whole request wizard, back and forth, never drops focus to <body>', async ({ page }) => {
  test.slow();
  await dismissCookieBanner(page);
  await page.route('https://api.emailjs.com/api/v1.0/email/send', (route) =>
    route.fulfill({ status: 200, body: 'OK' }),
  );
  await visit(page, '/contatti#modulo');
  await expect(page.getByRole('tab', { name: 'Modulo di contatto' })).toHaveAttribute('aria-selected', 'true');
  // The #modulo fragment is the focus starting point: the first Tab lands in the wizard.
  await page.keyboard.press('Tab');
  await expect(page.locator('#wizard-requestType-0')).toBeFocused();
  await watchFocusNeverOnBody(page);
  const next = 'button[type="submit"]';

  // Step 1: service, first service.
  await tabTo(page, 'input[name="requestType"]');
  await pressKeepingFocus(page, 'Space');
  await tabTo(page, 'input[name="selectedService"]');
  await pressKeepingFocus(page, 'Space');
  await tabTo(page, next);
  await pressKeepingFocus(page, 'Enter');
  await expect(page.getByRole('heading', { level: 4, name: /Dettagli/ })).toBeFocused();

  // Step 2: project type and timeline.
  await tabTo(page, 'input[name="projectType"]');
  await pressKeepingFocus(page, 'Space');
  await tabTo(page, '#wizard-timeline');
  await pressKeepingFocus(page, 'ArrowDown');
  await tabTo(page, next);
  await pressKeepingFocus(page, 'Enter');
  await expect(page.getByRole('heading', { level: 4, name: /Contatti/ })).toBeFocused();

  // Step 3: contact details, typed.
  for (const [id, text] of [
    ['#wizard-firstName', 'Mario'],
    ['#wizard-lastName', 'Rossi'],
    ['#wizard-email', 'mario.rossi@example.org'],
    ['#wizard-phone', '333 1234567'],
  ] as const) {
    await tabTo(page, id);
    await page.keyboard.type(text);
  }
  await tabTo(page, next);
  await pressKeepingFocus(page, 'Enter');
  await expect(page.getByRole('heading', { level: 4, name: /Conferma/ })).toBeFocused();

  // Back to step 1 with "Indietro" (disabled there: focus must not go with it), then forward again.
  for (let step = 4; step > 1; step -= 1) {
    await tabTo(page, 'button[data-variant="ghost"]:not([disabled])');
    await pressKeepingFocus(page, 'Enter');
  }
  await expect(page.getByRole('heading', { level: 4, name: /Selezione/ })).toBeFocused();
  for (let step = 1; step < 4; step += 1) {
    await tabTo(page, next);
    await pressKeepingFocus(page, 'Enter');
  }

  // Step 4: message, privacy, send.
  await tabTo(page, '#wizard-message');
  await page.keyboard.type('Preventivo per la manutenzione del capannone.');
  await tabTo(page, '#wizard-privacy');
  await pressKeepingFocus(page, 'Space');
  await tabTo(page, next);
  await pressKeepingFocus(page, 'Enter');
  await expect(page.getByRole('heading', { name: 'Richiesta inviata con successo!' })).toBeFocused();
  await expectFocusNeverLost(page);
});
