#!/usr/bin/env node
/**
 * Serves the static export in out/ the way a production host does: clean URLs
 * (/chi-siamo -> chi-siamo.html, /chi-siamo/ works too), the 404 page with status 404,
 * brotli or gzip for text (as the client accepts), long caching for hashed assets. No dependencies.
 *
 * With --headers it also behaves as a Netlify / Cloudflare Pages host: it applies the rules of
 * out/_headers (every rule whose path pattern matches, `*` matching any run of characters) and,
 * like those hosts, knows no type for extension-less files, so the rules must give it. Without it
 * no security header is sent: a host without header rules, where only the policy inside the
 * pages holds. (deploy/nginx.conf is tested with nginx itself.)
 *
 * With --cert and --key (PEM files) it serves HTTPS instead, as production hosts do (the
 * cross-engine check, scripts/engines/, makes a certificate at test time).
 *
 * Usage: node scripts/serve.mjs [--port 3000] [--dir out] [--headers] [--cert c.pem --key k.pem]
 *        (--port 0: any free port)
 */
import { createServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { compressedBody } from './compressedBodies.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? 3000));
const root = resolve(option('dir', 'out'));
const headersHost = args.includes('--headers');
const certFile = option('cert', '');
const keyFile = option('key', '');
if (Boolean(certFile) !== Boolean(keyFile)) {
  console.error('--cert and --key go together');
  process.exit(1);
}
const tls = certFile ? { cert: readFileSync(certFile), key: readFileSync(keyFile) } : null;

const types = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};
const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No export found in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/**
 * The rules of a _headers file: [{ pattern, headers: [[name, value]], detach: [name] }]. A line
 * "! Name" detaches that header from the other rules matching the path (Cloudflare Pages).
 */
function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [], detach: [] });
    } else if (line.trim().startsWith('!')) {
      rules.at(-1)?.detach.push(line.trim().slice(1).trim().toLowerCase());
    } else {
      const colon = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}
const headerRules = headersHost ? parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8')) : [];

/**
 * Headers of every matching rule, a repeated name joined with ", " (as Cloudflare Pages does),
 * less those another matching rule detaches.
 */
function ruleHeaders(pathname) {
  const headers = {};
  const matching = headerRules.filter(({ pattern }) => pattern.test(pathname));
  for (const rule of matching) {
    const detached = new Set(matching.filter((other) => other !== rule).flatMap((other) => other.detach));
    for (const [name, value] of rule.headers) {
      if (detached.has(name.toLowerCase())) continue;
      headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
    }
  }
  return headers;
}

/** Maps a URL path to a file in out/, following the export's naming. */
function resolveFile(pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/\/+$/, '');
  const base = join(root, clean);
  if (!base.startsWith(root + sep) && base !== root) return null;
  const candidates = clean === '' ? [join(root, 'index.html')] : [base, `${base}.html`, join(base, 'index.html')];
  return candidates.find(isFile) ?? null;
}

function contentType(file) {
  const known = types[extname(file)];
  if (known || headersHost) return known ?? 'application/octet-stream';
  // Extension-less files (the /api/placeholder images) are PNGs.
  return file.includes(`${sep}api${sep}placeholder${sep}`) ? 'image/png' : 'application/octet-stream';
}

/**
 * Compressed bodies, made once per file and kept: production hosts serve precompressed or cached
 * brotli, and the audit should measure those bytes, not the cost of compressing on every request.
 * In memory per file, and on disk by content for every other server and build (scripts/compressedBodies.mjs).
 */
const compressedCache = new Map();
function compressed(file, encoding) {
  const { mtimeMs } = statSync(file);
  const key = `${encoding}:${file}`;
  const cached = compressedCache.get(key);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = compressedBody(readFileSync(file), encoding);
  compressedCache.set(key, { mtimeMs, body });
  return body;
}

/** The best encoding the client accepts for this type: br, then gzip, else none. */
function encodingFor(req, type) {
  if (!compressible.test(type)) return null;
  const accepted = req.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function send(req, res, file, status, pathname) {
  const rules = ruleHeaders(pathname);
  const type = rules['Content-Type'] ?? contentType(file);
  const headers = {
    ...rules,
    'Content-Type': type,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': file.includes(`${sep}_next${sep}static${sep}`)
      ? 'public, max-age=31536000, immutable'
      : pathname === '/sw.js'
        ? 'no-cache' // the service worker: a new deploy must be seen at once (scripts/csp.ts SERVICE_WORKER_HEADERS)
        : 'public, max-age=0, must-revalidate',
    Vary: 'Accept-Encoding',
  };
  const encoding = encodingFor(req, type);
  const body = encoding ? compressed(file, encoding) : readFileSync(file);
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function handle(req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  let file = null;
  try {
    file = resolveFile(url.pathname);
  } catch {
    file = null; // malformed percent-encoding: treat as not found
  }
  if (file) return send(req, res, file, 200, url.pathname);
  send(req, res, join(root, '404.html'), 404, url.pathname);
}

const server = tls ? createHttpsServer(tls, handle) : createServer(handle);
server.listen(port, () => {
  const origin = `${tls ? 'https' : 'http'}://localhost:${server.address().port}`;
  console.log(`Serving ${root} at ${origin}${headersHost ? ' with the rules of _headers' : ''}`);
});
