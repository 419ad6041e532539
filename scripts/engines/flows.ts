/**
 * What the cross-engine check does in each engine, written once against EngineDriver: every
 * page loaded and checked, and the main flows a visitor goes through, driven by real clicks and
 * typing. Each function throws, naming what went wrong; the check records it and goes on.
 */
import { vehicles } from '../../content/fleet';
import { fleetFinderText as finder } from '../../content/fleetFinder';
import { serviceCentre } from '../../content/serviceCentre';
import { CONSENT_STORAGE_KEY } from '../../lib/consent';
import { vehiclePagePath } from '../../lib/vehiclePages';
import { FORWARDING_PAGE } from '../../e2e/policy';
import { js, NO_SCRIPT, waitFor, waitThroughNavigation, type EngineDriver } from './driver';

/** Page expression: the first element matching a CSS selector. */
const q = (selector: string) => `document.querySelector(${js(selector)})`;
/**
 * Page expression: the first element matching selector whose name matches (exact, or "/regex/"),
 * inside root (a page expression), visible ones first (see __engines.find in ./inpage.js).
 */
const find = (selector: string, name?: string, root?: string) =>
  `__engines.find(${js(selector)}, ${js(name ?? null)}${root ? `, ${root}` : ''})`;
const button = (name: string, root?: string) => find('button, [role="button"]', name, root);
const link = (name: string, root?: string) => find('a[href]', name, root);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A form field by its label, whose required mark (" *") is optional. */
const field = (label: string, root?: string) =>
  find('input, select, textarea', `/^${escapeRegExp(label)}( \\*)?$/`, root);
const radio = (label: string, root?: string) => find('input[type="radio"]', `/^${escapeRegExp(label)}$/`, root);
const wizard = '#modulo';
const dialog = (title: string) => find('dialog[open], [role="dialog"]', title);
const isShown = (element: string) => `((element) => !!element && __engines.visible(element))(${element})`;

export class CheckFailure extends Error {}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new CheckFailure(message);
}

/** Fails listing every problem or violation recorded since the last call. */
export async function expectNoProblems(driver: EngineDriver, where: string) {
  const taken = await driver.takeProblems();
  const all = [...taken.violations.map((v) => `violation: ${v}`), ...taken.problems];
  check(all.length === 0, `${where}: ${all.join('; ')}`);
}

async function hydrated(driver: EngineDriver, where: string) {
  await waitFor(driver, "__engines.hydrated() === 'yes'", `hydration of ${where}`, 20_000).catch(async () => {
    const state = await driver.evaluate<string>(`window.__engines ? __engines.hydrated() : ${js(NO_SCRIPT)}`);
    throw new CheckFailure(`${where}: not hydrated: ${state}`);
  });
}

/** Loads a page and waits for React to hydrate it. */
export async function open(driver: EngineDriver, path: string) {
  await driver.goto(path);
  await hydrated(driver, path);
}

/**
 * Every page: it hydrates the server's DOM in place, with no script error and no policy
 * violation, nothing sticks out sideways at this width, and the policy holds: an injected
 * inline script does not run, and the listener sees it refused (so "no violation" means none).
 */
export async function checkPage(driver: EngineDriver, path: string) {
  await open(driver, path);
  // Late work (lazy images, effects) counts too.
  await driver.evaluate('new Promise((resolve) => setTimeout(resolve, 150))');
  await expectNoProblems(driver, path);
  const overflow = await driver.evaluate<number>('__engines.overflow()');
  check(overflow <= 0, `${path}: the page is ${overflow} px wider than the window`);
  const ran = await driver.evaluate<boolean>('__engines.probe()');
  check(!ran, `${path}: an injected inline script ran: the policy is not enforced`);
  await driver.evaluate('new Promise((resolve) => setTimeout(resolve, 50))');
  const probe = await driver.takeProblems();
  check(
    probe.violations.length > 0 && probe.violations.every((v) => /^script-src(-elem)? blocked inline/.test(v)),
    `${path}: the listener did not see the injected script refused (saw: ${probe.violations.join('; ') || 'nothing'})`,
  );
}

/** /giellerental, the old address, forwards to /gielle-rental (a meta refresh on a static host). */
export async function forwardingPage(driver: EngineDriver) {
  await driver.goto(FORWARDING_PAGE);
  await waitThroughNavigation(
    driver,
    "location.pathname === '/gielle-rental'",
    `${FORWARDING_PAGE} to forward to /gielle-rental`,
  );
  await hydrated(driver, `${FORWARDING_PAGE} → /gielle-rental`);
  await expectNoProblems(driver, FORWARDING_PAGE);
}

const banner = q('section[aria-labelledby="cookie-banner-title"]');
const storedChoice = `(JSON.parse(localStorage.getItem(${js(CONSENT_STORAGE_KEY)}) || 'null') || {}).choice || null`;

/**
 * Clicks an element once it has a box. Firefox refuses a click on one that has none yet ("Node is
 * either not clickable or not an Element"), as the cookie step did once in a CI run: a banner
 * still opening, a footer button of a page still laying out.
 */
async function clickWhenShown(driver: EngineDriver, element: string, what: string) {
  await waitFor(driver, isShown(element), what);
  await driver.click(element);
}

/** A first visit: the banner; closing keeps technical cookies only, remembered; the footer reopens it; Accetta. */
export async function cookieChoice(driver: EngineDriver) {
  // A first visit even on a second try: no choice stored.
  await driver.goto('/');
  await driver.evaluate(`localStorage.removeItem(${js(CONSENT_STORAGE_KEY)})`);
  await open(driver, '/');
  await waitFor(driver, isShown(banner), 'the cookie banner on a first visit');
  await clickWhenShown(driver, button('Chiudi e continua senza accettare', banner), 'the banner’s close button');
  await waitFor(driver, `!${isShown(banner)}`, 'the banner to close');
  check((await driver.evaluate(storedChoice)) === 'rejected', 'closing the banner did not store "rejected"');
  await open(driver, '/chi-siamo');
  check(!(await driver.evaluate<boolean>(isShown(banner))), 'the banner came back on the next page after a choice');
  await clickWhenShown(driver, button('Preferenze cookie'), 'the footer’s Preferenze cookie');
  await waitFor(driver, isShown(banner), 'the banner reopened from the footer');
  await clickWhenShown(driver, button('Accetta', banner), 'Accetta in the reopened banner');
  await waitFor(driver, `!${isShown(banner)}`, 'the banner to close after Accetta');
  check((await driver.evaluate(storedChoice)) === 'accepted', 'Accetta did not store "accepted"');
  await expectNoProblems(driver, 'cookie choice');
}

/** Page expression that stores a cookie choice, as the banner does. */
export const storeChoiceScript = (choice: 'accepted' | 'rejected') =>
  `localStorage.setItem(${js(CONSENT_STORAGE_KEY)}, ${js(JSON.stringify({ version: 1, choice, decidedAt: '2026-01-01T00:00:00.000Z' }))})`;

/** Stores a choice without the banner (for the flows and the screenshots): "rejected" keeps the map out. */
export async function storeChoice(driver: EngineDriver, choice: 'accepted' | 'rejected') {
  await driver.evaluate(storeChoiceScript(choice));
}

/** The phone menu at the engine's narrowest window: opens, lists the sections, takes the visitor there. */
export async function phoneMenu(driver: EngineDriver) {
  const { width } = await driver.setViewport(driver.narrowest, 800);
  await open(driver, '/');
  const toggle = button('Menu');
  await waitFor(driver, isShown(toggle), `the Menu button at ${width} px`);
  check((await driver.evaluate(`(${toggle}).getAttribute('aria-expanded')`)) === 'false', 'the menu starts open');
  await driver.click(toggle);
  const nav = `document.querySelector('nav[aria-label="Navigazione principale"]')`;
  const entry = link('Chi Siamo', q('nav[aria-label="Navigazione principale"]'));
  await waitFor(driver, isShown(entry), 'the menu entries once open');
  check((await driver.evaluate(`!!${nav}`)) === true, 'no main navigation');
  check(
    (await driver.evaluate(`document.querySelector('button[aria-expanded="true"]') !== null`)) === true,
    'the Menu button does not say it is expanded',
  );
  await driver.click(entry);
  await waitFor(driver, "location.pathname === '/chi-siamo'", 'the menu link to lead to /chi-siamo');
  await waitFor(
    driver,
    `!${isShown(entry)} || document.querySelector('button[aria-expanded="true"]') === null`,
    'the menu to close',
  );
  const overflow = await driver.evaluate<number>('__engines.overflow()');
  check(overflow <= 0, `/chi-siamo at ${width} px is ${overflow} px wider than the window`);
  await expectNoProblems(driver, `phone menu at ${width} px`);
}

const visibleIds = `Array.from(document.querySelectorAll('[role="tabpanel"] li[data-vehicle-id]')).map((li) => Number(li.dataset.vehicleId)).sort((a, b) => a - b)`;

async function openFleet(driver: EngineDriver, query = '') {
  await open(driver, `/gielle-rental${query}`);
  await waitFor(
    driver,
    `document.querySelector('#flotta fieldset:not([inert])') !== null`,
    'the finder to be interactive',
  );
  // The cards' toggles hydrate in their own islands, after the filters at times: a click on one
  // still inert lands on the card's link beneath it and leaves the page.
  await waitFor(
    driver,
    `document.querySelector('[data-finder-actions][inert]') === null`,
    "the cards' buttons to be interactive",
  );
}

/** The finder: a filter narrows the fleet to the vehicles that qualify, in the URL too. */
export async function finderFilter(driver: EngineDriver) {
  await openFleet(driver);
  const all = await driver.evaluate<number[]>(visibleIds);
  check(all.length === vehicles.length, `the finder lists ${all.length} vehicles, not ${vehicles.length}`);
  const tall = vehicles
    .filter((v) => (v.figures.liftHeightM ?? 0) >= 15)
    .map((v) => v.id)
    .sort((a, b) => a - b);
  await driver.select(field(finder.height.label), '15');
  await waitFor(
    driver,
    `${visibleIds}.length === ${tall.length}`,
    `the height filter to leave ${tall.length} vehicles`,
  );
  check(js(await driver.evaluate(visibleIds)) === js(tall), 'the height filter kept the wrong vehicles');
  check((await driver.evaluate<string>('location.search')) === '?altezza=15', 'the filter is not in the URL');
  await expectNoProblems(driver, `finder filter (${vehicles.length} → ${tall.length})`);
  return `${vehicles.length} → ${tall.length} vehicles for 15 m`;
}

/** Two vehicles compared side by side in a table, opened from the bar. */
export async function comparison(driver: EngineDriver) {
  const [a, b] = [vehicles[0]!, vehicles[2]!];
  await openFleet(driver);
  await driver.click(button(finder.compare.toggleLabel(a.name)));
  await waitFor(
    driver,
    `(${button(finder.compare.toggleLabel(a.name))}).getAttribute('aria-pressed') === 'true'`,
    'the first compare toggle',
  );
  await driver.click(button(finder.compare.toggleLabel(b.name)));
  const open = button('/^Confronta 2 mezzi scelti su 3/');
  await waitFor(driver, isShown(open), 'the bar to offer the comparison of 2');
  await driver.click(open);
  const table = `(${dialog(finder.compare.title)})?.querySelector('table')`;
  await waitFor(driver, `${table} && __engines.visible(${table})`, 'the comparison table');
  const headers = await driver.evaluate<string[]>(
    `Array.from(${table}.querySelectorAll('thead th')).map((th) => th.textContent)`,
  );
  check(headers.length === 3, `the comparison has ${headers.length} column headers, not 3`);
  check(
    headers[1]!.includes(a.name) && headers[2]!.includes(b.name),
    `the comparison's columns are ${headers.join(' | ')}`,
  );
  check(
    (await driver.evaluate<string>('location.search')) === `?confronto=${a.id},${b.id}`,
    'the comparison is not in the URL',
  );
  await driver.click(button('Chiudi', dialog(finder.compare.title)));
  await waitFor(driver, `!${isShown(dialog(finder.compare.title))}`, 'the comparison to close');
  await expectNoProblems(driver, 'comparison');
}

/** The request list: two vehicles, kept across a reload, carried into the wizard. */
export async function requestList(driver: EngineDriver) {
  const [a, b] = [vehicles[1]!, vehicles[13]!];
  await openFleet(driver);
  await driver.evaluate(`localStorage.removeItem('gielle.request-list')`);
  await openFleet(driver);
  await driver.click(button(finder.request.addLabel(a.name)));
  await waitFor(
    driver,
    `(${button(finder.request.addLabel(a.name))}).getAttribute('aria-pressed') === 'true'`,
    'the first vehicle in the list',
  );
  await driver.click(button(finder.request.addLabel(b.name)));
  const badge = button('/^Richiesta 2 mezzi/');
  await waitFor(driver, isShown(badge), 'the bar to show 2 vehicles in the request');
  await openFleet(driver);
  await waitFor(driver, isShown(badge), 'the request list to survive a reload');
  await driver.click(badge);
  const list = dialog(finder.request.title);
  await waitFor(driver, isShown(list), 'the request list dialog');
  const items = await driver.evaluate<string[]>(
    `Array.from((${list}).querySelectorAll('li')).map((li) => li.textContent)`,
  );
  check(
    items.length === 2 && items[0]!.includes(a.name) && items[1]!.includes(b.name),
    `the request list shows ${items.join(' | ')}`,
  );
  await driver.click(link(finder.request.quote, list));
  await waitFor(
    driver,
    "location.pathname === '/contatti' && location.hash === '#modulo'",
    'the quote link to lead to /contatti#modulo',
  );
  const chosen = find('[role="region"], section', 'Mezzi nella richiesta (2)', q(wizard));
  await waitFor(driver, isShown(chosen), 'the wizard to show the 2 vehicles of the request');
  const text = await driver.evaluate<string>(`(${chosen}).textContent`);
  check(text.includes(a.name) && text.includes(b.name), `the wizard's request lists ${text}`);
  check(
    (await driver.evaluate<boolean>(`(${radio('Noleggio mezzi')}).checked`)) === true,
    'the wizard did not choose rental',
  );
  await expectNoProblems(driver, 'request list');
  await driver.evaluate(`localStorage.removeItem('gielle.request-list')`);
}

const next = button('Avanti', q(wizard));
const step = `(document.querySelector('#modulo progress') || {}).value`;

/** The request wizard, a service request typed and clicked through to its last step. */
export async function wizardToLastStep(driver: EngineDriver) {
  await driver.evaluate(`sessionStorage.clear()`);
  await open(driver, '/contatti#modulo');
  await waitFor(driver, isShown(next), 'the wizard');
  await driver.click(radio('Servizio', q(wizard)));
  // The services appear once the request type is chosen: a slow engine renders them a moment later.
  await waitFor(driver, isShown(radio('Manutenzioni', q(wizard))), 'the services of the wizard');
  await driver.click(radio('Manutenzioni', q(wizard)));
  await driver.click(next);
  await waitFor(driver, `${step} === 2`, 'step 2');
  await driver.click(radio('Manutenzione', q(wizard)));
  await driver.select(field('Tempistica prevista', q(wizard)), 'breve');
  await driver.click(next);
  await waitFor(driver, `${step} === 3`, 'step 3');
  await driver.type(field('Nome', q(wizard)), 'Mario');
  await driver.type(field('Cognome', q(wizard)), 'Rossi');
  await driver.type(field('Email', q(wizard)), 'mario.rossi@example.org');
  await driver.type(field('Telefono', q(wizard)), '333 1234567');
  await driver.click(next);
  await waitFor(driver, `${step} === 4`, 'step 4 (Conferma)');
  await driver.type(field('Messaggio', q(wizard)), 'Preventivo per la manutenzione del capannone.');
  await driver.click(find('input[type="checkbox"]', '/informativa sulla privacy/', q(wizard)));
  const send = button('Invia richiesta', q(wizard));
  await waitFor(driver, `${isShown(send)} && !(${send}).disabled`, 'the send button on the last step');
  const summary = await driver.evaluate<string>(`document.querySelector('#modulo dl')?.textContent ?? ''`);
  check(
    summary.includes('Mario') && summary.includes('mario.rossi@example.org'),
    `the summary shows ${summary.slice(0, 200)}`,
  );
  await expectNoProblems(driver, 'wizard');
  await driver.evaluate(`sessionStorage.clear()`);
}

/**
 * The PDF viewer: the brochure opens in its dialog with the page's text as a text layer, its page
 * drawn once. Where scrollbars take room, the dialog's scrollbar used to come with the page, narrow
 * it, and have it drawn again (the text layer emptied and refilled: read in between, it was empty).
 */
export async function pdfViewer(driver: EngineDriver) {
  const { brochure } = serviceCentre;
  await open(driver, '/centro-spasciani');
  const region = find('section, [role="region"]', brochure.title);
  // Every canvas the viewer's page gets: one per drawing of the page.
  await driver.evaluate(`(() => {
    window.__enginesPageCanvases = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node.nodeName === 'CANVAS' && node.closest('.pdf-viewer-page')) window.__enginesPageCanvases += 1;
    }).observe(document.body, { childList: true, subtree: true });
  })()`);
  await driver.click(find('a[href], button', `/^${escapeRegExp(brochure.viewLabel)}/`, region));
  const viewer = dialog(brochure.documentTitle);
  await waitFor(driver, isShown(viewer), 'the viewer dialog');
  const textLayer = `(${viewer})?.querySelector('.pdf-viewer-page .textLayer')`;
  const firstWord = brochure.title.split(' ')[0]!;
  // pdf.js fills the layer in batches: the whole first line, or more than a line, is the page's text.
  const read = `(${textLayer})?.textContent ?? ''`;
  await waitFor(
    driver,
    `((text) => text.includes(${JSON.stringify(firstWord)}) || text.length > 100)(${read})`,
    'the text layer to fill',
    30_000,
  ).catch(async () => {
    throw new CheckFailure(
      `the PDF's text layer stayed empty: it reads "${(await driver.evaluate<string>(read)).slice(0, 120)}"`,
    );
  });
  const count = await driver.evaluate<number>(`(${textLayer}).querySelectorAll('span[role="presentation"]').length`);
  // Late redrawings count too: the page's own layout has settled by two frames after the text.
  await driver.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))))',
  );
  const drawn = await driver.evaluate<number>('window.__enginesPageCanvases');
  check(drawn === 1, `the page was drawn ${drawn} times on opening, not once`);
  await expectNoProblems(driver, 'PDF viewer');
  return count;
}

/**
 * The viewer in an engine too old for pdf.js (what it needs taken away before the page's scripts
 * run): the page stays up and the dialog offers the document's download link instead.
 */
export async function pdfViewerInOlderEngine(driver: EngineDriver) {
  const { brochure } = serviceCentre;
  await driver.goto('/centro-spasciani');
  await driver.evaluate(`sessionStorage.setItem('__enginesOlderEngine', '1')`);
  try {
    await open(driver, '/centro-spasciani');
    check(
      (await driver.evaluate('typeof Map.prototype.getOrInsertComputed')) === 'undefined',
      'the older engine was not simulated',
    );
    await driver.click(
      find(
        'a[href], button',
        `/^${escapeRegExp(brochure.viewLabel)}/`,
        find('section, [role="region"]', brochure.title),
      ),
    );
    const viewer = dialog(brochure.documentTitle);
    const alert = `(${viewer})?.querySelector('[role="alert"]')`;
    await waitFor(driver, `${alert} && __engines.visible(${alert})`, 'the download fallback in the viewer dialog');
    const href = await driver.evaluate<string>(`(${alert}).querySelector('a[download]')?.getAttribute('href') ?? ''`);
    check(href === brochure.file, `the fallback links to ${href || 'nothing'}, not ${brochure.file}`);
    check(
      (await driver.evaluate(`document.querySelector('main') !== null`)) === true,
      'the page went down with the viewer',
    );
    await expectNoProblems(driver, 'PDF viewer in an older engine');
  } finally {
    await driver.evaluate(`sessionStorage.removeItem('__enginesOlderEngine')`);
  }
}

/** From home through every entry of the main menu and back, by client-side navigation: no violation. */
export async function clientNavigation(driver: EngineDriver) {
  await open(driver, '/');
  const nav = 'nav[aria-label="Navigazione principale"]';
  const entries = await driver.evaluate<string[]>(
    `Array.from(document.querySelectorAll(${js(`${nav} a[href]`)})).map((a) => a.getAttribute('href'))`,
  );
  check(entries.length >= 7, `the main navigation has ${entries.length} entries`);
  // A marker on window: a full load would lose it, a client navigation keeps it.
  await driver.evaluate('window.__enginesSameDocument = true');
  for (const href of [...entries.slice(1), entries[0]!]) {
    await driver.click(`document.querySelector(${js(`${nav} a[href="${href}"]`)})`);
    await waitFor(
      driver,
      `location.pathname === ${js(href)} && document.querySelector('h1') !== null`,
      `client navigation to ${href}`,
    );
    check(
      (await driver.evaluate('window.__enginesSameDocument === true')) === true,
      `${href} was a full page load, not a client navigation`,
    );
  }
  await driver.evaluate('new Promise((resolve) => setTimeout(resolve, 200))');
  await expectNoProblems(driver, 'client navigation');
}

/** The pages whose screenshots are compared with Chromium's. */
export const screenshotPages = ['/', '/gielle-rental', vehiclePagePath(vehicles[0]!.slug), '/contatti'];
