#!/usr/bin/env node
/**
 * What `npm test` needs from the system, checked before the long build (`pretest`) and by .ci/run
 * (the one place that installs it). Root on Debian: installs what is missing with apt-get. Anywhere
 * else: stops at once with one line naming what to install, instead of a test failing minutes later.
 * Plain Node with no dependencies, so it runs before `npm install` too.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADLESS_SHELL_PATH } from './chromium.mjs';

/** Where the brotli module lands (scripts/nginxLocal.ts loads it from there when present). */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/** Where Debian's libwebkit2gtk-4.1-0 puts MiniBrowser, by architecture. */
export const MINIBROWSER_PATHS = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
];

/**
 * Each thing the tests use: how to tell it is there, the Debian package that provides it, and what
 * to tell someone who must install it themselves. The paths are the ones the tests use
 * (playwright.config.ts and scripts/chromium.mjs, scripts/nginxLocal.ts). An optional package is
 * installed where Debian has it and never stops anyone.
 * @type {import('./system-deps.d.mts').Requirement[]}
 */
export const requirements = [
  {
    name: 'Chromium',
    debianPackage: 'chromium',
    present: (probe) =>
      probe.exists(probe.env.CHROMIUM_PATH ?? '/usr/bin/chromium') ||
      (probe.playwrightChromium !== undefined && probe.exists(probe.playwrightChromium)),
    elsewhere: 'Chromium (set CHROMIUM_PATH, or `npx playwright install chromium`)',
  },
  {
    // The lighter build of the same Chromium that the tests drive where it is there (scripts/chromium.mjs
    // testChromiumPath); without it they drive the full browser, at about twice the CPU.
    name: 'Chromium headless shell',
    debianPackage: 'chromium-headless-shell',
    optional: true,
    present: (probe) =>
      probe.env.CHROMIUM_PATH !== undefined ||
      probe.exists(HEADLESS_SHELL_PATH) ||
      probe.playwrightChromium !== undefined,
    elsewhere: 'Chromium’s headless shell',
  },
  {
    name: 'nginx',
    debianPackage: 'nginx',
    present: (probe) => probe.exists(probe.env.NGINX_BIN ?? '/usr/sbin/nginx'),
    elsewhere: 'nginx (at /usr/sbin/nginx, or set NGINX_BIN)',
  },
  {
    name: 'openssl',
    debianPackage: 'openssl',
    present: (probe) => probe.onPath('openssl'),
    elsewhere: 'openssl (on PATH)',
  },
  {
    name: 'Java',
    debianPackage: 'default-jre-headless',
    present: (probe) => probe.onPath('java'),
    elsewhere: 'a Java runtime (java on PATH)',
  },
  // The cross-engine check (scripts/engines/): Firefox ESR over WebDriver BiDi, WebKitGTK's
  // MiniBrowser through WebKitWebDriver (it comes with the driver's library) on a virtual display.
  // The paths are those of scripts/engines/browsers.mjs.
  {
    name: 'Firefox ESR',
    debianPackage: 'firefox-esr',
    present: (probe) => probe.exists(probe.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'),
    elsewhere: 'Firefox ESR (set FIREFOX_PATH)',
  },
  {
    name: 'WebKitGTK WebDriver',
    debianPackage: 'webkit2gtk-driver',
    present: (probe) =>
      probe.exists(probe.env.WEBKIT_WEBDRIVER ?? '/usr/bin/WebKitWebDriver') &&
      (probe.env.MINIBROWSER_PATH ? [probe.env.MINIBROWSER_PATH] : MINIBROWSER_PATHS).some((path) =>
        probe.exists(path),
      ),
    elsewhere: 'WebKitGTK with WebKitWebDriver and MiniBrowser (set WEBKIT_WEBDRIVER and MINIBROWSER_PATH)',
  },
  {
    name: 'xvfb-run',
    debianPackage: 'xvfb',
    present: (probe) => probe.onPath('xvfb-run'),
    elsewhere: 'Xvfb with xvfb-run (on PATH)',
  },
  {
    // xvfb-run's own dependency, only recommended by Debian's xvfb.
    name: 'xauth',
    debianPackage: 'xauth',
    present: (probe) => probe.onPath('xauth'),
    elsewhere: 'xauth (on PATH)',
  },
  {
    // Only Debian packages it; without it the nginx tests serve gzip and skip the brotli check.
    name: 'nginx brotli module',
    debianPackage: 'libnginx-mod-http-brotli-filter',
    optional: true,
    present: (probe) => probe.exists(BROTLI_MODULE),
    elsewhere: 'the nginx brotli module',
  },
];

/**
 * The decision, free of side effects: nothing to do, packages to install (root on Debian), or the
 * one line that tells the user what to install. A missing optional package never stops anyone.
 * @param {import('./system-deps.d.mts').Probe} probe
 * @returns {import('./system-deps.d.mts').Plan}
 */
export function plan(probe) {
  const missing = requirements.filter((requirement) => !requirement.present(probe));
  const required = missing.filter((requirement) => !requirement.optional);
  const optional = missing.filter((requirement) => requirement.optional);
  if (probe.isDebian && probe.isRoot) {
    if (missing.length === 0) return { action: 'none' };
    return {
      action: 'install',
      packages: required.map((requirement) => requirement.debianPackage),
      optional: optional.map((requirement) => requirement.debianPackage),
    };
  }
  if (required.length === 0) return { action: 'none' };
  const names = required.map((requirement) => requirement.name).join(', ');
  const message = probe.isDebian
    ? `npm test needs ${names}: run \`sudo apt-get install ${required
        .map((requirement) => requirement.debianPackage)
        .join(' ')}\` (or run npm test as root: it installs what is missing), then npm test again.`
    : `npm test needs ${required
        .map((requirement) => requirement.elsewhere)
        .join(', ')}: install with your system's package manager, then npm test again.`;
  return { action: 'stop', message };
}

/** The real machine. */
function systemProbe() {
  const onPath = (command) =>
    (process.env.PATH ?? '').split(delimiter).some((dir) => {
      try {
        accessSync(join(dir, command), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
  return {
    env: process.env,
    exists: existsSync,
    onPath,
    isRoot: process.getuid?.() === 0,
    isDebian: existsSync('/etc/debian_version') && onPath('apt-get'),
    playwrightChromium: playwrightChromium(),
  };
}

/** Playwright's own browser, where `npx playwright install chromium` put one (after npm install). */
function playwrightChromium() {
  if (process.env.CHROMIUM_PATH || existsSync('/usr/bin/chromium')) return undefined;
  const found = spawnSync(
    process.execPath,
    ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"],
    { encoding: 'utf8', timeout: 3000 },
  );
  return found.status === 0 && found.stdout ? found.stdout : undefined;
}

function apt(args, { quiet = false } = {}) {
  const result = spawnSync('apt-get', [...args], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    encoding: 'utf8',
  });
  if (result.status !== 0 && !quiet) {
    process.stderr.write(result.stderr || result.stdout || '');
    throw new Error(`system-deps: apt-get ${args.join(' ')} failed`);
  }
  return result.status === 0;
}

/** Whether the package lists know the package (they can be stale; apt-get update follows). */
function debianHas(pkg) {
  const result = spawnSync('apt-cache', ['show', '--no-all-versions', pkg], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('Package:');
}

function install({ packages, optional }) {
  // An optional package the lists do not know is left alone, so a machine without it does not
  // run apt-get update on every npm test.
  if (packages.length === 0 && !optional.some(debianHas)) return;
  apt(['update', '-qq']);
  for (const pkg of packages) {
    console.log(`system-deps: installing ${pkg}`);
    apt(['install', '-y', '-qq', pkg]);
  }
  for (const pkg of optional) {
    const installed = debianHas(pkg) && apt(['install', '-y', '-qq', pkg], { quiet: true });
    console.log(`system-deps: ${installed ? `installed ${pkg}` : `${pkg} not available here (optional)`}`);
  }
  if (packages.includes('nginx')) stopDebianNginx();
}

/** The package may start Debian's default site on port 80; the tests run their own instance. */
function stopDebianNginx() {
  spawnSync('invoke-rc.d', ['nginx', 'stop'], { stdio: 'ignore' });
  if (existsSync('/run/nginx.pid')) spawnSync('/usr/sbin/nginx', ['-s', 'quit'], { stdio: 'ignore' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const decision = plan(systemProbe());
  if (decision.action === 'stop') {
    console.error(decision.message);
    process.exit(1);
  }
  if (decision.action === 'install') {
    try {
      install(decision);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
}
