/**
 * Post-build: Subresource Integrity on every script and stylesheet the pre-rendered HTML loads.
 *
 * Each same-origin `<script src>`, `<link rel="stylesheet">` and `<link rel="preload">` of a
 * script or stylesheet (a preload must carry the same integrity as what it preloads, or the
 * browser fetches the file twice) gets
 * `integrity="sha384-…"` of the file in out/ as it will be served. So it must run after the last
 * step that changes a script (scripts/compileHints.ts rewrites first-load chunks):
 * scripts/postbuild.ts runs the steps in that order, and verifyIntegrity() fails the build if any
 * hash no longer matches its file.
 *
 * Chunks and stylesheets loaded later by the runtime (on demand, on client-side navigation) are
 * not in the HTML and get no attribute: they come from the same origin under script-src and
 * style-src 'self'.
 *
 * Usage: tsx scripts/sri.ts [--out out]
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles } from './csp';
import { scriptPath } from './firstLoadJs';

export function sha384(content: Buffer | string): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

/** `<script src>`, `<link rel=stylesheet>` and `<link rel=preload as=script|style>` tags with a same-origin path. */
const SCRIPT_TAG =
  /<script\b[^>]*\ssrc="(\/(?!\/)[^"]+)"[^>]*>|<link\b(?=[^>]*\s(?:rel="stylesheet"|rel="preload"(?=[^>]*\sas="(?:script|style)")))[^>]*\shref="(\/(?!\/)[^"]+)"[^>]*>/g;

/** The HTML with an integrity attribute on each same-origin script (replacing any earlier one). */
export function withIntegrity(html: string, hashOf: (path: string) => string): string {
  return html.replace(SCRIPT_TAG, (tag, scriptSrc: string | undefined, preloadHref: string | undefined) => {
    const src = scriptSrc ?? preloadHref ?? '';
    const integrity = `integrity="${hashOf(scriptPath(src))}"`;
    const clean = tag.replace(/\sintegrity="[^"]*"/, '');
    return clean.replace(/(\/?>)$/, ` ${integrity}$1`);
  });
}

/** Every (path, integrity) pair the HTML declares. */
export function declaredIntegrity(html: string): Array<{ src: string; integrity: string | undefined }> {
  return [...html.matchAll(SCRIPT_TAG)].map((match) => ({
    src: match[1] ?? match[2] ?? '',
    integrity: /\sintegrity="([^"]*)"/.exec(match[0])?.[1],
  }));
}

function hasher(outDir: string) {
  const cache = new Map<string, string>();
  return (path: string) => {
    let hash = cache.get(path);
    if (!hash) {
      hash = sha384(readFileSync(join(outDir, path)));
      cache.set(path, hash);
    }
    return hash;
  };
}

/** Adds integrity to every page in outDir; returns how many script and stylesheet references it covered. */
export function addIntegrity(outDir: string): number {
  const hashOf = hasher(outDir);
  let count = 0;
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8');
    count += declaredIntegrity(html).length;
    const updated = withIntegrity(html, hashOf);
    if (updated !== html) writeFileSync(file, updated);
  }
  return count;
}

/** Problems: a same-origin script or stylesheet without integrity, or whose hash is not its file's. */
export function verifyIntegrity(outDir: string): string[] {
  const hashOf = hasher(outDir);
  const problems: string[] = [];
  for (const file of htmlFiles(outDir)) {
    for (const { src, integrity } of declaredIntegrity(readFileSync(file, 'utf8'))) {
      if (!integrity) problems.push(`${file}: ${src} has no integrity`);
      else if (integrity !== hashOf(scriptPath(src)))
        problems.push(`${file}: ${src} integrity does not match the file (changed after scripts/sri.ts?)`);
    }
  }
  return problems;
}

if (require.main === module) {
  const index = process.argv.indexOf('--out');
  const outDir = index >= 0 && process.argv[index + 1] ? (process.argv[index + 1] as string) : 'out';
  const count = addIntegrity(outDir);
  const problems = verifyIntegrity(outDir);
  console.log(`SRI: sha384 integrity on ${count} script and stylesheet references`);
  if (problems.length > 0) {
    console.error(`Subresource Integrity problems:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
}
