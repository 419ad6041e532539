/**
 * Post-build: marks the scripts that pages run at start-up, and the small chunks they load on
 * demand, for eager compilation by V8 (explicit compile hints, Chrome 136+: the magic comment
 * `//# allFunctionsCalledOnLoad` on the file's first line).
 *
 * Why: V8 compiles functions lazily, on the main thread, the first time they are called. The
 * first-load chunks (React, the Next.js router, the layout islands) are nearly all called during
 * hydration, so that lazy compilation was most of the one long task at load: about 40 ms of
 * compilation inside hydration on this machine, 160-250 ms of blocking time under Lighthouse's
 * 4x CPU throttling. With the hint V8 compiles them while they stream in, on a background thread.
 *
 * The same holds for the chunks that islands import on demand (issue 20): swiper, which the home
 * page's hero starts once the page is idle, ran in a task of 27 ms (median of 7, unthrottled),
 * most of it compiling swiper; with the hint that task is 5 ms. The other small on-demand chunks
 * (the fleet's filters, the request wizard, the forms' mail code) load when they are about to run,
 * so a visitor's tap would otherwise wait for their compilation on the main thread. So the chunks
 * that the start-up scripts can load, directly or through another chunk, are marked too, except
 * the few large ones (over MAX_EAGER_ON_DEMAND_BYTES): a
 * library a page uses in part, like pdf.js in the document viewer, would be compiled whole for
 * nothing but memory. Other engines read the hint as a plain comment. Marking is idempotent.
 *
 * Usage: tsx scripts/compileHints.ts [--out out]
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteHtmlFiles } from './csp';
import { scriptPath, scriptSources } from './firstLoadJs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** On-demand chunks above this size stay lazy. The one there today is pdf.js (about 650 KB); swiper, the largest below, is 67 KB. */
export const MAX_EAGER_ON_DEMAND_BYTES = 256 * 1024;

/** The script with the hint on its first line (unchanged when it already has it). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}\n${source}`;
}

/** Same-origin script paths that any of the pages loads at start-up (nomodule polyfill excluded). */
export function firstLoadScripts(htmlPages: readonly string[]): string[] {
  const paths = htmlPages
    .flatMap((html) => scriptSources(html))
    .filter((src) => src.startsWith('/') && !src.startsWith('//'))
    .map(scriptPath);
  return [...new Set(paths)].sort();
}

/**
 * The chunks a script can load on demand, as site paths. Turbopack's loader names each one
 * relative to the build's asset prefix ("static/chunks/<name>.js" beside "/_next/static/chunks/…").
 */
export function onDemandChunks(scriptPathOnSite: string, source: string): string[] {
  const at = scriptPathOnSite.indexOf('static/chunks/');
  if (at < 0) return [];
  const prefix = scriptPathOnSite.slice(0, at);
  const chunks = [...source.matchAll(/"(static\/chunks\/[^"\s]+\.js)"/g)].map((match) => `${prefix}${match[1]}`);
  return [...new Set(chunks)].filter((path) => path !== scriptPathOnSite);
}

/**
 * Every script to mark, as site paths: the first-load scripts, and the chunks they load on demand
 * (followed through chunks that load others) that exist in outDir and are at most
 * MAX_EAGER_ON_DEMAND_BYTES.
 */
export function startUpScripts(outDir: string, htmlPages: readonly string[]): string[] {
  const marked = new Set(firstLoadScripts(htmlPages));
  const queue = [...marked];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const path = queue.shift() as string;
    for (const chunk of onDemandChunks(path, readFileSync(join(outDir, path), 'utf8'))) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      const file = join(outDir, chunk);
      if (!existsSync(file)) continue;
      queue.push(chunk); // a large chunk stays lazy, but what it loads is looked at too
      if (statSync(file).size <= MAX_EAGER_ON_DEMAND_BYTES) marked.add(chunk);
    }
  }
  return [...marked].sort();
}

/** Marks every start-up script in outDir (startUpScripts); returns how many files it changed. */
export function markStartUpScripts(outDir: string): number {
  // Not the editor's page (out/admin): Decap's 5 MB bundle runs a small part at start.
  const pages = siteHtmlFiles(outDir).map((file) => readFileSync(file, 'utf8'));
  let changed = 0;
  for (const path of startUpScripts(outDir, pages)) {
    const file = join(outDir, path);
    const source = readFileSync(file, 'utf8');
    const marked = withCompileHint(source);
    if (marked !== source) {
      writeFileSync(file, marked);
      changed += 1;
    }
  }
  return changed;
}

if (require.main === module) {
  const index = process.argv.indexOf('--out');
  const outDir = index >= 0 && process.argv[index + 1] ? (process.argv[index + 1] as string) : 'out';
  console.log(
    `compile hints: ${markStartUpScripts(outDir)} start-up scripts and small on-demand chunks marked for eager compilation`,
  );
}
