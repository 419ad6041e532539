import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Frame, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { CONSENT_STORAGE_KEY } from '../lib/consent';
import { localIsoDate } from '../lib/formRules';

/** Every route of the table in docs/product.md ("Routes"), with the H1 it must show. */
export { routes } from './routes';

/** Stores a cookie choice before the page loads, so the banner stays out of the way. */
export async function dismissCookieBanner(page: Page, choice: 'accepted' | 'rejected' = 'rejected') {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    CONSENT_STORAGE_KEY,
    JSON.stringify({ version: 1, choice, decidedAt: '2026-01-01T00:00:00.000Z' }),
  ] as const);
}

export const LABEL_IN_NAME_RULE = 'label-content-name-mismatch';

/**
 * axe-core as AxeBuilder injects it, minified and run once a page: AxeBuilder evaluates the
 * source it is given twice a scan (before choosing its mode, then into each frame), and by
 * default that source is the 1.5 MB unminified build. The same release's axe.min.js (650 KB),
 * skipped when axe is already in the page: a scan of /gielle-rental took 1.1 to 1.5 s against
 * 1.4 to 2.0 s (4 interleaved pairs on this two-core machine), with the same findings.
 */
const AXE_ONCE = `if (!window.axe) {\n${readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')}\n}`;

/**
 * Whether axe is in the frame. One that does not answer within a second counts as without, as
 * AxeBuilder's own injection gives up on a frame after a second.
 */
async function holdsAxe(frame: Frame): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const answer = await Promise.race([
    frame.evaluate(() => typeof (window as Window & { axe?: unknown }).axe === 'object').catch(() => false),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), 1_000))),
  ]);
  clearTimeout(timer);
  return answer;
}

/**
 * The source AxeBuilder gets for a scan of the page as it is now. axe goes into the page once, here:
 * AxeBuilder would send and compile the 650 KB twice a scan, 0.7 to 0.9 s of each scan whose
 * rules ran in 0.3 to 0.6 s (five pages, one core). Where every frame then holds axe (the page
 * itself, or a later scan of the same document: a dialog opened, a wizard's next step), AxeBuilder
 * has nothing to evaluate; a frame without it (another origin's) gets AXE_ONCE through AxeBuilder.
 */
async function axeSourceFor(page: Page): Promise<string> {
  if (!(await holdsAxe(page.mainFrame()))) await page.evaluate(AXE_ONCE);
  return (await Promise.all(page.frames().map(holdsAxe))).every(Boolean) ? 'void 0' : AXE_ONCE;
}

/** WCAG 2.2 AA scan (target size and the rest, and label in name) of the page as it is now; fails listing every violation. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // A colour transition caught halfway (a toggle's background fading out) blends colours no
  // visitor sees at rest, and axe would measure that contrast: wait for finite animations to end.
  // Only what is drawn: a transition inside a subtree that content-visibility: auto skips (the
  // fleet's cards) is not advanced by Chromium and may stay "running". A CI run hung in this wait
  // to its test's timeout with the comparison open (label-in-name.spec.ts); the wait is now
  // bounded and names what still runs, should it happen again.
  const runningAnimations = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => ({ a, target: (a.effect as KeyframeEffect | null)?.target ?? null }))
        .filter(({ target }) => !target || target.checkVisibility({ contentVisibilityAuto: true }))
        .map(
          ({ a, target }) =>
            `${target?.tagName.toLowerCase() ?? '?'}${target?.className ? `.${String(target.className).split(' ')[0]}` : ''} ${'transitionProperty' in a ? String(a.transitionProperty) : 'animation'}`,
        ),
    );
  await expect.poll(runningAnimations, { message: 'finite animations still running', timeout: 15_000 }).toEqual([]);
  // wcag22aa adds target-size, which measures every link and button against its neighbours:
  // on a long page (the 23 terms sections) one scan takes seconds on a busy machine, so each scan
  // gives its test that much more time rather than every spec counting scans.
  test.info().setTimeout(test.info().timeout + 20_000);
  // Every rule axe runs by default (WCAG 2.x A/AA and the best practices), plus two it leaves
  // off: target-size (WCAG 2.2 AA) and label-content-name-mismatch (WCAG 2.5.3, voice users say
  // the words they see), switched on by id so they run even where a release files them as
  // experimental or off by default.
  // Speed without losing a check (issue 42): only violations are asserted, so axe need not
  // gather and serialise every passing node (resultTypes), and legacy mode runs axe in the page
  // and its frames directly instead of opening a blank page per scan to merge partial results
  // (3.9 s against 1.6 s a scan on /gielle-rental, 0.5 s of it axe's own rules).
  let builder = new AxeBuilder({ page, axeSource: await axeSourceFor(page) }).setLegacyMode(true).options({
    resultTypes: ['violations'],
    rules: { [LABEL_IN_NAME_RULE]: { enabled: true }, 'target-size': { enabled: true } },
  });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, 'axe violations').toEqual([]);
  expect(await controlsNamedOtherThanShown(page, include), 'controls whose name lacks their visible text').toEqual([]);
}

/**
 * WCAG 2.5.3 as a voice user meets it, stricter than axe's heuristic (which skips short or
 * single-word texts): every visible control given a name by aria-label or aria-labelledby must
 * have its visible words in that name. Lists "visible text => name" for each that does not.
 */
export async function controlsNamedOtherThanShown(page: Page, include = 'body'): Promise<string[]> {
  return page
    .locator(include)
    .first()
    .evaluate((root) => {
      const words = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
      const controls = root.querySelectorAll<HTMLElement>(
        'a[href], button, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"], [role="option"]',
      );
      const problems: string[] = [];
      for (const control of Array.from(controls)) {
        const label = control.getAttribute('aria-label');
        const labelledBy = control.getAttribute('aria-labelledby');
        if (label === null && labelledBy === null) continue;
        const shown = words(control.innerText ?? '');
        if (shown === '') continue; // icon only: any name will do
        const name = words(
          labelledBy !== null
            ? labelledBy
                .split(/\s+/)
                .map((id) => document.getElementById(id)?.textContent ?? '')
                .join(' ')
            : (label ?? ''),
        );
        if (!name.includes(shown)) problems.push(`${shown} => ${name}`);
      }
      return problems;
    });
}

/** Playwright's own warning where the project blocks service workers (playwright.config.ts): the test's set-up, not the page. */
const BLOCKED_WORKER_WARNING = 'Service Worker registration blocked by Playwright';

/**
 * Collects console errors and warnings and uncaught exceptions of a page, leaving out the
 * site-wide /favicon.ico 404 (the browser's own request, not the page's) and Playwright's
 * warning where it blocks the service worker.
 */
export function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (message.location().url.endsWith('/favicon.ico') || message.text().includes(BLOCKED_WORKER_WARNING)) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Keyboard focus tracking (PDF viewer and other keyboard-only runs; WCAG 2.4.3).
// ---------------------------------------------------------------------------------------------

interface FocusWatch {
  step: string;
  lost: string[];
  running: boolean;
}

/**
 * Starts sampling, on every animation frame, whether focus has fallen to <body> (or nowhere).
 * A frame with focus on <body> is one a keyboard user sees, so it counts even if a script
 * moves focus back later. Returns a function that stops sampling and gives the labels of the
 * steps (markFocusStep, or the key pressKeepingFocus pressed) during which focus was lost;
 * expectFocusNeverLost checks the same record.
 */
export async function watchFocusNeverOnBody(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const state: FocusWatch = { step: 'start', lost: [], running: true };
    (window as unknown as { __focusWatch: FocusWatch }).__focusWatch = state;
    const sample = () => {
      if (!state.running) return;
      const active = document.activeElement;
      if ((!active || active === document.body) && !state.lost.includes(state.step)) state.lost.push(state.step);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return () =>
    page.evaluate(() => {
      const state = (window as unknown as { __focusWatch: FocusWatch }).__focusWatch;
      state.running = false;
      return state.lost;
    });
}

/**
 * Runs `act` while sampling, on every animation frame, whether the focused element lies wholly
 * outside the viewport; returns the frames that showed it so, as "tag "name" at top". A frame is
 * what a keyboard user sees, so focus that lands out of view and is scrolled to a moment later
 * (a smooth scroll under way) counts: focusProblem, which waits for scrolling to end, cannot.
 */
export async function framesWithFocusOutOfView(page: Page, act: () => Promise<void>): Promise<string[]> {
  await page.evaluate(() => {
    const state = { out: [] as string[], running: true };
    (window as unknown as { __focusInView: typeof state }).__focusInView = state;
    const sample = () => {
      if (!state.running) return;
      const active = document.activeElement;
      if (active && active !== document.body) {
        const box = active.getBoundingClientRect();
        if (box.bottom <= 0 || box.top >= window.innerHeight || box.right <= 0 || box.left >= window.innerWidth) {
          state.out.push(
            `${active.tagName.toLowerCase()} "${(active.textContent ?? '').trim().slice(0, 30)}" at ${Math.round(box.top)}`,
          );
        }
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await act();
  return page.evaluate(() => {
    const state = (window as unknown as { __focusInView: { out: string[]; running: boolean } }).__focusInView;
    state.running = false;
    return state.out;
  });
}

/** Names the step the focus watch is in, so a failure says where focus was lost (no watch: no-op). */
export async function markFocusStep(page: Page, step: string) {
  await page.evaluate((name) => {
    const state = (window as unknown as { __focusWatch?: FocusWatch }).__focusWatch;
    if (state) state.step = name;
  }, step);
}

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by Tab within ${limit} presses`).toBeFocused();
}

/** Fails when focus sits on <body> (or nowhere) right now. */
export async function expectFocusNotOnBody(page: Page, context: string) {
  const active = await page.evaluate(() => {
    const node = document.activeElement;
    if (!node || node === document.body) return 'body';
    return `${node.tagName.toLowerCase()} ${node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 40) ?? ''}`;
  });
  expect(active, `focus after ${context}`).not.toBe('body');
}

// ---------------------------------------------------------------------------------------------
// Focus and coverage (WCAG 2.2: 2.4.3 focus order, 2.4.11 focus not obscured). Shared by the
// keyboard-only runs (wizard, PDF viewer) and the no-script project.
// ---------------------------------------------------------------------------------------------

/**
 * Fails unless every visible element matching `selector` can be scrolled into view and is then
 * the topmost thing at its own centre: no fixed banner, sticky header or open panel sits on it.
 */
export async function expectNothingCovers(page: Page, selector: string) {
  const covered = await page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .flatMap((element) => {
        element.scrollIntoView({ block: 'center' });
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top && (element === top || element.contains(top))
          ? []
          : [`${element.outerHTML.slice(0, 80)} under ${top?.outerHTML.slice(0, 80)}`];
      }),
  );
  expect(covered, `${selector} covered`).toEqual([]);
}

/**
 * Where focus is now, as text for error messages; null when it is on <body> (or nowhere),
 * which WCAG 2.4.3 runs must never see after a key press.
 */
async function focusedElement(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement) return null;
    return `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} "${(active.textContent ?? '').trim().slice(0, 40)}"`;
  });
}

/**
 * Keyboard-only driving: presses `key` and fails if focus is then on <body>, naming the key. The
 * animation-frame watch (watchFocusNeverOnBody), when started, also catches focus that touched
 * <body> in between.
 */
export async function pressKeepingFocus(page: Page, key: string) {
  await markFocusStep(page, `after ${key}`);
  await page.keyboard.press(key);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await focusedElement(page), `focus fell to <body> after ${key}`).not.toBeNull();
  await expectFocusNeverLost(page);
}

/** Fails if the watch started by watchFocusNeverOnBody ever saw focus on <body>. */
export async function expectFocusNeverLost(page: Page) {
  const lost = await page.evaluate(() => (window as unknown as { __focusWatch?: FocusWatch }).__focusWatch?.lost ?? []);
  expect(lost, 'steps with focus on <body>').toEqual([]);
}

/**
 * Where focus is once scrolling has settled, judged as a sighted keyboard user sees it: not on
 * <body> or <main>, inside the viewport (fully, when it fits), and not covered by a sticky or
 * fixed part (the element at the centre of its visible part is itself or inside it). Returns
 * null when all holds, otherwise what is wrong.
 */
export async function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    // Smooth scrolling and late layout: wait until the scroll position holds for a few frames.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const started = performance.now();
    let still = 0;
    let last = '';
    while (still < 4 && performance.now() - started < 3000) {
      await frame();
      const active = document.activeElement;
      const scrollers = [
        document.scrollingElement,
        active?.closest('dialog'),
        active?.parentElement?.closest('[tabindex="0"]'),
      ];
      const now = scrollers.map((node) => `${node?.scrollLeft ?? 0},${node?.scrollTop ?? 0}`).join(';');
      still = now === last ? still + 1 : 0;
      last = now;
    }
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body || active === document.documentElement) return 'focus on <body>';
    const label = `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 50)}"`;
    if (active.tagName === 'MAIN') return `focus on <main> (${label})`;
    const box = active.getBoundingClientRect();
    const width = window.innerWidth;
    const height = window.innerHeight;
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, width);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, height);
    if (right - left < 1 || bottom - top < 1)
      return `${label} out of view (top ${Math.round(box.top)}, left ${Math.round(box.left)})`;
    const fits = box.width <= width && box.height <= height;
    if (fits && (box.top < -1 || box.left < -1 || box.bottom > height + 1 || box.right > width + 1)) {
      return `${label} only partly in view (top ${Math.round(box.top)}, bottom ${Math.round(box.bottom)}, viewport ${height})`;
    }
    // Sample the centre and four points near the corners of the visible part: any one covered
    // by something else is a failure. The corner points sit inside the element's rounding (a
    // radio is a circle, a pill button half one), where a 45° line from the corner meets it.
    const style = getComputedStyle(active);
    const radius = Math.max(
      ...[
        style.borderTopLeftRadius,
        style.borderTopRightRadius,
        style.borderBottomLeftRadius,
        style.borderBottomRightRadius,
      ].map((value) =>
        value.endsWith('%') ? (parseFloat(value) / 100) * Math.min(box.width, box.height) : parseFloat(value) || 0,
      ),
    );
    const inset = Math.min(Math.ceil(radius * (1 - Math.SQRT1_2)) + 2, (right - left) / 2, (bottom - top) / 2);
    const points: Array<[number, number]> = [
      [(left + right) / 2, (top + bottom) / 2],
      [left + inset, top + inset],
      [right - inset, top + inset],
      [left + inset, bottom - inset],
      [right - inset, bottom - inset],
    ];
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      if (hit && hit !== active && !active.contains(hit)) {
        // A focus ring sits outside the box; the corners may touch a neighbour in a flex row.
        if (hit.contains(active)) continue;
        return `${label} covered at (${Math.round(x)}, ${Math.round(y)}) by ${hit.tagName.toLowerCase()} "${(hit.textContent ?? '').trim().slice(0, 40)}"`;
      }
    }
    return null;
  });
}

/**
 * A keyboard user's key press: presses `key`, then fails unless focus is where a sighted
 * keyboard user can see it (focusProblem). `context` names the step in the failure.
 */
export async function pressAndSeeFocus(page: Page, key: string, context = key) {
  await page.keyboard.press(key);
  expect(await focusProblem(page), `after ${context}`).toBeNull();
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus, at most `limit` times, checking
 * after every press that focus is where a sighted keyboard user sees it; returns the presses.
 */
export async function tabSeeingFocus(page: Page, target: Locator, { back = false, limit = 80 } = {}): Promise<number> {
  const key = back ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) return presses;
    await pressAndSeeFocus(page, key, `${key} ${presses + 1} towards ${target}`);
  }
  await expect(target, `reached by ${key} within ${limit} presses`).toBeFocused();
  return limit;
}

/** <html data-interactive>: the page's scripts have hydrated it (set by components/offline/OfflineSupport.tsx, the root layout's last island). */
export const INTERACTIVE = 'html[data-interactive]';

/**
 * Opens `path` and resolves once a visitor's action reaches the page's scripts: the page marks
 * <html data-interactive> when it has hydrated. Every test that acts on a page of the site
 * arrives through here, as a visitor who waits for the page to be ready; only tests about what
 * comes before the scripts (no-script.spec.ts, before-hydration.spec.ts) call page.goto.
 */
export async function visit(page: Page, path: string, options?: Parameters<Page['goto']>[1]) {
  const response = await page.goto(path, options);
  await page.locator(INTERACTIVE).waitFor({ state: 'attached', timeout: options?.timeout });
  return response;
}

/** The visitor's day `offset` days from today, as a date field takes it (YYYY-MM-DD). */
export function isoDay(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return localIsoDate(date);
}
