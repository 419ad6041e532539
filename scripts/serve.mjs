#!/usr/bin/env node
/**
 * Serves the static export in out/ the way a production host does: clean URLs
 * (/chi-siamo -> chi-siamo.html, /chi-siamo/ works too), the 404 page with status 404,
 * gzip for text, long caching for hashed assets. No dependencies.
 *
 * Usage: node scripts/serve.mjs [--port 3000] [--dir out]
 */
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? 3000));
const root = resolve(option('dir', 'out'));

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

/** Maps a URL path to a file in out/, following the export's naming. */
function resolveFile(pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/\/+$/, '');
  const base = join(root, clean);
  if (!base.startsWith(root + sep) && base !== root) return null;
  const candidates = clean === '' ? [join(root, 'index.html')] : [base, `${base}.html`, join(base, 'index.html')];
  return candidates.find(isFile) ?? null;
}

function contentType(file) {
  // Extension-less files (the /api/placeholder images) are PNGs.
  return types[extname(file)] ?? (file.includes(`${sep}api${sep}placeholder${sep}`) ? 'image/png' : 'application/octet-stream');
}

function send(req, res, file, status) {
  const type = contentType(file);
  const headers = {
    'Content-Type': type,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': file.includes(`${sep}_next${sep}static${sep}`)
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, must-revalidate',
    Vary: 'Accept-Encoding',
  };
  const gzip = compressible.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  else headers['Content-Length'] = statSync(file).size;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}

const server = createServer((req, res) => {
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
  if (file) return send(req, res, file, 200);
  send(req, res, join(root, '404.html'), 404);
});

server.listen(port, () => {
  console.log(`Serving ${root} at http://localhost:${port}`);
});
