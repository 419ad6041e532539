/**
 * Firefox ESR for the cross-engine check: Debian's firefox-esr, headless, driven over WebDriver
 * BiDi by puppeteer-core. BiDi has preload scripts, so scripts/engines/inpage.js listens from
 * before the page's own scripts, and the browser's log (console errors, uncaught exceptions,
 * policy reports) arrives as events.
 */
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { failedInterceptedLoads, interceptedLoadUrl, serverStatus } from './cutShortLoads';
import { inPageScript, js, type EngineDriver, type Problems } from './driver';

/** The part of scripts/engines/inpage.js this driver calls itself. */
type InPage = { __engines: { clickablePoint(element: Element): Promise<{ x: number; y: number } | string> } };

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function launchFirefox({ origin }: { origin: string }): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // The certificate is made at test time for 127.0.0.1 and localhost.
    acceptInsecureCerts: true,
    extraPrefsFirefox: {
      // Still screenshots and a carousel that does not move under the flows, as in the other engines.
      'ui.prefersReducedMotion': 1,
      // Overlay scrollbars, as Firefox draws them on phones, macOS and GNOME: no width taken from the page.
      'widget.gtk.overlay-scrollbars.enabled': true,
      'intl.accept_languages': 'it-IT, it',
    },
  });
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(inPageScript());
  const driver = new FirefoxDriver(
    browser,
    page,
    origin,
    `Firefox ESR ${(await browser.version()).replace(/^firefox\//, '')}`,
  );
  return driver;
}

class FirefoxDriver implements EngineDriver {
  readonly name = 'firefox';
  readonly narrowest = 360;
  private readonly log: string[] = [];
  /** Loads Firefox said the service worker failed: judged when the problems are taken (./cutShortLoads.ts). */
  private readonly interceptedFailures: string[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    readonly origin: string,
    readonly label: string,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.log.push(`console error: ${message.text().slice(0, 300)}`);
    });
    // Firefox reports policy violations as errors of the page too; the in-page listener counts
    // them as violations, so only other errors are problems here.
    page.on('pageerror', (error) => {
      const text = error instanceof Error ? error.message : String(error);
      const intercepted = interceptedLoadUrl(text);
      if (intercepted) this.interceptedFailures.push(intercepted);
      else if (!/^Content-Security-Policy:/.test(text)) this.log.push(`pageerror: ${text.slice(0, 300)}`);
    });
  }

  async goto(pathOrUrl: string) {
    await this.page.goto(new URL(pathOrUrl, this.origin).href, { waitUntil: 'load', timeout: 60_000 });
  }

  async evaluate<T>(expression: string): Promise<T> {
    try {
      return (await this.page.evaluate(`(async () => (${expression}))()`)) as T;
    } catch (error) {
      // BiDi wraps an error thrown in the page in its own words and stack: keep the page's message.
      const text = error instanceof Error ? error.message : String(error);
      throw new Error(`in the page: ${/exception: (?:Error: )?(.*?)(?: #|\n|$)/.exec(text)?.[1] ?? text}`);
    }
  }

  private async element(expression: string): Promise<ElementHandle<Element>> {
    const handle = await this.page.evaluateHandle(
      `(() => { const element = (${expression}); if (element) element.scrollIntoView({ block: 'center' }); return element; })()`,
    );
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (!element) throw new Error(`no element for ${expression}`);
    return element;
  }

  /**
   * Finds the element and acts on it; again when React replaced it in between ("Node is detached
   * from document": the page re-rendered after it was found, as a user would not notice). Seen
   * in the comparison step; WebKit's driver does the same for its stale element references.
   */
  private async onElement(expression: string, act: (element: ElementHandle<Element>) => Promise<unknown>) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await act(await this.element(expression));
        return;
      } catch (error) {
        if (attempt >= 3 || !/detached/i.test(String(error))) throw error;
      }
    }
  }

  /**
   * Clicks the element's centre once it holds still and is what lies there, as a user would, and
   * as WebDriver's "element click" (the WebKit driver) and Playwright's actionability checks do.
   * Puppeteer's own click takes the point and clicks at once: a click in the comparison step once
   * landed on the card's link beside the toggle it aimed at, which opened that vehicle's details.
   */
  async click(expression: string) {
    await this.onElement(expression, async (element) => {
      const point = await element.evaluate((target) => (window as unknown as InPage).__engines.clickablePoint(target));
      if (typeof point === 'string') throw new Error(`cannot click ${expression}: ${point}`);
      await this.page.mouse.click(point.x, point.y);
    });
  }

  async type(expression: string, text: string) {
    await this.onElement(expression, (element) => element.type(text));
  }

  async select(expression: string, value: string) {
    await this.onElement(expression, (element) => (element as ElementHandle<HTMLSelectElement>).select(value));
  }

  async setViewport(width: number, height: number) {
    await this.page.setViewport({ width, height });
    return this.evaluate<{ width: number; height: number }>(
      '({ width: window.innerWidth, height: window.innerHeight })',
    );
  }

  async screenshot() {
    return Buffer.from(await this.page.screenshot({ type: 'png' }));
  }

  async takeProblems(): Promise<Problems> {
    const inPage = await this.evaluate<Problems>(
      'window.__engines ? __engines.take() : { problems: ["the check\'s in-page script is missing"], violations: [] }',
    );
    const intercepted = await failedInterceptedLoads(this.interceptedFailures.splice(0), (url) =>
      this.statusAgain(url),
    );
    return { problems: [...this.log.splice(0), ...intercepted, ...inPage.problems], violations: inPage.violations };
  }

  /**
   * Asks for a load again through the site's worker, from the page the driver is on; a load of
   * another origin (the step has left it since, for the plain-HTTP preview) is asked of its server.
   */
  private statusAgain(url: string): Promise<number | string> {
    if (new URL(url).origin !== new URL(this.page.url()).origin) return serverStatus(url);
    return this.evaluate<number | string>(
      `fetch(${js(url)}).then((response) => response.arrayBuffer().then(() => response.status)).catch((error) => String(error))`,
    );
  }

  async close() {
    await this.browser.close();
  }
}
