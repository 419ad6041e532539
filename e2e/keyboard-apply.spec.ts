import { expect, test, type Page } from '@playwright/test';
import { company } from '../content/company';
import { dismissCookieBanner, focusProblem, pressAndSeeFocus, tabSeeingFocus, visit } from './helpers';
import { captured, captureMailto } from './mailtoCapture';
import { settled } from './pageChecks';
import { OPEN_POSITION } from './testContent';
import { PHONE_WALK_WIDTH } from './tiers';

/*
 * Issue 60: applying to a position with the keyboard alone, on a phone. From the position's page,
 * Tab to "Candidati", Enter, and the careers form opens with that position chosen and focus on its
 * title; Tab through the fields typing, Space on the privacy box, Enter on "Prepara email". After
 * every key focus is where a sighted keyboard user sees it (focusProblem, e2e/helpers.ts).
 */

/** Tab to the field named `name`, checking focus after every press, then type `text`. */
async function typeInto(page: Page, name: string | RegExp, text: string) {
  const field = page.getByRole('textbox', { name, exact: true });
  await tabSeeingFocus(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
  await captureMailto(page);
});

test(`apply to a position with the keyboard alone at ${PHONE_WALK_WIDTH} px`, async ({ page }) => {
  await page.setViewportSize({ width: PHONE_WALK_WIDTH, height: 740 });
  await visit(page, `/lavora-con-noi/${OPEN_POSITION.slug}`);
  await settled(page);

  const apply = page.getByRole('link', { name: 'Candidati', exact: true }).first();
  await tabSeeingFocus(page, apply);
  await pressAndSeeFocus(page, 'Enter', 'Enter on Candidati');
  await expect(page).toHaveURL(/\/lavora-con-noi#candidatura$/);
  await expect(page.getByRole('heading', { name: 'Invia la tua candidatura' })).toBeFocused();
  expect(await focusProblem(page), 'focus on arrival at the form').toBeNull();

  await typeInto(page, 'Nome', 'Maria');
  await typeInto(page, 'Cognome', 'Rossi');
  await typeInto(page, 'Email', 'maria.rossi@example.org');
  await typeInto(page, 'Telefono', '333 1234567');
  // The type and the position arrive chosen: Tab passes over them.
  const type = page.getByRole('combobox', { name: /Tipo di candidatura/ });
  await tabSeeingFocus(page, type);
  await expect(type).toHaveValue('posizione');
  const position = page.getByRole('combobox', { name: /Posizione aperta/ });
  await tabSeeingFocus(page, position);
  await expect(position).toHaveValue(OPEN_POSITION.slug);
  await typeInto(page, /Lettera di presentazione/, 'Ho guidato carrelli elevatori per cinque anni.');
  const privacy = page.getByRole('checkbox', { name: /informativa sulla privacy/ });
  await tabSeeingFocus(page, privacy);
  await pressAndSeeFocus(page, 'Space', 'Space on the privacy box');
  await expect(privacy).toBeChecked();
  const submit = page.getByRole('button', { name: 'Prepara email' });
  await tabSeeingFocus(page, submit);
  await pressAndSeeFocus(page, 'Enter', 'Enter on Prepara email');
  await expect(page.getByText('Email Preparata!')).toBeVisible();
  await expect(submit).toBeFocused();
  const url = new URL((await captured(page))[0]!);
  expect(url.pathname).toBe(company.email.hr);
  expect(url.searchParams.get('subject')).toBe(`Candidatura per ${OPEN_POSITION.title} - Maria Rossi`);
});
