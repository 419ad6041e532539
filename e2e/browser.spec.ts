import { readFileSync } from 'node:fs';
import { chromium, expect, test, type Browser } from '@playwright/test';
import {
  browserUiFeatures,
  chromiumFlags,
  idleWorkFeatures,
  playwrightChromiumFlags,
  playwrightDisabledFeatures,
  testChromiumPath,
} from '../scripts/chromium.mjs';

/**
 * The browser the tests drive (scripts/chromium.mjs): its --disable-features replaces Playwright's
 * own, so it must still hold every feature Playwright turns off, and it must really keep the
 * address-bar popups from loading in each context and start no spare renderer.
 */

/**
 * The features a browser was launched without, from its command line. The full browser shows it
 * at chrome://version; the headless shell has no such page and answers CDP's
 * Browser.getBrowserCommandLine only with --enable-automation, which Playwright no longer passes,
 * so it is read where Linux keeps it, by the browser process's own id (SystemInfo).
 */
async function disabledFeatures(browser: Browser): Promise<string[]> {
  const session = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
      processInfo: { type: string; id: number }[];
    };
    const id = processInfo.find((process) => process.type === 'browser')?.id;
    expect(id, 'the browser process’s id').toBeDefined();
    const commandLine = readFileSync(`/proc/${id}/cmdline`, 'utf8').split('\0');
    // Chromium honours the last switch of a name.
    const switches = commandLine.filter((argument) => argument.startsWith('--disable-features='));
    return switches.at(-1)?.replace('--disable-features=', '').split(',') ?? [];
  } finally {
    await session.detach();
  }
}

test('the tests’ browser keeps every feature Playwright turns off, and turns off the address-bar popups and the spare renderer', async ({
  browser,
}) => {
  const plain = await chromium.launch({ executablePath: testChromiumPath, args: chromiumFlags });
  try {
    const playwrightOwn = await disabledFeatures(plain);
    expect(playwrightOwn.length).toBeGreaterThan(0);
    expect([...playwrightDisabledFeatures].sort(), 'scripts/chromium.mjs playwrightDisabledFeatures').toEqual(
      [...playwrightOwn].sort(),
    );
  } finally {
    await plain.close();
  }
  expect(await disabledFeatures(browser)).toEqual(
    expect.arrayContaining([...playwrightDisabledFeatures, ...browserUiFeatures, ...idleWorkFeatures]),
  );
});

test('a new context loads no browser page of its own beside the site’s', async ({ browser }) => {
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  try {
    for (const context of contexts) await (await context.newPage()).goto('about:blank');
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = (await session.send('Target.getTargets')) as {
      targetInfos: { type: string; url: string }[];
    };
    expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual([]);
    expect(targetInfos.filter((target) => target.type === 'page').length).toBeGreaterThanOrEqual(2);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

test('a context with one page open runs one renderer: no spare one started beside it', async ({ baseURL }) => {
  // A browser of its own: renderers of contexts other tests closed may still be exiting.
  const browser = await chromium.launch({ executablePath: testChromiumPath, args: playwrightChromiumFlags });
  try {
    for (let contexts = 1; contexts <= 2; contexts += 1) {
      await (await (await browser.newContext()).newPage()).goto(`${baseURL}/robots.txt`);
      const session = await browser.newBrowserCDPSession();
      const renderers = async () =>
        ((await session.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string }[] }).processInfo.filter(
          (process) => process.type === 'renderer',
        ).length;
      // A spare renderer starts once the page has loaded: give it the time it takes.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await renderers(), `${contexts} context(s), one page each`).toBe(contexts);
    }
  } finally {
    await browser.close();
  }
});
