import { expect, test, type Page, type Route } from '@playwright/test';
import { company } from '../content/company';
import { vehicles } from '../content/fleet';
import { rentalAssistancePage } from '../content/rentalAssistance';
import { vehiclePagePath } from '../lib/vehiclePages';
import { QUEUE_LOCK } from '../lib/offline/quoteQueue';
import {
  collectConsoleProblems,
  dismissCookieBanner,
  expectFocusNotOnBody,
  expectNoAxeViolations,
  isoDay,
  tabTo,
  visit,
} from './helpers';

/**
 * Issue 69: customers with a machine on rent ask for help on /gielle-rental/assistenza. Each
 * request type reaches the mail service with its own template and the fields the office needs;
 * a request made offline waits on the device and leaves once; the code the visitor sees is the
 * one in the mail. The build is made with test ids (package.json, build:e2e) and test content
 * that has a WhatsApp number (e2e/testContent.ts).
 */
const PATH = '/gielle-rental/assistenza';
const MAIL_ENDPOINT = 'https://api.emailjs.com/api/v1.0/email/send';
const CODE = /^GL-[2-9A-HJKMNP-Z]{6}$/;
const FORBIDDEN = 'Errore di autorizzazione con il servizio email. Contattaci direttamente via telefono.';
const { types } = rentalAssistancePage;

interface MailBody {
  template_id?: string;
  template_params?: Record<string, string>;
}

/** Answers the mail service with `status` (200 by default) and keeps what was sent. */
async function interceptMail(page: Page, answer: (route: Route) => Promise<void> = (r) => r.fulfill({ body: 'OK' })) {
  const sent: MailBody[] = [];
  await page.route(MAIL_ENDPOINT, async (route) => {
    sent.push(JSON.parse(route.request().postData() ?? '{}') as MailBody);
    await answer(route);
  });
  return sent;
}

const form = (page: Page) => page.locator('main form');
const submit = (page: Page) => form(page).getByRole('button', { name: /Invia richiesta|Invio in corso/ });

async function fillContact(page: Page) {
  await page.getByLabel('Azienda').fill('Edil Prova S.r.l.');
  await page.getByLabel('Nome e cognome').fill('Anna Bianchi');
  await page.getByRole('textbox', { name: 'Telefono' }).fill('333 1234567');
  await page.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
}

const machine = vehicles[2]!;

/** Each request filled in as a customer would, and what its mail must then say. */
const requests = [
  {
    type: 'guasto',
    fill: async (page: Page) => {
      await page.getByLabel('Mezzo', { exact: true }).selectOption(machine.slug);
      await page.getByLabel(/Indirizzo del cantiere/).fill('Via Etnea 100, Catania');
      await page.getByRole('radio', { name: 'Sì, non si può usare' }).check();
      await page.getByLabel('Cosa succede').fill('Il motore non parte, spia rossa accesa.');
    },
    expected: { mezzo: machine.name, luogo: 'Via Etnea 100, Catania', date: 'Non indicato' },
    details: ['Mezzo fermo: Sì, non si può usare', 'Il motore non parte'],
  },
  {
    type: 'proroga',
    fill: async (page: Page) => {
      await page.getByLabel(/Numero di contratto/).fill('NC-2026-118');
      await page.getByLabel('Nuova data di fine noleggio').fill(isoDay(14));
    },
    expected: { mezzo: 'Un altro mezzo o non lo so', contratto: 'NC-2026-118', luogo: 'Non indicato' },
    details: ['Nuova data di fine noleggio'],
  },
  {
    type: 'ritiro',
    fill: async (page: Page) => {
      await page.getByLabel('Mezzo', { exact: true }).selectOption(machine.slug);
      await page.getByLabel(/Indirizzo del cantiere/).fill('Zona industriale, lotto 12');
      await page.getByLabel('Ultimo giorno di utilizzo').fill(isoDay(2));
      await page.getByLabel('Il mezzo si può ritirare dal').fill(isoDay(3));
      await page.getByLabel('Note per l’accesso').fill('Cancello sul retro, chiedere di Marco.');
    },
    expected: { mezzo: machine.name, luogo: 'Zona industriale, lotto 12' },
    details: ['Note per l’accesso: Cancello sul retro'],
  },
  {
    type: 'altro',
    fill: async (page: Page) => {
      await page.getByLabel('La tua richiesta').fill('Mi servono le copie delle fatture di novembre.');
    },
    expected: { mezzo: 'Un altro mezzo o non lo so', date: 'Non indicato' },
    details: ['Mi servono le copie delle fatture'],
  },
] as const;

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

for (const request of requests) {
  test(`a "${types[request.type].label}" request reaches its template with its fields, and shows its code`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const problems = collectConsoleProblems(page);
    const sent = await interceptMail(page);
    await visit(page, PATH);
    await page.getByRole('radio', { name: types[request.type].label }).check();
    await request.fill(page);
    await fillContact(page);
    await submit(page).click();

    const success = page.getByRole('heading', { name: rentalAssistancePage.success.title });
    await expect(success).toBeFocused();
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.template_id).toBe('test-assistance');
    const params = mail.template_params ?? {};
    expect(params.codice).toMatch(CODE);
    expect(params).toMatchObject({
      tipo: types[request.type].label,
      azienda: 'Edil Prova S.r.l.',
      nome: 'Anna Bianchi',
      telefono: '333 1234567',
      ...request.expected,
    });
    if (request.type === 'proroga') expect(params.date).toMatch(/^Nuova data di fine: \d{2}\/\d{2}\/\d{4}$/);
    if (request.type === 'ritiro')
      expect(params.date).toMatch(/^Ultimo giorno di utilizzo: [\d/]+; ritiro possibile dal [\d/]+$/);
    expect(params.oggetto).toContain(params.codice);
    expect(params.dettagli_completi?.startsWith(`Codice richiesta: ${params.codice}\n`)).toBe(true);
    for (const text of request.details) expect(params.dettagli_completi).toContain(text);

    // The same code on screen, copied by its button.
    const outcome = page.locator('main [role="status"]').filter({ has: success });
    await expect(outcome).toContainText(`Codice richiesta ${params.codice}`);
    await outcome.getByRole('button', { name: 'Copia il codice' }).click();
    await expect(outcome.getByRole('status')).toHaveText('Codice copiato');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(params.codice);
    // The test content has a WhatsApp number: the hand-off carries the request and its code.
    const whatsapp = outcome.getByRole('link', { name: 'Scrivici su WhatsApp' });
    const href = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(href.origin + href.pathname).toBe(`https://wa.me/${company.whatsapp?.wa}`);
    expect(href.searchParams.get('text')).toContain(params.codice);
    expect(href.searchParams.get('text')).toContain(types[request.type].label);
    if (request.type === 'guasto') await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
}

test('an extension ending in the past is refused at its field, and nothing is sent', async ({ page }) => {
  const sent = await interceptMail(page);
  await visit(page, PATH);
  await page.getByRole('radio', { name: types.proroga.label }).check();
  const date = page.getByLabel('Nuova data di fine noleggio');
  await date.fill(isoDay(-1));
  await fillContact(page);
  await submit(page).click();
  await expect(date).toBeFocused();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByText('La nuova data di fine non può essere precedente a oggi')).toBeVisible();
  expect(sent).toHaveLength(0);
});

test('offline, the request waits on the device, can be cancelled, and leaves exactly once online', async ({
  page,
  context,
}) => {
  const mail = { offline: false, bodies: [] as MailBody[] };
  await context.route(MAIL_ENDPOINT, async (route) => {
    if (mail.offline) return route.abort('internetdisconnected');
    mail.bodies.push(JSON.parse(route.request().postData() ?? '{}') as MailBody);
    return route.fulfill({ body: 'OK' });
  });
  await visit(page, PATH);
  const sendOffline = async (text: string) => {
    await page.getByRole('radio', { name: types.altro.label }).check();
    await page.getByLabel('La tua richiesta').fill(text);
    await fillContact(page);
    await submit(page).click();
    await expect(
      page.getByRole('heading', { name: 'Richiesta salvata: la invieremo appena torni online' }),
    ).toBeFocused();
    const code = (await page.locator('main strong').filter({ hasText: /^GL-/ }).first().textContent()) ?? '';
    expect(code).toMatch(CODE);
    return code;
  };

  // One made offline and cancelled on the spot: it must never leave.
  mail.offline = true;
  await context.setOffline(true);
  const cancelled = await sendOffline('Richiesta da annullare');
  await page.getByRole('button', { name: `Annulla la richiesta ${cancelled}` }).click();
  await expect(page.getByRole('heading', { name: 'Richiesta annullata' })).toBeVisible();

  // Another, kept: the next visit lists it above the form.
  await context.setOffline(false);
  await visit(page, PATH);
  await context.setOffline(true);
  const kept = await sendOffline('Richiesta da inviare');
  await expect(page.getByRole('region', { name: 'Richieste in attesa di invio' })).toContainText(kept);
  expect(mail.bodies).toHaveLength(0);
  await expectNoAxeViolations(page);

  mail.offline = false;
  await context.setOffline(false);
  await expect.poll(() => mail.bodies.length, { timeout: 15_000 }).toBe(1);
  // The outbox's lock is free again: a second send would have happened by now.
  await expect
    .poll(() =>
      page.evaluate(async (name) => {
        const { held = [], pending: waiting = [] } = await navigator.locks.query();
        return [...held, ...waiting].filter((lock) => lock.name === name).length;
      }, QUEUE_LOCK),
    )
    .toBe(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('gielle.quote-requests-pending'))).toBeNull();
  expect(mail.bodies).toHaveLength(1);
  expect(mail.bodies[0]?.template_id).toBe('test-assistance');
  expect(mail.bodies[0]?.template_params?.codice).toBe(kept);
  expect(JSON.stringify(mail.bodies)).not.toContain(cancelled);
});

test('a 403 says so in the wizard’s words, keeps what was typed, and offers the mail app with the code', async ({
  page,
}) => {
  const sent = await interceptMail(page, (route) => route.fulfill({ status: 403, body: 'Forbidden' }));
  await visit(page, PATH);
  await page.getByRole('radio', { name: types.altro.label }).check();
  await page.getByLabel('La tua richiesta').fill('Serve il libretto del mezzo.');
  await fillContact(page);
  await submit(page).click();
  const alert = form(page).getByRole('alert');
  await expect(alert).toContainText(FORBIDDEN);
  const code = sent[0]?.template_params?.codice ?? '';
  expect(code).toMatch(CODE);
  const mailto = new URL((await alert.getByRole('link').getAttribute('href')) ?? '');
  expect(mailto.pathname).toBe(company.email.info);
  expect(mailto.searchParams.get('body')).toContain(`Codice richiesta: ${code}`);
  await expect(page.getByLabel('La tua richiesta')).toHaveValue('Serve il libretto del mezzo.');
  await expectNoAxeViolations(page);
  // Not kept to retry: a 403 would fail again.
  expect(await page.evaluate(() => localStorage.getItem('gielle.quote-requests-pending'))).toBeNull();
});

test('a vehicle page’s link opens the form with that machine chosen', async ({ page }) => {
  await visit(page, vehiclePagePath(machine.slug));
  await page.getByRole('link', { name: 'Chiedi assistenza, una proroga o il ritiro' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}\\?mezzo=${machine.slug}$`));
  await expect(page.getByLabel('Mezzo', { exact: true })).toHaveValue(machine.slug);
});

test('the rental page, the footer and the /contatti assistance card lead here', async ({ page }) => {
  await visit(page, '/gielle-rental');
  await expect(page.locator('main').getByRole('link', { name: /Guasto, proroga o ritiro/ })).toHaveAttribute(
    'href',
    PATH,
  );
  await expect(page.locator('footer').getByRole('link', { name: 'Assistenza noleggio' })).toHaveAttribute('href', PATH);
  await visit(page, '/contatti');
  await expect(page.locator('main').getByRole('link', { name: /Mezzo a noleggio: guasto/ })).toHaveAttribute(
    'href',
    PATH,
  );
});

test('the breakdown line comes first, with its hours and whether it answers now', async ({ page }) => {
  const { assistance } = company.hours;
  // A Saturday morning in Catania: closed until Monday.
  await page.clock.setFixedTime(new Date('2026-12-12T10:00:00+01:00'));
  await visit(page, PATH);
  const line = page.getByRole('region', { name: rentalAssistancePage.breakdown.title });
  const call = line.getByRole('link', { name: new RegExp(rentalAssistancePage.breakdown.call) });
  await expect(call).toHaveAttribute('href', `tel:${company.assistancePhone.tel}`);
  await expect(line).toContainText(`dalle ${assistance.opens} alle ${assistance.closes}`);
  await expect(line.getByRole('status')).toHaveText(
    `Adesso la linea è chiusa: risponde di nuovo lunedì alle ${assistance.opens}.`,
  );
  // Above the form, in reading order.
  const order = await page.evaluate(() => {
    const region = document.querySelector('#assistenza-guasto');
    const formElement = document.querySelector('main form');
    return region && formElement ? region.compareDocumentPosition(formElement) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
  });
  expect(order).toBeTruthy();
  await expect(line.getByRole('link', { name: 'Scrivici su WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);

  await page.clock.setFixedTime(new Date('2026-12-14T10:00:00+01:00'));
  await visit(page, PATH);
  await expect(line.getByRole('status')).toHaveText(`La linea è aperta adesso, fino alle ${assistance.closes}.`);
});

test('axe finds nothing with every request type open and every error shown', async ({ page }) => {
  await visit(page, PATH);
  await submit(page).click();
  await expect(page.getByRole('radio').first()).toBeFocused();
  await expectNoAxeViolations(page);
  for (const type of ['guasto', 'proroga', 'ritiro', 'altro'] as const) {
    await page.getByRole('radio', { name: types[type].label }).check();
    await submit(page).click();
    await expectFocusNotOnBody(page, `errors of ${type}`);
    await expectNoAxeViolations(page);
  }
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('keyboard only: a breakdown from the first field to the code', async ({ page }) => {
    const sent = await interceptMail(page);
    await visit(page, PATH);
    const first = page.getByRole('radio', { name: types.guasto.label });
    await tabTo(page, first);
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    const tabFill = async (name: string | RegExp, text: string) => {
      const field = page.getByRole('textbox', { name });
      await tabTo(page, field);
      await page.keyboard.type(text);
    };
    await tabTo(page, page.getByLabel('Mezzo', { exact: true }));
    await page.keyboard.press('ArrowDown');
    await tabFill(/Indirizzo del cantiere/, 'Via Etnea 1');
    await tabTo(page, page.getByRole('radio', { name: 'Sì, non si può usare' }));
    await page.keyboard.press('Space');
    await tabFill('Cosa succede', 'Perde olio idraulico.');
    await tabFill('Azienda', 'Edil Prova');
    await tabFill('Nome e cognome', 'Anna Bianchi');
    await tabFill('Telefono', '333 1234567');
    await tabTo(page, page.getByRole('checkbox', { name: /informativa sulla privacy/ }));
    await page.keyboard.press('Space');
    await tabTo(page, submit(page));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: rentalAssistancePage.success.title })).toBeFocused();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.template_params?.mezzo).toBe(vehicles[0]?.name);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test('the wizard’s success shows its own code, the one at the top of its mail', async ({ page }) => {
  const sent = await interceptMail(page);
  await visit(page, '/contatti#modulo');
  const wizard = page.locator('#modulo');
  await page.getByRole('radio', { name: 'Servizio', exact: true }).check();
  await page.getByRole('radio', { name: 'Manutenzioni' }).check();
  await wizard.getByRole('button', { name: 'Avanti' }).click();
  await page.getByRole('radio', { name: 'Manutenzione', exact: true }).check();
  await page.getByLabel('Tempistica prevista').selectOption('breve');
  await wizard.getByRole('button', { name: 'Avanti' }).click();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Mario');
  await page.getByLabel('Cognome').fill('Rossi');
  await page.getByLabel('Email').fill('mario.rossi@example.org');
  await page.getByRole('textbox', { name: 'Telefono' }).fill('333 1234567');
  await wizard.getByRole('button', { name: 'Avanti' }).click();
  await page.getByLabel('Messaggio').fill('Preventivo per la manutenzione.');
  await page.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await wizard.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(wizard.getByRole('heading', { name: 'Richiesta inviata con successo!' })).toBeFocused();
  const code = /^Codice richiesta: (GL-\w+)/.exec(sent[0]?.template_params?.dettagli_completi ?? '')?.[1] ?? '';
  expect(code).toMatch(CODE);
  await expect(wizard).toContainText(`Codice richiesta ${code}`);
  await expect(wizard.getByRole('button', { name: 'Copia il codice' })).toBeVisible();
  const whatsapp = new URL(
    (await wizard.getByRole('link', { name: 'Scrivici su WhatsApp' }).getAttribute('href')) ?? '',
  );
  expect(whatsapp.searchParams.get('text')).toContain(code);
});
