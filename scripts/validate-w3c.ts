/**
 * The W3C Nu HTML Checker (npm vnu-jar, the checker behind validator.w3.org/nu) on every HTML
 * file in out/: exit 1 listing each error. It runs on Java (Debian: default-jre-headless).
 *
 * It complements scripts/validate-html.ts (html-validate): the Nu checker is the reference for
 * what HTML permits where (a <style> in <body>, a malformed meta refresh…); html-validate adds
 * authoring rules the reference does not have (unique landmarks, buttons with a type, inline
 * styles, …).
 *
 * Usage: tsx scripts/validate-w3c.ts [--out out]
 */
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { htmlFiles } from './csp';

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

// vnu-jar's entry exports the path of the jar.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped CommonJS package, one string
const vnuJar = String(require('vnu-jar'));

/** Errors (fatal ones included) of the Nu checker's JSON report, one line each. */
export function nuErrors(report: string, root: string): string[] {
  const { messages } = JSON.parse(report) as { messages: NuMessage[] };
  return messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error' || m.subType === 'fatal')
    .map((m) => {
      const file = m.url ? relative(root, decodeURIComponent(m.url.replace(/^file:/, ''))) : '?';
      return `${file}:${m.lastLine ?? '?'}:${m.firstColumn ?? '?'} ${m.message}${m.extract ? `\n      …${m.extract.replace(/\s+/g, ' ')}…` : ''}`;
    });
}

export function validateW3c(outDir: string): { files: number; errors: string[] } {
  const files = htmlFiles(outDir).sort();
  const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) {
    throw new Error(
      `Cannot run Java for the W3C checker (${run.error.message}): install a Java runtime (Debian: apt-get install default-jre-headless)`,
    );
  }
  // The report goes to stderr; the exit code only says whether there were errors.
  return { files: files.length, errors: nuErrors(run.stderr || '{"messages":[]}', outDir) };
}

if (require.main === module) {
  const index = process.argv.indexOf('--out');
  const outDir = join(
    process.cwd(),
    index >= 0 && process.argv[index + 1] ? (process.argv[index + 1] as string) : 'out',
  );
  const { files, errors } = validateW3c(outDir);
  if (errors.length > 0) {
    console.error(`W3C Nu checker: ${errors.length} error(s) in ${files} pages:\n  ${errors.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`W3C Nu checker: ${files} pages, 0 errors`);
}
