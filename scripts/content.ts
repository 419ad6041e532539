/**
 * Checks the content the office edits (content/*.json, content/<collection>/*.json) and writes
 * what the site reads (content/generated/). Any problem stops it, one line each naming the file,
 * the field and the reason, so neither a build nor a preview can run on broken content.
 *
 * Usage: tsx scripts/content.ts            check, then write content/generated/
 *        tsx scripts/content.ts --check    check only (npm run content:check)
 *        tsx scripts/content.ts --watch    check and write again on every change (npm run cms)
 */
import { watch } from 'node:fs';
import { join } from 'node:path';
import { writeGenerated } from '../lib/content/generate';
import { loadContent } from '../lib/content/load';
import { problemLine } from '../lib/content/problems';

const root = join(__dirname, '..');

/** One pass; true when the content is valid. */
export function run({ write }: { write: boolean }): boolean {
  const { content, problems } = loadContent(root);
  if (problems.length > 0 || !content) {
    console.error(`Contenuti non validi: ${problems.length} ${problems.length === 1 ? 'problema' : 'problemi'} da correggere.`);
    for (const problem of problems) console.error(`  ${problemLine(problem)}`);
    return false;
  }
  const counts = `${content.vehicles.length} mezzi, ${content.services.length} servizi, ${content.certifications.length} certificazioni`;
  if (!write) {
    console.log(`Contenuti validi: ${counts}.`);
    return true;
  }
  const written = writeGenerated(root, content);
  console.log(`Contenuti validi: ${counts}${written.length ? `; aggiornati ${written.join(', ')}` : ''}.`);
  return true;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  if (args.includes('--watch')) {
    run({ write: true });
    let timer: NodeJS.Timeout | undefined;
    watch(join(root, 'content'), { recursive: true }, (_event, file) => {
      if (!file || !String(file).endsWith('.json') || String(file).startsWith('generated')) return;
      clearTimeout(timer);
      timer = setTimeout(() => run({ write: true }), 200);
    });
  } else if (!run({ write: !args.includes('--check') })) {
    process.exit(1);
  }
}
