/**
 * Markup validity of the static export: every HTML file in out/ against html-validate's
 * recommended rules (.htmlvalidate.json). Exit 1 listing every error.
 *
 * The W3C Nu checker (scripts/validate-w3c.ts) is the reference for what HTML permits; this adds
 * html-validate's authoring rules. The one inline <style> (the islands' styled-components tag) is
 * in <head> as React renders it, so it needs no allowance.
 * One thing is adapted to the stack, not to hide authoring mistakes:
 * - React serialises attributes in camelCase (charSet, noModule), <meta/> self-closing and
 *   boolean attributes with a value, and makes ids like "_R_1_": the matching style rules are off
 *   in .htmlvalidate.json (HTML attribute names are case-insensitive; HTML5 ids may be any
 *   non-space string).
 *
 * Usage: tsx scripts/validate-html.ts [--out out]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HtmlValidate, type ConfigData, type Message } from 'html-validate';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

export async function validateExport(outDir: string): Promise<string[]> {
  const config = JSON.parse(readFileSync(join(process.cwd(), '.htmlvalidate.json'), 'utf8')) as ConfigData;
  const validator = new HtmlValidate({ ...config, root: true });
  const problems: string[] = [];
  for (const file of htmlFiles(outDir).sort()) {
    const source = readFileSync(file, 'utf8');
    const report = await validator.validateString(source, file);
    const html = source;
    for (const result of report.results) {
      for (const message of result.messages as Message[]) {
        if (message.severity !== 2) continue;
        const excerpt = html.slice(Math.max(0, message.offset - 10), message.offset + 90).replace(/\s+/g, ' ');
        problems.push(
          `${relative(outDir, file)}:${message.line}:${message.column} [${message.ruleId}] ${message.message}\n      …${excerpt}…`,
        );
      }
    }
  }
  return problems;
}

if (require.main === module) {
  const index = process.argv.indexOf('--out');
  const outDir = join(
    process.cwd(),
    index >= 0 && process.argv[index + 1] ? (process.argv[index + 1] as string) : 'out',
  );
  validateExport(outDir).then((problems) => {
    if (problems.length > 0) {
      console.error(`validate-html: ${problems.length} error(s):\n  ${problems.join('\n  ')}`);
      process.exit(1);
    }
    console.log('validate-html: every HTML file in out/ validates (0 errors)');
  });
}
