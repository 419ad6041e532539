import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The file in out/ that a route's pre-rendered HTML lives in. */
export function htmlFileFor(outDir: string, route: string): string {
  if (route === '/') return join(outDir, 'index.html');
  return join(outDir, `${route.replace(/^\//, '')}.html`);
}

/** src of every classic or module script the page loads, except the nomodule polyfill. */
export function scriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (src) sources.push(src);
  }
  return [...new Set(sources)];
}

/** The file path a script src names on the site: no query, percent-escapes decoded. */
export function scriptPath(src: string): string {
  return decodeURIComponent(new URL(src, 'http://site').pathname);
}

/** gzip bytes of the scripts a route's HTML loads on first visit. */
export function firstLoadJsBytes(outDir: string, htmlFile: string): number {
  const html = readFileSync(htmlFile, 'utf8');
  return scriptSources(html).reduce((total, src) => {
    const path = join(outDir, scriptPath(src));
    return total + gzipSync(readFileSync(path)).length;
  }, 0);
}
