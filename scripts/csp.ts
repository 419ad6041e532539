/**
 * Post-build: a strict Content-Security-Policy for every pre-rendered HTML file in out/.
 *
 * A static export cannot use nonces (no server renders per request), so every inline <script>
 * and <style> is allowed by the sha256 hash of its exact text:
 * - script-src: 'self' + the hashes of that page's inline scripts (Next's flight data, the consent
 *   boot script). JSON-LD blocks are data, never executed, so they need no hash.
 * - style-src: 'self' (the stylesheets scripts load on demand, such as the PDF viewer's) + the
 *   hashes of the page's own inline <style> tags (its CSS Modules and global rules, which Next
 *   inlines in <head>, and the islands' styled-components tag) + the hash of every stylesheet
 *   Next inlines anywhere, which client-side navigation inserts one <style> each
 *   (inlinedStylesheets) + the empty-string hash: the <style> tag styled-components creates empty
 *   and fills through CSSOM insertRule at run time. A page with a <style> inside <body> fails the build (invalid HTML, and a sign that
 *   a server component is styled the way docs/architecture.md rules out).
 * No 'unsafe-inline', no 'unsafe-eval', and default-src 'none': every kind of resource the site
 * uses is listed explicitly. Inline style="" attributes, inline event handlers and javascript:
 * URLs in the markup would be blocked, so the build fails naming the file instead.
 *
 * One policy, three kinds of host (docs/deploying.md, "Which host gets which protection"):
 * - in every page: <meta http-equiv="Content-Security-Policy"> first in <head>, before any script
 *   or style, with the page's policy less the directives a meta policy cannot carry
 *   (frame-ancestors…) and less upgrade-insecure-requests, which only the hosts send (it would
 *   kill the plain-HTTP local preview in WebKit: HOST_ONLY_DIRECTIVES). Any host, even one
 *   without header rules, enforces it.
 * - nginx: out/_nginx/csp-map.conf and csp-header.conf, the full policy of each page as a header
 *   (map from the served file to its policy, in pieces: nginx parameters are limited to 4096
 *   characters), included by deploy/nginx.conf.
 * - Netlify / Cloudflare Pages: out/_headers, a few rules whatever the number of pages (Cloudflare
 *   allows 100 rules and 2,000 characters a line; checkHeadersLimits fails the build otherwise):
 *   the common headers and the header-only part of the policy under /*, which the in-page policy
 *   completes (both policies are enforced; together they are the full policy).
 *
 * The editor (out/admin/, Decap CMS: scripts/cms-admin.ts) is not a public page: it is left out of
 * all of the above and keeps the policy it was written with (scripts/cms-policy.ts); the host files
 * get separate rules for it (editorHeaderRules, and its entry in the nginx map), so the public
 * pages' policies are the same with or without it.
 *
 * Usage: tsx scripts/csp.ts [--out out]
 * Third-party origins (mail service, map) are in cspOrigins below: see docs/security-policy.md.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { SEARCH_PAGE } from '../content/search';
import { EDITOR_DIR, EDITOR_HEADERS, EDITOR_PATH, editorPolicy, editorSettings } from './cms-policy';

/** Third-party origins the site talks to. Change them here when a provider changes. */
export const cspOrigins = {
  /** @emailjs/browser posts the request wizard and the anonymous report here. */
  mailService: 'https://api.emailjs.com',
  /** The OpenStreetMap embed on /contatti (components/contacts/MapSection.tsx), after consent. */
  map: 'https://www.openstreetmap.org',
} as const;

/** sha256 of the empty string: the <style> tag styled-components fills through CSSOM at run time. */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** Headers every response carries (the CSP is per page, see below). */
export const commonHeaders: ReadonlyArray<readonly [string, string]> = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  // Our files are for our pages only: no other site may embed them (images, scripts, documents).
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['X-Frame-Options', 'DENY'],
];

/**
 * The pages' data files: Next's .txt payloads (`/chi-siamo.txt`, `/chi-siamo/__next.*.txt`),
 * which client-side navigation fetches, are no search result of their own. They stay crawlable
 * (a robots.txt Disallow would not keep a linked URL out of the index, and stops crawlers seeing
 * any noindex) and are kept out of the index by this header, on every host that sends headers:
 * `_headers` (below) and deploy/nginx.conf's `$gielle_robots` map (scripts/csp.test.ts checks
 * both say the same). robots.txt matches the pattern too, harmlessly: crawlers still read it.
 */
export const DATA_FILE_HEADERS = {
  /** Paths they are served at, as `_headers` writes them (`*` crosses folders, on Netlify and Cloudflare Pages alike). */
  pattern: '/*.txt',
  headers: [['X-Robots-Tag', 'noindex']],
} as const;

/**
 * The service worker (out/sw.js, scripts/serviceWorker.ts): always revalidated, so a new deploy is
 * found on the next visit (browsers cap a worker's HTTP caching at 24 h, but no-cache makes it
 * immediate on every host). Its own policy: it fetches only the site itself.
 */
const SERVICE_WORKER_POLICY = "default-src 'none'; connect-src 'self'; script-src 'self'";
export const SERVICE_WORKER_HEADERS = {
  path: '/sw.js',
  headers: [
    ['Cache-Control', 'no-cache'],
    ['Content-Security-Policy', SERVICE_WORKER_POLICY],
  ],
} as const;
/** The worker's policy as an entry of nginx's map (its Cache-Control is in deploy/nginx.conf). */
export const SERVICE_WORKER_NGINX_POLICY: PagePolicy = {
  file: SERVICE_WORKER_HEADERS.path,
  paths: [],
  policy: SERVICE_WORKER_POLICY,
};

/** Directives a <meta> policy cannot carry (the browser ignores them there): headers only. */
export const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'] as const;

/**
 * Directives a <meta> could carry but only the production hosts send, in their header:
 * upgrade-insecure-requests. In a page it also holds where the page is served over plain HTTP on
 * this machine (npm start, npm run serve, the editor's preview), and WebKit (Safari, every iPhone
 * browser) then asks for each script and image over https from the loopback address, where nothing
 * answers: no script runs, no image loads. Chromium and Firefox exempt loopback. Over HTTPS the
 * pages have nothing to upgrade: they load nothing over http:// (the build checks it,
 * insecureReferences), and nginx and `_headers` hosts still send the directive.
 */
export const HOST_ONLY_DIRECTIVES = ['upgrade-insecure-requests'] as const;

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const EXECUTABLE_SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** Text of every inline script the browser would execute (no src, a JavaScript type). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_SCRIPT_TYPES.has(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** Problems: a <style> element inside <body>, where HTML allows none. */
export function stylesInBody(html: string): string[] {
  const body = html.slice(Math.max(0, html.search(/<body\b/i)));
  return [...body.matchAll(/<style\b[^>]*>([\s\S]{0,80})/gi)].map(
    (match) => `a <style> element inside <body>: ${match[0].slice(0, 120)}`,
  );
}

/** Text of every inline <style> element. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((match) => match[1] ?? '');
}

/** Markup a strict policy would block: style attributes, inline event handlers, javascript: URLs. */
export function blockedInlineMarkup(html: string): string[] {
  const problems: string[] = [];
  // Only look inside tags, outside scripts and styles (their text may contain anything).
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  for (const tag of markup.matchAll(/<[a-zA-Z][^>]*>/g)) {
    const text = tag[0];
    const name = /^<([a-zA-Z0-9-]+)/.exec(text)?.[1] ?? '?';
    if (/\sstyle\s*=/i.test(text)) problems.push(`style attribute on <${name}>: ${text.slice(0, 120)}`);
    const handler = /\s(on[a-z]+)\s*=/i.exec(text);
    if (handler) problems.push(`inline event handler ${handler[1]} on <${name}>`);
    if (/\s(?:href|src|action)\s*=\s*["']?\s*javascript:/i.test(text)) problems.push(`javascript: URL on <${name}>`);
  }
  return problems;
}

const unique = (values: Iterable<string>) => [...new Set(values)].sort();

/**
 * The one page that may compile WebAssembly: /cerca, where the site search (Pagefind) runs its
 * index reader. Pagefind runs it in a worker, whose own response carries no script policy, and
 * falls back to the page itself where a worker cannot start: that needs 'wasm-unsafe-eval', which
 * allows compiling WebAssembly and nothing else (not eval, not inline scripts). No other page
 * gets it: they only link to /cerca, with a document load (docs/search.md).
 */
export const WEBASSEMBLY_PAGES: readonly string[] = [`${SEARCH_PAGE.path}.html`];
const WASM_UNSAFE_EVAL = "'wasm-unsafe-eval'";

/** The policy of one page; `webAssembly` for the pages of WEBASSEMBLY_PAGES. */
export function buildPolicy(
  scriptHashes: Iterable<string>,
  styleHashes: Iterable<string>,
  { webAssembly = false } = {},
): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...(webAssembly ? [WASM_UNSAFE_EVAL] : []), ...unique(scriptHashes)]],
    ['style-src', ["'self'", ...unique([EMPTY_STYLE_HASH, ...styleHashes])]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", cspOrigins.mailService]],
    ['frame-src', [cspOrigins.map]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", 'mailto:']],
    ['frame-ancestors', ["'none'"]],
    ['upgrade-insecure-requests', []],
  ];
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

export interface PagePolicy {
  /** Path of the HTML file inside out/, with a leading slash: /chi-siamo.html. */
  file: string;
  /** Request paths that serve it: /chi-siamo and /chi-siamo.html. */
  paths: string[];
  policy: string;
}

/** Request paths a file answers on a clean-URL host. */
export function requestPaths(file: string): string[] {
  if (file === '/index.html') return ['/', '/index.html'];
  if (file.endsWith('/index.html')) return [file.slice(0, -'index.html'.length), file];
  return [file.replace(/\.html$/, ''), file];
}

/**
 * Stylesheets Next inlines (next.config.ts, `inlineCss`): each page carries its own in one <style>
 * in <head> whose data-href names them. Client-side navigation inserts the next page's missing ones,
 * one <style> each with the file's exact text, so every page's policy allows them all by hash.
 * Paths as written in data-href, site-absolute: /_next/static/chunks/….css.
 */
export function inlinedStylesheets(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*\sdata-href="([^"]+)"/gi)].flatMap((match) => (match[1] ?? '').split(/\s+/));
}

/**
 * Policies for a set of pages given as { file: html }; `navigationStyles`: the text of every
 * stylesheet a client-side navigation may insert inline (inlinedStylesheets).
 */
export function policiesFor(
  pages: Record<string, string>,
  navigationStyles: readonly string[] = [],
): { policies: PagePolicy[]; problems: string[] } {
  const navigationHashes = navigationStyles.map(sha256Source);
  const problems: string[] = [];
  for (const [file, html] of Object.entries(pages)) {
    for (const problem of [...blockedInlineMarkup(html), ...stylesInBody(html)]) problems.push(`${file}: ${problem}`);
  }
  const policies = Object.entries(pages)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, html]) => ({
      file,
      paths: requestPaths(file),
      policy: buildPolicy(
        inlineScripts(html).map(sha256Source),
        [...inlineStyles(html).map(sha256Source), ...navigationHashes],
        { webAssembly: WEBASSEMBLY_PAGES.includes(file) },
      ),
    }));
  return { policies, problems };
}

const directiveName = (directive: string) => directive.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
const NOT_IN_META: readonly string[] = [...HEADER_ONLY_DIRECTIVES, ...HOST_ONLY_DIRECTIVES];
const isHeaderOnly = (directive: string) => NOT_IN_META.includes(directiveName(directive));

/** The part of a policy the pages carry in a <meta> element. */
export function metaPolicy(policy: string): string {
  return policy
    .split('; ')
    .filter((directive) => !isHeaderOnly(directive))
    .join('; ');
}

/** The part only the hosts' header carries: what _headers hosts add to the in-page policy. */
export function headerOnlyPolicy(policy: string): string {
  return policy.split('; ').filter(isHeaderOnly).join('; ');
}

/**
 * Problems: anything a page loads over plain http:// (a script, style, image, frame, media,
 * form target or CSS url()). There must be none: the in-page policy does not upgrade them.
 * Links to other sites (<a href>) and XML namespaces are not loads.
 */
export function insecureReferences(html: string): string[] {
  const problems: string[] = [];
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, (script) => script.replace(/>[\s\S]*</, '><'));
  for (const tag of markup.matchAll(
    /<(script|link|img|source|iframe|frame|video|audio|track|embed|object|input|form)\b[^>]*>/gi,
  )) {
    const attributes = /\s(?:src|href|srcset|poster|data|action|imagesrcset)\s*=\s*["']?\s*([^"'>]*)/gi;
    for (const match of tag[0].matchAll(attributes)) {
      if (/(^|[\s,])http:\/\//i.test(match[1] ?? ''))
        problems.push(`<${tag[1]?.toLowerCase()}> loads ${match[1]?.trim().slice(0, 100)} over http://`);
    }
  }
  for (const style of inlineStyles(html)) {
    for (const url of style.matchAll(/url\(\s*["']?(http:\/\/[^"')]+)/gi))
      problems.push(`a style loads ${url[1]} over http://`);
  }
  return problems;
}

const META_CSP = /<meta\s+http-equiv="Content-Security-Policy"[^>]*>/gi;

/**
 * The page with its policy in a <meta> element placed first in <head> (after <meta charset>, which
 * must come first), so it governs every script, style and preload that follows. Replaces an
 * earlier one: running the step twice gives the same file.
 */
export function withMetaPolicy(html: string, policy: string): string {
  const content = metaPolicy(policy).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${content}"/>`;
  const clean = html.replace(META_CSP, '');
  const charset = /<meta charSet="utf-8"\/>|<meta charset="utf-8">/i.exec(clean);
  const head = /<head\b[^>]*>/i.exec(clean);
  const anchor = charset ?? head;
  if (!anchor) throw new Error('A page without <head>: nowhere to put its policy');
  const at = anchor.index + anchor[0].length;
  return `${clean.slice(0, at)}${meta}${clean.slice(at)}`;
}

/** Problems: a script, style or stylesheet that comes before the page's meta policy (it would escape it). */
export function resourcesBeforeMetaPolicy(html: string): string[] {
  const meta = html.search(META_CSP);
  if (meta < 0) return ['no <meta http-equiv="Content-Security-Policy">'];
  const first = /<script\b|<style\b|<link\b[^>]*rel="(?:stylesheet|preload|modulepreload)"/i.exec(html);
  return first && first.index < meta ? [`<${first[0].slice(1, 8)}… before the meta policy`] : [];
}

/** Netlify / Cloudflare Pages _headers: a fixed set of rules, whatever the number of pages. */
export function headersFile(policies: PagePolicy[]): string {
  const headerOnly = [...new Set(policies.map((p) => headerOnlyPolicy(p.policy)))];
  if (headerOnly.length > 1) throw new Error(`Pages differ in their header-only directives: ${headerOnly.join(' | ')}`);
  const lines = [
    '# Generated by scripts/csp.ts after each build. Do not edit: change scripts/csp.ts.',
    '# Each page carries its Content-Security-Policy in a <meta> element; the header adds what only a',
    '# header can say. Both are enforced: together they are the full policy.',
    '/*',
    ...commonHeaders.map(([name, value]) => `  ${name}: ${value}`),
    ...(headerOnly[0] ? [`  Content-Security-Policy: ${headerOnly[0]}`] : []),
    '',
    '/_next/static/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
    '# The fallback images are extension-less PNG files: without this they go out as octet-stream.',
    '/api/placeholder/*',
    '  Content-Type: image/png',
    '',
    '# The service worker: revalidated on every visit, with the policy of its own fetches.',
    SERVICE_WORKER_HEADERS.path,
    ...SERVICE_WORKER_HEADERS.headers.map(([name, value]) => `  ${name}: ${value}`),
    '',
    "# The pages' data files for client-side navigation: crawlable, never in search results.",
    DATA_FILE_HEADERS.pattern,
    ...DATA_FILE_HEADERS.headers.map(([name, value]) => `  ${name}: ${value}`),
    '',
  ];
  return `${lines.join('\n')}`;
}

/** Cloudflare Pages' documented limits for _headers (Netlify's are looser). */
export const HEADERS_LIMITS = { rules: 100, lineLength: 2000 } as const;

/** Problems: more rules or longer lines than Cloudflare Pages accepts. */
export function checkHeadersLimits(text: string): string[] {
  const lines = text.split('\n');
  const rules = lines.filter((line) => line.trim() !== '' && !line.startsWith('#') && !/^\s/.test(line)).length;
  const problems =
    rules > HEADERS_LIMITS.rules ? [`_headers has ${rules} rules (at most ${HEADERS_LIMITS.rules})`] : [];
  lines.forEach((line, index) => {
    if (line.length > HEADERS_LIMITS.lineLength) {
      problems.push(`_headers line ${index + 1} has ${line.length} characters (at most ${HEADERS_LIMITS.lineLength})`);
    }
  });
  return problems;
}

/** nginx reads at most 4096 characters per configuration parameter: longer policies are split. */
export const NGINX_CHUNK = 3800;

/** Splits a policy at spaces into pieces of at most `size` characters (concatenated, they give it back). */
export function chunkPolicy(policy: string, size = NGINX_CHUNK): string[] {
  const chunks: string[] = [];
  let rest = policy;
  while (rest.length > size) {
    const cut = rest.lastIndexOf(' ', size);
    if (cut <= 0) throw new Error('A CSP source is longer than an nginx parameter');
    chunks.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  chunks.push(rest);
  return chunks;
}

/** A bucket holds a key and a pointer, rounded to the cache line: the power of two that fits the longest key. */
export function mapHashBucketSize(keys: readonly string[]): number {
  const longest = Math.max(0, ...keys.map((key) => Buffer.byteLength(key, 'utf8')));
  return Math.max(64, 2 ** Math.ceil(Math.log2(longest + 16)));
}

/**
 * nginx: `map $uri $gielle_csp_N` from the served file ($uri after try_files) to the N-th piece of
 * its policy ("" for anything that is not a page, so no header), and the add_header line that
 * joins the pieces.
 */
export function nginxConfig(policies: PagePolicy[]): { map: string; header: string } {
  const pieces = policies.map((p) => ({ ...p, chunks: chunkPolicy(p.policy) }));
  const count = Math.max(1, ...pieces.map((p) => p.chunks.length));
  const keys = pieces.flatMap(({ file, paths }) => [...new Set([file, ...paths])]);
  const map = [
    '# Generated by scripts/csp.ts after each build. Do not edit: change scripts/csp.ts.',
    '# Included at http level by deploy/nginx.conf: pieces of the policy of the HTML file served.',
    // nginx's default hash (64-byte buckets, 2048 slots) refuses long keys such as
    // /gielle-rental/<long vehicle slug>.html: size it for this site's keys.
    `map_hash_bucket_size ${mapHashBucketSize(keys)};`,
    `map_hash_max_size ${Math.max(2048, 2 ** Math.ceil(Math.log2(keys.length * 4)))};`,
  ];
  for (let index = 0; index < count; index += 1) {
    map.push(`map $uri $gielle_csp_${index} {`, '    default "";');
    for (const { file, paths, chunks, policy } of pieces) {
      if (policy.includes('"')) throw new Error(`A policy cannot contain a double quote (${file})`);
      const chunk = chunks[index] ?? '';
      for (const path of new Set([file, ...paths])) map.push(`    ${path} "${chunk}";`);
    }
    map.push('}');
  }
  const variables = Array.from({ length: count }, (_, index) => `$gielle_csp_${index}`).join('');
  const header = [
    '# Generated by scripts/csp.ts after each build. Included in the server block by deploy/nginx.conf.',
    `add_header Content-Security-Policy "${variables}" always;`,
    '',
  ].join('\n');
  return { map: `${map.join('\n')}\n`, header };
}

/** Every .html file under dir. */
export function htmlFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path, root);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** The public pages: every .html file under outDir except the editor's (out/admin/). */
export function siteHtmlFiles(outDir: string): string[] {
  const editor = join(outDir, EDITOR_DIR) + sep;
  return htmlFiles(outDir).filter((path) => !path.startsWith(editor));
}

/**
 * _headers rules of the editor, after the site's: its own policy in full (with frame-ancestors) and
 * opener policy, and noindex. Cloudflare Pages joins the values of every matching rule, so "! Name"
 * first drops what /* set; Netlify skips that line (no colon) and gives a header the value of the
 * last matching rule, this one. /admin and /admin/*: hosts differ on whether /* of a folder matches
 * the folder itself.
 */
export function editorHeaderRules(policy: string): string {
  // The headers /* sets that the editor has its own value for.
  const replaced = [
    'Content-Security-Policy',
    ...EDITOR_HEADERS.map(([name]) => name).filter((name) => commonHeaders.some(([common]) => common === name)),
  ];
  const block = [
    ...replaced.map((name) => `  ! ${name}`),
    `  Content-Security-Policy: ${policy}`,
    ...EDITOR_HEADERS.map(([name, value]) => `  ${name}: ${value}`),
  ];
  return [
    '# The editor (Decap CMS, scripts/cms-admin.ts): its own policy, never indexed. "! Name" drops the',
    '# value /* gave (Cloudflare Pages); Netlify ignores that line and lets this later rule win.',
    EDITOR_PATH,
    ...block,
    '',
    `${EDITOR_PATH}/*`,
    ...block,
    '',
  ].join('\n');
}

/** The editor's page, if the build has one, and the problem if it carries another policy than its own. */
export function editorPage(outDir: string): { policy?: PagePolicy; problems: string[] } {
  const file = join(outDir, EDITOR_DIR, 'index.html');
  if (!existsSync(file)) return { problems: [] };
  const policy = editorPolicy(editorSettings());
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/
    .exec(readFileSync(file, 'utf8'))?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  const problems =
    meta === metaPolicy(policy)
      ? []
      : [
          `${EDITOR_PATH}/index.html: its policy is not the one of this build's settings (CMS_* variables changed between prebuild and postbuild?)`,
        ];
  const path = `/${EDITOR_DIR}/index.html`;
  return { policy: { file: path, paths: [EDITOR_PATH, ...requestPaths(path)], policy }, problems };
}

/**
 * Reads out/, puts each page's policy into the page (meta), writes out/_headers and
 * out/_nginx/csp-{map,header}.conf; returns the problems found. The editor keeps its own page.
 */
export function writePolicies(outDir: string): { policies: PagePolicy[]; problems: string[] } {
  const files = new Map(siteHtmlFiles(outDir).map((path) => [`/${relative(outDir, path).split(sep).join('/')}`, path]));
  const pages = Object.fromEntries([...files].map(([file, path]) => [file, readFileSync(path, 'utf8')]));
  const stylesheets = unique(Object.values(pages).flatMap(inlinedStylesheets));
  const missing = stylesheets.filter((href) => !existsSync(join(outDir, href)));
  const result = policiesFor(
    pages,
    stylesheets.filter((href) => !missing.includes(href)).map((href) => readFileSync(join(outDir, href), 'utf8')),
  );
  for (const href of missing) result.problems.push(`an inlined stylesheet is not in ${outDir}: ${href}`);
  for (const { file, policy } of result.policies) {
    const html = withMetaPolicy(pages[file] ?? '', policy);
    for (const problem of resourcesBeforeMetaPolicy(html)) result.problems.push(`${file}: ${problem}`);
    for (const problem of insecureReferences(html)) result.problems.push(`${file}: ${problem}`);
    writeFileSync(files.get(file) ?? '', html);
  }
  const editor = editorPage(outDir);
  result.problems.push(...editor.problems);
  const headers = headersFile(result.policies) + (editor.policy ? `\n${editorHeaderRules(editor.policy.policy)}` : '');
  result.problems.push(...checkHeadersLimits(headers));
  writeFileSync(join(outDir, '_headers'), headers);
  mkdirSync(join(outDir, '_nginx'), { recursive: true });
  const nginx = nginxConfig([
    ...result.policies,
    ...(editor.policy ? [editor.policy] : []),
    SERVICE_WORKER_NGINX_POLICY,
  ]);
  writeFileSync(join(outDir, '_nginx', 'csp-map.conf'), nginx.map);
  writeFileSync(join(outDir, '_nginx', 'csp-header.conf'), nginx.header);
  return result;
}

if (require.main === module) {
  const index = process.argv.indexOf('--out');
  const outDir = index >= 0 && process.argv[index + 1] ? (process.argv[index + 1] as string) : 'out';
  const { policies, problems } = writePolicies(outDir);
  const longest = Math.max(...policies.map((p) => p.policy.length));
  console.log(
    `CSP: ${policies.length} HTML files, longest policy ${longest} characters; in each page (meta), _headers and _nginx/csp-*.conf`,
  );
  if (problems.length > 0) {
    console.error(
      `Content-Security-Policy problems (markup it would block, or a host limit; see docs/security-policy.md):\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
}
