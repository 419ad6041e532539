/**
 * The editor's place and settings, shared by the build steps that write it (scripts/cms-admin.ts,
 * before `next build`) and those that serve it apart from the public pages (scripts/csp.ts after
 * the build: _headers and the nginx map). No imports from the content: scripts/csp.ts loads this.
 *
 * The editor (Decap CMS) is a separate static page at /admin, not a Next.js route: none of its
 * code is in any public page, and it gets its own Content-Security-Policy (below), looser than the
 * public pages' where Decap needs it, and never applied to them.
 */

/** Directory of the editor in public/ and out/, and its address. */
export const EDITOR_DIR = 'admin';
export const EDITOR_PATH = `/${EDITOR_DIR}`;

/** Decap's own local backend (the `decap-server` package): `npm run cms` starts it on this port. */
export const DEFAULT_LOCAL_PORT = 8081;

/**
 * What a production editor needs from the company (docs/editor.md, "Setting up the editor for the live site"). Until they are set,
 * clearly-marked values that cannot reach anything (.invalid is a reserved top-level domain), and
 * `npm run build:production` refuses to run (scripts/cms-admin.ts).
 */
export const PLACEHOLDER_REPO = 'da-configurare/CMS_GITHUB_REPO';
export const PLACEHOLDER_OAUTH_URL = 'https://oauth-da-configurare.invalid';

export interface EditorSettings {
  /** GitHub repository the editor commits to, owner/name (CMS_GITHUB_REPO). */
  githubRepo: string;
  /** Branch the site deploys from. */
  branch: string;
  /** The small OAuth service that lets the editor sign in with GitHub (CMS_OAUTH_URL). */
  oauthUrl: string;
  /** Port of decap-server on this computer (CMS_LOCAL_PORT). */
  localPort: number;
  /** Names of the environment variables still missing (their placeholder is in use). */
  missing: string[];
}

/** The settings from the environment; throws naming the variable when one is malformed. */
export function editorSettings(env: Record<string, string | undefined> = process.env): EditorSettings {
  const missing: string[] = [];
  const repo = env.CMS_GITHUB_REPO?.trim() ?? '';
  if (repo && !/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(repo)) {
    throw new Error(`CMS_GITHUB_REPO must be owner/name of a GitHub repository, e.g. gielle/sito, not "${repo}"`);
  }
  if (!repo) missing.push('CMS_GITHUB_REPO');
  const oauth = env.CMS_OAUTH_URL?.trim().replace(/\/+$/, '') ?? '';
  if (oauth) {
    let url: URL | undefined;
    try {
      url = new URL(oauth);
    } catch {
      url = undefined;
    }
    if (url?.protocol !== 'https:') throw new Error(`CMS_OAUTH_URL must be an https:// address, not "${oauth}"`);
  } else {
    missing.push('CMS_OAUTH_URL');
  }
  const port = Number(env.CMS_LOCAL_PORT ?? DEFAULT_LOCAL_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`CMS_LOCAL_PORT must be a port number, not "${env.CMS_LOCAL_PORT}"`);
  }
  return {
    githubRepo: repo || PLACEHOLDER_REPO,
    branch: env.CMS_GITHUB_BRANCH?.trim() || 'main',
    oauthUrl: oauth || PLACEHOLDER_OAUTH_URL,
    localPort: port,
    missing,
  };
}

/** Where the editor finds decap-server. 127.0.0.1, not localhost: `npm run cms` binds it there only. */
export function localBackendUrl(settings: Pick<EditorSettings, 'localPort'>): string {
  return `http://127.0.0.1:${settings.localPort}/api/v1`;
}

/** GitHub's API (the production backend) and the origin of users' avatars. */
export const GITHUB_API = 'https://api.github.com';
export const GITHUB_AVATARS = 'https://avatars.githubusercontent.com';

/**
 * The editor's Content-Security-Policy: what Decap CMS needs, and only on /admin. Each source was
 * found by running the editor under a stricter policy and reading the violations:
 * - script-src 'unsafe-eval': Decap validates its configuration with ajv, which compiles the
 *   schema with new Function() (without it: "Error compiling schema", a blank page);
 * - style-src 'unsafe-inline': Decap styles itself with emotion, <style> elements made at run time;
 * - img-src blob:: thumbnails in the media library and image fields (object URLs of the files);
 *   data: and GitHub's avatar host for the signed-in user's picture in production;
 * - connect-src: GitHub's API (production), the OAuth service, decap-server on this computer;
 *   blob:, because Decap reads every uploaded file (picture or PDF) back from its object URL with
 *   fetch() before sending it, to GitHub as to decap-server (without it: "Failed to fetch"), and
 *   its local backup of an entry being edited reads the entry's images the same way.
 * No inline script ('self' only: the page has none, scripts/cms-admin.ts), no frames, no workers.
 */
export function editorPolicy(settings: EditorSettings): string {
  const oauthOrigin = new URL(settings.oauthUrl).origin;
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", "'unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', GITHUB_AVATARS]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", 'blob:', GITHUB_API, oauthOrigin, new URL(localBackendUrl(settings)).origin]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * Headers the editor gets besides its policy (the public ones it shares are in scripts/csp.ts).
 * - X-Robots-Tag: never in a search engine (the page also says so in a <meta>).
 * - Cross-Origin-Opener-Policy same-origin-allow-popups: GitHub sign-in runs in a popup of the OAuth
 *   service that hands the token back through window.opener; the public pages' same-origin would
 *   cut that link.
 */
export const EDITOR_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['X-Robots-Tag', 'noindex, nofollow'],
  ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
];
