/**
 * WebKitGTK for the cross-engine check: Debian's WebKitWebDriver drives MiniBrowser on a virtual
 * X display (xvfb-run), spoken to in plain W3C WebDriver over HTTP with fetch. WebKitGTK's driver
 * has no WebDriver BiDi (it refuses `webSocketUrl`), so there are no preload scripts and no log:
 * the check's proxy puts scripts/engines/inpage.js first in each page instead (./proxy.ts).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MINIBROWSER_PATHS } from '../system-deps.mjs';
import type { EngineDriver, Problems } from './driver';

export const WEBKIT_WEBDRIVER = process.env.WEBKIT_WEBDRIVER ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? MINIBROWSER_PATHS.find((path) => existsSync(path)) ?? MINIBROWSER_PATHS[0]!;

/** The W3C name of a web element in JSON. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
/** MiniBrowser's toolbar above the page: the window is this much taller than the viewport. */
const MINIBROWSER_WINDOW_MIN_WIDTH = 447;

interface WebDriverError {
  error: string;
  message: string;
}

/** A W3C WebDriver session over HTTP. */
export class WebDriverSession {
  constructor(
    readonly base: string,
    readonly id: string,
    readonly capabilities: Record<string, unknown>,
  ) {}

  static async create(base: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const value = await command<{ sessionId: string; capabilities: Record<string, unknown> }>(
      base,
      'POST',
      '/session',
      {
        capabilities: { alwaysMatch: capabilities },
      },
    );
    return new WebDriverSession(base, value.sessionId, value.capabilities);
  }

  send<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return command<T>(this.base, method, `/session/${this.id}${path}`, body);
  }
}

async function command<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    // A browser that stops answering fails the step instead of hanging the test run.
    signal: AbortSignal.timeout(90_000),
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { value: T | WebDriverError };
  if (!response.ok) {
    const error = json.value as WebDriverError;
    throw new Error(`WebDriver ${method} ${path}: ${error.error}: ${error.message}`);
  }
  return json.value as T;
}

/** The expression's value, awaited in the page (execute async script). */
function asyncScript(expression: string): string {
  return `const done = arguments[arguments.length - 1];
Promise.resolve().then(() => (${expression})).then(
  (value) => done({ value: value === undefined ? null : value }),
  (error) => done({ error: String((error && error.message) || error) }),
);`;
}

export interface WebKitOptions {
  /** Origin of the site as this engine must load it (the injecting proxy). */
  origin: string;
  /** Port for WebKitWebDriver. */
  port: number;
  /** Folder for the GTK settings and the driver's log. */
  workDir: string;
}

/** Starts Xvfb, WebKitWebDriver and a MiniBrowser session. */
export async function launchWebKit(options: WebKitOptions): Promise<EngineDriver> {
  // prefers-reduced-motion follows GTK's gtk-enable-animations in WebKitGTK: off, for still
  // screenshots and a carousel that does not move under the flows (as in the other engines).
  const config = join(options.workDir, 'xdg');
  mkdirSync(join(config, 'gtk-3.0'), { recursive: true });
  writeFileSync(join(config, 'gtk-3.0', 'settings.ini'), '[Settings]\ngtk-enable-animations=0\n');
  const log: string[] = [];
  const driver = spawn('xvfb-run', ['-a', '-s', '-screen 0 1600x1400x24', WEBKIT_WEBDRIVER, `--port=${options.port}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, XDG_CONFIG_HOME: config, FONTCONFIG_FILE: systemUiFontConfig(options.workDir) },
  });
  for (const stream of [driver.stdout, driver.stderr])
    stream?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const base = `http://127.0.0.1:${options.port}`;
  try {
    await waitForDriver(base, driver, log);
    const session = await WebDriverSession.create(base, {
      acceptInsecureCerts: true,
      pageLoadStrategy: 'normal',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    });
    await session.send('POST', '/timeouts', { script: 60_000, pageLoad: 60_000 });
    const version = String(session.capabilities.browserVersion ?? '?');
    return new WebKitDriver(session, driver, options.origin, `WebKitGTK ${version} (MiniBrowser)`);
  } catch (error) {
    stopGroup(driver);
    throw new Error(
      `WebKitWebDriver did not start: ${error instanceof Error ? error.message : error}\n${log.join('').slice(-2000)}`,
    );
  }
}

/**
 * Safari draws `system-ui` (the site's first font) in the system's font, as Chromium and Firefox
 * do here; WebKitGTK knows no `system-ui` on Linux and falls through the stack to Arial (Liberation
 * Sans), a wider font that wraps headings elsewhere. A fontconfig file that names the system's
 * font for `system-ui` (the one fontconfig gives sans-serif, as the other engines use) makes
 * MiniBrowser behave as Safari does, so its screenshots compare layout and not two fonts.
 */
export function systemUiFontConfig(workDir: string): string {
  const family =
    execFileSync('fc-match', ['-f', '%{family[0]}', 'sans-serif'], { encoding: 'utf8' }).trim() || 'DejaVu Sans';
  const file = join(workDir, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <alias binding="strong"><family>system-ui</family><prefer><family>${family}</family></prefer></alias>
</fontconfig>
`,
  );
  return file;
}

async function waitForDriver(base: string, child: ChildProcess, log: string[]) {
  const started = Date.now();
  while (Date.now() - started < 20_000) {
    if (child.exitCode !== null) throw new Error(`xvfb-run exited (${child.exitCode}): ${log.join('').slice(-500)}`);
    const ready = await fetch(`${base}/status`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no answer on /status within 20 s');
}

/** xvfb-run, Xvfb, the driver and MiniBrowser: the whole process group. */
function stopGroup(child: ChildProcess) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

class WebKitDriver implements EngineDriver {
  readonly name = 'webkit';
  readonly narrowest = MINIBROWSER_WINDOW_MIN_WIDTH;
  /** Height of MiniBrowser's toolbar, measured at the first resize. */
  private chrome = 0;

  constructor(
    private readonly session: WebDriverSession,
    private readonly child: ChildProcess,
    readonly origin: string,
    readonly label: string,
  ) {}

  async goto(pathOrUrl: string) {
    await this.session.send('POST', '/url', { url: new URL(pathOrUrl, this.origin).href });
  }

  async evaluate<T>(expression: string): Promise<T> {
    const result = await this.session.send<{ value?: T; error?: string }>('POST', '/execute/async', {
      script: asyncScript(expression),
      args: [],
    });
    if (result.error !== undefined) throw new Error(`in the page: ${result.error}`);
    return result.value as T;
  }

  private async element(expression: string): Promise<string> {
    const found = await this.session.send<Record<string, string> | null>('POST', '/execute/sync', {
      script: `const element = (${expression}); if (element) element.scrollIntoView({ block: 'center' }); return element;`,
      args: [],
    });
    const id = found?.[ELEMENT];
    if (!id) throw new Error(`no element for ${expression}`);
    return id;
  }

  /**
   * Finds the element and acts on it; again when React replaced it in between (a stale element
   * reference: the page re-rendered after it was found, as a user would not notice).
   */
  private async onElement(expression: string, act: (id: string) => Promise<unknown>) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await act(await this.element(expression));
        return;
      } catch (error) {
        if (attempt >= 3 || !/stale element reference/.test(String(error))) throw error;
      }
    }
  }

  async click(expression: string) {
    await this.onElement(expression, (id) => this.session.send('POST', `/element/${id}/click`, {}));
  }

  async type(expression: string, text: string) {
    await this.onElement(expression, (id) => this.session.send('POST', `/element/${id}/value`, { text }));
  }

  async select(expression: string, value: string) {
    // WebDriver selects an option by clicking it (the spec's "element click" on an <option>).
    await this.click(`(${expression}).querySelector('option[value="' + CSS.escape(${JSON.stringify(value)}) + '"]')`);
  }

  async setViewport(width: number, height: number) {
    if (this.chrome === 0) {
      await this.session.send('POST', '/window/rect', { width: 1024, height: 800 });
      this.chrome = 800 - (await this.evaluate<number>('window.innerHeight'));
    }
    await this.session.send('POST', '/window/rect', { width, height: height + this.chrome });
    return this.evaluate<{ width: number; height: number }>(
      '({ width: window.innerWidth, height: window.innerHeight })',
    );
  }

  async screenshot() {
    return Buffer.from(await this.session.send<string>('GET', '/screenshot'), 'base64');
  }

  async takeProblems(): Promise<Problems> {
    return this.evaluate<Problems>(
      'window.__engines ? __engines.take() : { problems: ["the check\'s in-page script is missing"], violations: [] }',
    );
  }

  async close() {
    await this.session.send('DELETE', '').catch(() => undefined);
    stopGroup(this.child);
  }
}
