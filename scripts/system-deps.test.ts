import { plan, type Probe } from './system-deps.mjs';

const everything = [
  '/usr/bin/chromium',
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/sbin/nginx',
  '/usr/bin/firefox-esr',
  '/usr/bin/WebKitWebDriver',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
];

/** A machine with the given files and commands; root on Debian unless told otherwise. */
function machine({
  files = everything,
  commands = ['openssl', 'java', 'xvfb-run', 'xauth'],
  env = {},
  isRoot = true,
  isDebian = true,
  playwrightChromium,
}: {
  files?: string[];
  commands?: string[];
  env?: Record<string, string>;
  isRoot?: boolean;
  isDebian?: boolean;
  playwrightChromium?: string;
} = {}): Probe {
  return {
    env,
    exists: (path) => files.includes(path),
    onPath: (command) => commands.includes(command),
    isRoot,
    isDebian,
    playwrightChromium,
  };
}

const without = (...gone: string[]) => everything.filter((file) => !gone.includes(file));

describe('system-deps plan', () => {
  it('does nothing when everything is there, root or not, Debian or not', () => {
    expect(plan(machine())).toEqual({ action: 'none' });
    expect(plan(machine({ isRoot: false }))).toEqual({ action: 'none' });
    expect(plan(machine({ isRoot: false, isDebian: false }))).toEqual({ action: 'none' });
  });

  it('installs every missing Debian package as root on Debian, the headless shell and the brotli module as optional', () => {
    expect(plan(machine({ files: [], commands: [] }))).toEqual({
      action: 'install',
      packages: [
        'chromium',
        'nginx',
        'openssl',
        'default-jre-headless',
        'firefox-esr',
        'webkit2gtk-driver',
        'xvfb',
        'xauth',
      ],
      optional: ['chromium-headless-shell', 'libnginx-mod-http-brotli-filter'],
    });
    expect(plan(machine({ files: without('/usr/sbin/nginx'), commands: ['openssl', 'xvfb-run', 'xauth'] }))).toEqual({
      action: 'install',
      packages: ['nginx', 'default-jre-headless'],
      optional: [],
    });
  });

  it('tells a user who is not root the one apt-get command, naming only what is missing', () => {
    const decision = plan(
      machine({ isRoot: false, files: without('/usr/sbin/nginx'), commands: ['openssl', 'xvfb-run', 'xauth'] }),
    );
    expect(decision).toEqual({
      action: 'stop',
      message:
        'npm test needs nginx, Java: run `sudo apt-get install nginx default-jre-headless` ' +
        '(or run npm test as root: it installs what is missing), then npm test again.',
    });
  });

  it('off Debian names what to install without Debian package names, in one line', () => {
    const decision = plan(
      machine({
        isDebian: false,
        files: without('/usr/bin/chromium', '/usr/sbin/nginx'),
        commands: ['java', 'xvfb-run', 'xauth'],
      }),
    );
    expect(decision.action).toBe('stop');
    if (decision.action !== 'stop') return;
    expect(decision.message).toBe(
      'npm test needs Chromium (set CHROMIUM_PATH, or `npx playwright install chromium`), ' +
        'nginx (at /usr/sbin/nginx, or set NGINX_BIN), openssl (on PATH): ' +
        "install with your system's package manager, then npm test again.",
    );
    expect(decision.message).not.toContain('\n');
  });

  it('decides the same under CI=true', () => {
    for (const options of [{}, { isRoot: false }, { isDebian: false }]) {
      const files = without('/usr/sbin/nginx');
      expect(plan(machine({ ...options, files, env: { CI: 'true' } }))).toEqual(plan(machine({ ...options, files })));
    }
  });

  it('stops off Debian even as root: it only knows how to install with apt-get', () => {
    expect(plan(machine({ isDebian: false, files: without('/usr/sbin/nginx') })).action).toBe('stop');
  });

  it('never stops anyone for the optional brotli module alone', () => {
    const files = without('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so');
    expect(plan(machine({ files, isRoot: false }))).toEqual({ action: 'none' });
    expect(plan(machine({ files, isDebian: false }))).toEqual({ action: 'none' });
  });

  it('installs the headless shell as root on Debian, never stops anyone for it, and asks nothing where CHROMIUM_PATH or Playwright’s browser stands in', () => {
    const files = without('/usr/lib/chromium/chromium-headless-shell');
    expect(plan(machine({ files }))).toEqual({
      action: 'install',
      packages: [],
      optional: ['chromium-headless-shell'],
    });
    expect(plan(machine({ files, isRoot: false }))).toEqual({ action: 'none' });
    expect(plan(machine({ files, isDebian: false }))).toEqual({ action: 'none' });
    expect(plan(machine({ files, env: { CHROMIUM_PATH: '/usr/bin/chromium' } }))).toEqual({ action: 'none' });
    expect(
      plan(
        machine({
          files: files.filter((file) => file !== '/usr/bin/chromium').concat('/pw/chrome'),
          playwrightChromium: '/pw/chrome',
        }),
      ),
    ).toEqual({
      action: 'none',
    });
  });

  it('takes the browser and nginx from the same variables as the tests, or Playwright’s own browser', () => {
    const files = [
      '/opt/chrome',
      '/opt/nginx',
      '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
      '/opt/firefox',
      '/opt/WebKitWebDriver',
      '/opt/MiniBrowser',
    ];
    const env = {
      CHROMIUM_PATH: '/opt/chrome',
      NGINX_BIN: '/opt/nginx',
      FIREFOX_PATH: '/opt/firefox',
      WEBKIT_WEBDRIVER: '/opt/WebKitWebDriver',
      MINIBROWSER_PATH: '/opt/MiniBrowser',
    };
    expect(plan(machine({ files, isRoot: false, env }))).toEqual({ action: 'none' });
    expect(
      plan(machine({ files: without('/usr/bin/chromium').concat('/pw/chrome'), playwrightChromium: '/pw/chrome' })),
    ).toEqual({ action: 'none' });
  });

  it('needs both WebKitGTK parts, the driver and MiniBrowser, for the cross-engine check', () => {
    for (const gone of ['/usr/bin/WebKitWebDriver', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser']) {
      expect(plan(machine({ files: without(gone) }))).toEqual({
        action: 'install',
        packages: ['webkit2gtk-driver'],
        optional: [],
      });
    }
    expect(plan(machine({ files: without('/usr/bin/firefox-esr'), commands: ['openssl', 'java', 'xauth'] }))).toEqual({
      action: 'install',
      packages: ['firefox-esr', 'xvfb'],
      optional: [],
    });
  });
});
