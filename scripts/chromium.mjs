import { existsSync } from 'node:fs';

/**
 * The browser visitors run, which the audit, the bench and the screenshots drive: CHROMIUM_PATH,
 * else Debian's /usr/bin/chromium, else undefined (Playwright's own download, where one is installed).
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * Debian's chromium-headless-shell: the same Chromium (same version, same Blink) built without the
 * browser around the page, the build Playwright itself runs headless tests in. The full browser
 * makes every context a window with its tabs' machinery, which a test's page never uses: on this
 * two-core machine, 20 contexts each loading /gielle-rental took 15.1 s of Chromium CPU in
 * /usr/bin/chromium and 6.1-6.4 s in the shell; the browser process alone, 20 contexts loading
 * robots.txt, 5.1-5.8 s against 1.6-1.9 s. Run the sh wrapper in /usr/bin instead and closing the
 * browser would stop only the wrapper.
 */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser the tests drive (Playwright's tests, the engines check's Chromium): CHROMIUM_PATH,
 * else the headless shell, else chromiumPath. Where neither Debian package is there, undefined:
 * Playwright then runs headless tests in its own download's shell.
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : chromiumPath);

/** Flags that keep headless Chromium quiet on a machine with no outside network. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/**
 * Features Playwright turns off in Chromium (see chrome://version of a browser it launched):
 * a --disable-features of ours replaces its switch rather than adding to it, so the list is
 * repeated here. e2e/browser.spec.ts fails when a Playwright upgrade changes it.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The browser's address-bar popups, which Chromium 156 draws as web pages of its own: headless,
 * every browser context is a window, and each window loads two of them (the omnibox popup and its
 * AI-mode twin) in a renderer of their own. Measured on this two-core machine, 8 contexts loading
 * a vehicle page: 30.4 s of Chromium CPU with them, 13.4 s without, 16.2 s wall against 9.4 s.
 * No page of the site is drawn any differently.
 */
export const browserUiFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Work a test browser does for a visitor it will never have: the spare renderer Chromium starts
 * ahead of the next navigation, in every context, where Playwright's tests open one page each and
 * close the context. Measured on this two-core machine, 10 contexts opening about:blank and
 * closing: 8.2 to 9.1 s of Chromium CPU with it, 6.1 to 6.6 s without (3 interleaved rounds);
 * loading /gielle-rental, 17.2 to 17.6 s against 14.9 to 15.6 s. A page is drawn no differently.
 */
export const idleWorkFeatures = ['SpareRendererForSitePerProcess'];

/** chromiumFlags for a browser Playwright launches: its own disabled features, the popups and the spare renderer off. */
export const playwrightChromiumFlags = [
  ...chromiumFlags,
  `--disable-features=${[...playwrightDisabledFeatures, ...browserUiFeatures, ...idleWorkFeatures].join(',')}`,
];
