import { expect, test, type Page, type Route } from '@playwright/test';
import { company } from '../content/company';
import { collectConsoleProblems, dismissCookieBanner, expectNoAxeViolations, visit } from './helpers';
import { settled } from './pageChecks';

const MAIL_ENDPOINT = 'https://api.emailjs.com/api/v1.0/email/send';

async function interceptMail(
  page: Page,
  answer: (route: Route) => Promise<void> = (route) => route.fulfill({ status: 200, body: 'OK' }),
) {
  const sent: Record<string, unknown>[] = [];
  await page.route(MAIL_ENDPOINT, async (route) => {
    sent.push(JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>);
    await answer(route);
  });
  return sent;
}

const subject = (page: Page) => page.getByLabel('Oggetto');
const message = (page: Page) => page.getByLabel('Messaggio');
const send = (page: Page) => page.getByRole('button', { name: /Invia segnalazione|Invio in corso/ });

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test('the card: fields, anonymity box, home link, pointer to whistleblowing', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await visit(page, '/segnalazione-anonima');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Segnalazione anonima');
  await expect(page.getByRole('region', { name: 'Garanzia di anonimato' })).toContainText('indirizzo IP');
  await expect(page.locator('main').getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  await expect(page.locator('main').getByRole('link', { name: 'Whistleblowing', exact: true })).toHaveAttribute(
    'href',
    '/whistleblowing',
  );
  // axe on the page as it loads: the crawl's (e2e/pages.spec.ts), once a page.
  await settled(page);
  expect(problems).toEqual([]);
});

test('no request leaves the page before send, and the mail code is fetched only on send', async ({ page }) => {
  const origin = new URL(page.url() === 'about:blank' ? 'http://localhost' : page.url()).hostname;
  const requests: string[] = [];
  const scripts: { url: string; body: string }[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
  });
  await visit(page, '/segnalazione-anonima');
  await settled(page);
  await subject(page).fill('Prova');
  await message(page).fill('Nessuna richiesta prima di premere invia.');
  // What typing set off (a draft save, a lazy chunk) has arrived and been counted.
  await settled(page);
  const external = requests.filter((url) => new URL(url).hostname !== origin && !url.startsWith('data:'));
  expect(external).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => script.body.includes('api.emailjs.com')).map((s) => s.url)).toEqual([]);

  const sent = await interceptMail(page);
  await send(page).click();
  await expect(page.getByRole('heading', { name: 'Segnalazione inviata' })).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(scripts.some((script) => script.body.includes('api.emailjs.com'))).toBe(true);
});

test('send is disabled until both fields have text, then sends exactly the five params', async ({ page }) => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const sent = await interceptMail(page, async (route) => {
    await gate;
    await route.fulfill({ status: 200, body: 'OK' });
  });
  await visit(page, '/segnalazione-anonima');
  await expect(send(page)).toBeDisabled();
  await subject(page).fill('   ');
  await message(page).fill('  \n ');
  await expect(send(page)).toBeDisabled();
  await subject(page).fill('  Scaffale instabile  ');
  await expect(send(page)).toBeDisabled();
  await message(page).fill(' Nel magazzino B uno scaffale <script>alert(1)</script> oscilla. ');
  await expect(send(page)).toBeEnabled();
  await expect(page.getByText(`${'  Scaffale instabile  '.length} / 200 caratteri`)).toBeVisible();
  await send(page).dblclick();
  await expect(page.getByRole('button', { name: 'Invio in corso...' })).toBeDisabled();
  release();
  await expect(page.getByRole('heading', { name: 'Segnalazione inviata' })).toBeFocused();
  expect(sent).toHaveLength(1);
  const body = sent[0]!;
  expect(body).toMatchObject({ user_id: 'test-public-key', service_id: 'test-service', template_id: 'test-report' });
  const params = body.template_params as Record<string, string>;
  expect(Object.keys(params).sort()).toEqual(['from_name', 'message', 'subject', 'timestamp', 'to_email']);
  expect(params).toMatchObject({
    to_email: company.email.reports,
    from_name: 'anonymous report - website',
    subject: 'Scaffale instabile',
    message: 'Nel magazzino B uno scaffale <script>alert(1)</script> oscilla.',
  });
  expect(params.timestamp).toMatch(
    /^\d{1,2} (gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) \d{4} alle ore \d{2}:\d{2}$/,
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: "Invia un'altra segnalazione" }).click();
  await expect(subject(page)).toHaveValue('');
  await expect(message(page)).toHaveValue('');
  await expect(subject(page)).toBeFocused();
  await expect(send(page)).toBeDisabled();
});

test('a failure shows the error text above the form, keeps the form, and typing clears it', async ({ page }) => {
  // The SDK's 10 s rate limit reads Date.now: held still (timers run on), the second send below
  // comes "at once" however long the axe scan took on a busy machine.
  await page.clock.setFixedTime(new Date('2026-03-02T10:00:00+01:00'));
  await interceptMail(page, (route) => route.fulfill({ status: 500, body: 'Server down' }));
  await visit(page, '/segnalazione-anonima');
  await subject(page).fill('Oggetto');
  await message(page).fill('Messaggio della segnalazione');
  await send(page).click();
  const alert = page.locator('main').getByRole('alert');
  await expect(alert).toHaveText("Errore durante l'invio: Server down");
  const alertBox = await alert.boundingBox();
  const formBox = await subject(page).boundingBox();
  expect(alertBox!.y).toBeLessThan(formBox!.y);
  await expect(subject(page)).toHaveValue('Oggetto');
  await expect(message(page)).toHaveValue('Messaggio della segnalazione');
  await expectNoAxeViolations(page);
  await message(page).pressSequentially('!');
  await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
  // A second send at once is stopped by the 10 s rate limit, with its own message.
  await send(page).click();
  await expect(page.locator('main').getByRole('alert')).toContainText('attendi qualche secondo');
});

test('a network failure shows its message; an empty answer gives "Errore sconosciuto"', async ({ page, context }) => {
  await interceptMail(page, (route) => route.abort('failed'));
  await visit(page, '/segnalazione-anonima');
  await subject(page).fill('Oggetto');
  await message(page).fill('Messaggio');
  await send(page).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText(/^Errore durante l'invio: .+/);
  await expect(page.locator('main').getByRole('alert')).not.toHaveText("Errore durante l'invio: Errore sconosciuto");

  const second = await context.newPage();
  await second.addInitScript(() => window.localStorage.clear());
  await interceptMail(second, (route) => route.fulfill({ status: 502, body: '' }));
  await second.goto('/segnalazione-anonima');
  await second.getByLabel('Oggetto').fill('Oggetto');
  await second.getByLabel('Messaggio').fill('Messaggio');
  await second.getByRole('button', { name: 'Invia segnalazione' }).click();
  await expect(second.locator('main').getByRole('alert')).toHaveText("Errore durante l'invio: Errore sconosciuto");
});

test('a filled honeypot sends nothing', async ({ page }) => {
  const sent = await interceptMail(page);
  await visit(page, '/segnalazione-anonima');
  await subject(page).fill('Spam');
  await message(page).fill('Spam');
  await page.locator('#report-website').fill('http://spam.example', { force: true });
  await send(page).click();
  await expect(page.getByRole('heading', { name: 'Segnalazione inviata' })).toBeVisible();
  expect(sent).toHaveLength(0);
});

test('at 360 px nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await visit(page, '/segnalazione-anonima');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
