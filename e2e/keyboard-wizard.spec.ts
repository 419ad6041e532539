import { expect, test, type Locator, type Page } from '@playwright/test';
import { services } from '../content/services';
import { quoteRequestHref } from '../lib/quoteLinks';
import { OTHER_WIDTHS_TAG, walkTags } from './tiers';
import { servicePath } from '../lib/servicePath';
import {
  dismissCookieBanner,
  expectNoAxeViolations,
  focusProblem,
  pressAndSeeFocus,
  tabSeeingFocus,
  visit,
} from './helpers';

/*
 * Issue 23: keyboard and screen-reader users keep their place in the request wizard.
 * Arriving at /contatti#modulo (a full load or a client-side navigation) lands focus on the
 * wizard, and every step change ("Avanti", "Indietro"; mouse, Enter or Space; with and without
 * reduced motion; a request of 1 or of 18 vehicles) leaves the new step's heading focused and
 * fully in view below the sticky header (docs/quality-bars.md, "keyboard").
 */

const MAIL_ENDPOINT = 'https://api.emailjs.com/api/v1.0/email/send';
const viewports = [
  { width: 360, height: 740 },
  { width: 1366, height: 900 },
] as const;
const allVehicles = Array.from({ length: 18 }, (_, index) => index + 1);
const listHref = (vehicleIds: number[]) => quoteRequestHref({ requestType: 'rental', vehicleIds });
const service = services.find((item) => item.slug === 'manutenzioni')!;

const wizard = (page: Page) => page.locator('#modulo');
const form = (page: Page) => wizard(page).locator('form');
const title = (page: Page) => wizard(page).getByRole('heading', { level: 3, name: 'Richiedi un preventivo' });
const stepHeading = (page: Page, step: number, name: string) =>
  wizard(page).getByRole('heading', { level: 4, name: `Passo ${step} di 4 ${name}` });
const next = (page: Page) => wizard(page).getByRole('button', { name: 'Avanti' });
const back = (page: Page) => wizard(page).getByRole('button', { name: 'Indietro' });

/**
 * Dates to type into a date field, as its eight digits: the first days after today whose day
 * and month are the same number (03/03, then 04/04), so the keys are right whether the browser's
 * locale orders the field dd/mm or mm/dd (headless Chromium keeps its own, whatever the page's).
 */
function sameDayAndMonthDates(count: number): string[] {
  const today = new Date();
  const dates: string[] = [];
  for (let year = today.getFullYear(); dates.length < count; year += 1) {
    for (let month = 1; month <= 12 && dates.length < count; month += 1) {
      if (new Date(year, month - 1, month) <= today) continue;
      const two = String(month).padStart(2, '0');
      dates.push(`${two}${two}${year}`);
    }
  }
  return dates;
}
const [startDay, endDay] = sameDayAndMonthDates(2) as [string, string];

/** Step 3's required fields, filled (not typed: these runs are about the step changes). */
async function fillContact(page: Page) {
  await page.locator('#wizard-firstName').fill('Mario');
  await page.locator('#wizard-lastName').fill('Rossi');
  await page.locator('#wizard-email').fill('mario.rossi@example.org');
  await page.locator('#wizard-phone').fill('333 1234567');
}

/** Whether focus is inside `root` now. */
const focusInside = (root: Locator) => root.evaluate((node) => node.contains(document.activeElement));

/** The wizard has hydrated on the form tab (its "Avanti" works only with its script). */
async function wizardReady(page: Page) {
  await expect(page.getByRole('tab', { name: 'Modulo di contatto' })).toHaveAttribute('aria-selected', 'true');
  await expect(next(page)).toBeEnabled();
}

/**
 * Landed on the form: the wizard's heading has focus, in view, and the first Tab goes into the
 * form. `soft` lets a longer walk go on and report what follows too.
 */
async function expectArrivedAtForm(page: Page, { soft = false } = {}) {
  const check = soft ? expect.soft : expect;
  await wizardReady(page);
  await check(title(page), 'focus on arrival at #modulo').toBeFocused();
  check(await focusProblem(page), 'focus on arrival at #modulo').toBeNull();
  await pressAndSeeFocus(page, 'Tab', 'the first Tab after arriving');
  check(await focusInside(form(page)), 'the first Tab goes into the form').toBe(true);
}

/** After a step change: the new step's heading has focus, fully in view and clear of the sticky header. */
async function expectStep(page: Page, step: number, name: string, how: string) {
  await expect(stepHeading(page, step, name), `step ${step} after ${how}`).toBeFocused();
  expect(await focusProblem(page), `step ${step} heading after ${how}`).toBeNull();
}

/**
 * Tab, as fast as a practised keyboard user, until `target` has focus: no pause for the smooth
 * scroll each Tab starts, so the next key can land while the page is still moving.
 */
async function tabQuicklyTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by Tab within ${limit} presses`).toBeFocused();
}

/**
 * Enter or Space on a wizard button, then checks the step it opens. `quickly`: the button is
 * reached by quick Tabs and pressed at once (the case: "Avanti" pressed while the scroll
 * that brought it into view was still running); otherwise each Tab is checked once settled.
 */
async function keyOn(
  page: Page,
  button: Locator,
  key: 'Enter' | 'Space',
  step: number,
  name: string,
  { quickly = false } = {},
) {
  if (quickly) await tabQuicklyTo(page, button);
  else await tabSeeingFocus(page, button);
  await pressAndSeeFocus(page, key, `${key} on ${await button.textContent()}`);
  await expectStep(page, step, name, key);
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

/** Every way of changing step, each leaving the new step's heading focused and in view. */
async function changeStepsEveryWay(page: Page, count: number, motion: 'reduce' | 'no-preference') {
  await page.emulateMedia({ reducedMotion: motion });
  await visit(page, listHref(allVehicles.slice(0, count)));
  await wizardReady(page);

  await keyOn(page, next(page), 'Enter', 2, 'Dettagli', { quickly: true });
  await keyOn(page, back(page), 'Space', 1, 'Selezione', { quickly: true });
  await next(page).click();
  await expectStep(page, 2, 'Dettagli', 'a click on Avanti');
  await back(page).click();
  await expectStep(page, 1, 'Selezione', 'a click on Indietro');
  await keyOn(page, next(page), 'Space', 2, 'Dettagli', { quickly: true });

  await tabSeeingFocus(page, page.locator('#wizard-rentalDuration'));
  await page.keyboard.type('Flessibile');
  await tabSeeingFocus(page, page.locator('#wizard-startDate'));
  await page.keyboard.type(startDay);
  await next(page).click();
  await expectStep(page, 3, 'Contatti', 'a click on Avanti');
  await back(page).click();
  await expectStep(page, 2, 'Dettagli', 'a click on Indietro');
  await keyOn(page, next(page), 'Enter', 3, 'Contatti', { quickly: true });
  await keyOn(page, back(page), 'Enter', 2, 'Dettagli', { quickly: true });
  await keyOn(page, next(page), 'Space', 3, 'Contatti', { quickly: true });

  await fillContact(page);
  await next(page).click();
  await expectStep(page, 4, 'Conferma', 'a click on Avanti');
  await keyOn(page, back(page), 'Space', 3, 'Contatti', { quickly: true });
  await keyOn(page, next(page), 'Enter', 4, 'Conferma', { quickly: true });
  await back(page).click();
  await expectStep(page, 3, 'Contatti', 'a click on Indietro');
}

for (const viewport of viewports) {
  // The phone's walks are npm test's; the other widths' the full tier's (docs/testing.md, "Two tiers").
  const tag = walkTags(viewport.width);
  test.describe(`keyboard wizard at ${viewport.width} px`, { tag }, () => {
    test.use({ viewport, locale: 'it-IT' });

    test('a service page quote link, by keyboard, lands in the form', async ({ page }) => {
      await visit(page, servicePath(service));
      const quote = page.locator('main a[data-service-quote]');
      await tabSeeingFocus(page, quote);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/contatti#modulo$/);
      await expectArrivedAtForm(page);
      await expect(wizard(page).getByRole('radio', { name: 'Servizio', exact: true })).toBeFocused();
    });

    test('a full load of /contatti#modulo, and the in-page link to the form, land in the form', async ({ page }) => {
      await visit(page, '/contatti#modulo');
      await expectArrivedAtForm(page);
      // Back to the other tab (the tab list's arrow keys), then its link to the form: a hash change, not a load.
      await tabSeeingFocus(page, page.getByRole('tab', { name: 'Modulo di contatto' }), { back: true, limit: 5 });
      await pressAndSeeFocus(page, 'ArrowLeft');
      await expect(page.getByRole('tab', { name: 'Informazioni di contatto' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const link = page.getByRole('link', { name: 'Apri il modulo di richiesta' });
      await tabSeeingFocus(page, link);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/contatti#modulo$/);
      await expectArrivedAtForm(page);
    });

    test('18 vehicles, keys only, to a sent request: focus always seen, each step heading in view, no axe violation on any step', async ({
      page,
    }) => {
      test.slow();
      await page.route(MAIL_ENDPOINT, (route) => route.fulfill({ status: 200, body: 'OK' }));
      await visit(page, listHref(allVehicles));
      await expectArrivedAtForm(page, { soft: true });
      await expect(wizard(page).getByRole('heading', { name: 'Mezzi nella richiesta (18)' })).toBeVisible();
      // Each step is scanned as it first opens, its heading at the top: scanned later, after
      // filling, a link scrolled half under the sticky header reads as too small a target (2.5.8).
      await expectNoAxeViolations(page, '#modulo');

      // Step 1: the request list is already chosen.
      await keyOn(page, next(page), 'Enter', 2, 'Dettagli');
      await expectNoAxeViolations(page, '#modulo');

      // Step 2: duration by type-ahead, start and end dates typed.
      await tabSeeingFocus(page, page.locator('#wizard-rentalDuration'));
      await page.keyboard.type('Settimanale');
      await tabSeeingFocus(page, page.locator('#wizard-startDate'));
      await page.keyboard.type(startDay);
      await tabSeeingFocus(page, page.locator('#wizard-endDate'));
      await page.keyboard.type(endDay);
      await keyOn(page, next(page), 'Enter', 3, 'Contatti');
      await expectNoAxeViolations(page, '#modulo');

      // Step 3, then back to step 2 with Space and on again with Enter.
      for (const [id, text] of [
        ['#wizard-firstName', 'Mario'],
        ['#wizard-lastName', 'Rossi'],
        ['#wizard-email', 'mario.rossi@example.org'],
        ['#wizard-phone', '333 1234567'],
      ] as const) {
        await tabSeeingFocus(page, page.locator(id));
        await page.keyboard.type(text);
      }
      await keyOn(page, back(page), 'Space', 2, 'Dettagli');
      await keyOn(page, next(page), 'Enter', 3, 'Contatti');
      await keyOn(page, next(page), 'Space', 4, 'Conferma');
      await expectNoAxeViolations(page, '#modulo');

      // Step 4: back with Enter, forward again, then the message, privacy and send.
      await keyOn(page, back(page), 'Enter', 3, 'Contatti');
      await keyOn(page, next(page), 'Enter', 4, 'Conferma');
      await tabSeeingFocus(page, page.locator('#wizard-message'));
      await page.keyboard.type('Consegna in cantiere a Catania.');
      await tabSeeingFocus(page, page.locator('#wizard-privacy'));
      await pressAndSeeFocus(page, 'Space', 'Space on the privacy checkbox');
      const send = wizard(page).getByRole('button', { name: 'Invia richiesta' });
      await tabSeeingFocus(page, send);
      await pressAndSeeFocus(page, 'Enter', 'Enter on Invia richiesta');
      await expect(page.getByRole('heading', { name: 'Richiesta inviata con successo!' })).toBeFocused();
      expect(await focusProblem(page), 'the success heading').toBeNull();
      await expectNoAxeViolations(page, '#modulo');
    });

    for (const count of [1, 18]) {
      for (const motion of ['reduce', 'no-preference'] as const) {
        test(`${count} vehicle(s), ${motion} motion: every step change by mouse, Enter and Space keeps the heading in view`, async ({
          page,
        }) => {
          test.slow();
          await changeStepsEveryWay(page, count, motion);
        });
      }
    }
  });
}

// A tablet width too, for the step changes (issue 23 asks 360, 768 and 1366 px).
test.describe('keyboard wizard at 768 px', { tag: OTHER_WIDTHS_TAG }, () => {
  test.use({ viewport: { width: 768, height: 1024 }, locale: 'it-IT' });
  for (const count of [1, 18]) {
    test(`${count} vehicle(s): every step change by mouse, Enter and Space keeps the heading in view`, async ({
      page,
    }) => {
      test.slow();
      await changeStepsEveryWay(page, count, 'no-preference');
    });
  }
});
