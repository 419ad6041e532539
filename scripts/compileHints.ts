/**
 * Post-build: marks the scripts that pages load at start-up for eager compilation by V8
 * (explicit compile hints, Chrome 136+: the magic comment `//# allFunctionsCalledOnLoad` on the
 * file's first line).
 *
 * Why: V8 compiles functions lazily, on the main thread, the first time they are called. The
 * first-load chunks (React, the Next.js router, the layout islands) are nearly all called during
 * hydration, so that lazy compilation was most of the one long task at load: about 40 ms of
 * compilation inside hydration on this machine, 160-250 ms of blocking time under Lighthouse's
 * 4x CPU throttling. With the hint V8 compiles them while they stream in, on a background thread.
 *
 * Only the scripts the pre-rendered HTML loads are marked: chunks loaded on demand (pdf.js, the
 * mail client) run only a part of their code, and eager compilation there would cost memory for
 * nothing. Other engines read the hint as a plain comment. Marking is idempotent.
 *
 * Usage: tsx scripts/compileHints.ts [--out out]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteHtmlFiles } from './csp';
import { scriptPath, scriptSources } from './firstLoadJs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

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

/** Marks every first-load script in outDir; returns how many files it changed. */
export function markFirstLoadScripts(outDir: string): number {
  // Not the editor's page (out/admin): Decap's 5 MB bundle runs a small part at start.
  const pages = siteHtmlFiles(outDir).map((file) => readFileSync(file, 'utf8'));
  let changed = 0;
  for (const path of firstLoadScripts(pages)) {
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
  console.log(`compile hints: ${markFirstLoadScripts(outDir)} first-load scripts marked for eager compilation`);
}
