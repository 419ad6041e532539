import { existsSync } from 'node:fs';

/**
 * The browser the tests, screenshots and audit drive: CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium, else undefined (Playwright's own download, where one is installed).
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

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
