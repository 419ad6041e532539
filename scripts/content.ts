/**
 * Checks the content the office edits (content/*.json, content/<collection>/*.json) and writes
 * what the site reads (content/generated/). Any problem stops it, one line each naming the file,
 * the field and the reason, so neither a build nor a preview can run on broken content.
 *
 * Usage: tsx scripts/content.ts            check, then write content/generated/
 *        tsx scripts/content.ts --check    check only (npm run content:check)
 *        tsx scripts/content.ts --watch [--preview <origin>]
 *                                          check and write again on every change (npm run cms); with
 *                                          the preview's address, the preview serves a save's content,
 *                                          and knows the page of a vehicle, service, position or news
 *                                          item it added, before the line
 *                                          that says the content was written
 */
import { watch } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_VERSION_ROUTE, writeGenerated } from '../lib/content/generate';
import { loadContent, loadContentLeavingOut, type SiteContent } from '../lib/content/load';
import { writeEditorContent } from './cms-content';
import { problemLine } from '../lib/content/problems';
import { servicePath } from '../lib/servicePath';
import { untilAnswers } from './untilAnswers';
import { vehiclePagePath } from '../lib/vehiclePages';

const root = join(__dirname, '..');

/** What a pass wrote: the content files that changed, and the fingerprint of them all. */
type Written = ReturnType<typeof writeGenerated>;

/**
 * One pass; true when the content is valid. `settle` runs once the files are written, before the
 * line saying so. With `preview` (npm run cms) the items the check refuses are left out, named, and
 * the rest is written: one faulty save must not freeze the preview for every later one.
 */
export async function run({
  write,
  settle,
  preview = false,
}: {
  write: boolean;
  settle?: (content: SiteContent, written: Written) => Promise<void>;
  preview?: boolean;
}): Promise<boolean> {
  const { report, left } = preview ? loadContentLeavingOut(root) : { report: loadContent(root), left: [] };
  const { content } = report;
  const problems = report.problems.slice(left.length);
  if (preview) writeEditorContent(root);
  if (left.length > 0) {
    const files = new Set(left.map((problem) => problem.file)).size;
    console.error(`Esclusi dall’anteprima finché non li correggi: ${files} file (il resto è aggiornato).`);
    for (const problem of left) console.error(`  ${problemLine(problem)}`);
  }
  if (problems.length > 0 || !content) {
    console.error(
      `Contenuti non validi: ${problems.length} ${problems.length === 1 ? 'problema' : 'problemi'} da correggere.`,
    );
    for (const problem of problems) console.error(`  ${problemLine(problem)}`);
    return false;
  }
  const counts = contentCounts(content);
  if (!write) {
    console.log(`Contenuti validi: ${counts}.`);
    return true;
  }
  const result = writeGenerated(root, content);
  await settle?.(content, result);
  const { written } = result;
  console.log(`Contenuti validi: ${counts}${written.length ? `; aggiornati ${written.join(', ')}` : ''}.`);
  return true;
}

const count = (items: readonly unknown[], one: string, many: string) =>
  `${items.length} ${items.length === 1 ? one : many}`;

/** What the check's line counts, singular for one ("1 posizione", not "1 posizioni"). */
export function contentCounts(
  content: Pick<SiteContent, 'vehicles' | 'services' | 'certifications' | 'positions' | 'news'>,
): string {
  return [
    count(content.vehicles, 'mezzo', 'mezzi'),
    count(content.services, 'servizio', 'servizi'),
    count(content.certifications, 'certificazione', 'certificazioni'),
    count(content.positions, 'posizione', 'posizioni'),
    count(content.news, 'notizia o referenza', 'notizie e referenze'),
  ].join(', ');
}

/**
 * The pages a content file makes on its own: one per vehicle, service, position (open or closed:
 * a closed one's page stays, saying so) and news item or reference.
 */
export function contentPagePaths(content: Pick<SiteContent, 'vehicles' | 'services' | 'positions' | 'news'>): string[] {
  return [
    ...content.vehicles.map((vehicle) => vehiclePagePath(vehicle.slug)),
    ...content.services.map(servicePath),
    ...content.positions.map((position) => `/lavora-con-noi/${position.slug}`),
    ...content.news.map((item) => `/notizie/${item.slug}`),
  ];
}

/**
 * Resolves true once `next dev` at `origin` answers each path with anything but a 404 (false after
 * `timeoutMs`). It is needed because next dev checks a slug against the list generateStaticParams
 * gave it last time and asks for a new list only behind that request (stale-while-revalidate): with
 * dynamicParams = false, a vehicle just added is a 404 on its first load, and on every load until
 * that list arrives. Asking here, until it answers, is what makes the office's first load find it.
 */
export async function untilPreviewKnows(
  origin: string,
  paths: readonly string[],
  timeoutMs = 120_000,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (const path of paths) {
    // 0: no answer yet (the preview is starting, or compiling past the try's limit).
    const answer = await untilAnswers(`${origin}${path}`, (status) => status !== 404 && status !== 0, {
      timeoutMs: Math.max(0, deadline - Date.now()),
      tryMs: 60_000,
      intervalMs: 500,
      init: { redirect: 'manual' },
    });
    if (!answer.accepted) return false;
  }
  return true;
}

/**
 * Resolves true once `next dev` at `origin` serves content fingerprinted `version`
 * (app/content-version/route.dev.ts; false after `timeoutMs`). Without it, a load right after the
 * line could still be answered from the compile before the save: next dev takes in a changed file
 * only when its watcher reports it and a compile starts, and a page asked for before that is
 * rendered from the old modules (seen on a busy two-core machine: the old text for 15 s and more,
 * since a page loaded in that gap also misses the refresh that follows the compile). The route is
 * compiled with every page, so once it has the new fingerprint so have they.
 */
export async function untilPreviewServes(origin: string, version: string, timeoutMs = 120_000): Promise<boolean> {
  const answer = await untilAnswers(
    `${origin}${CONTENT_VERSION_ROUTE}`,
    (status, body) => {
      if (status !== 200) return false;
      try {
        return (JSON.parse(body) as { version?: unknown }).version === version;
      } catch {
        return false;
      }
    },
    { timeoutMs, tryMs: 60_000, intervalMs: 250 },
  );
  return answer.accepted;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  if (args.includes('--watch')) {
    const preview = args.includes('--preview') ? args[args.indexOf('--preview') + 1] : undefined;
    let known: Set<string> | undefined;
    const settle = async (content: SiteContent, { written, version }: Written) => {
      const paths = contentPagePaths(content);
      const added = known ? paths.filter((path) => !known?.has(path)) : [];
      known = new Set(paths);
      if (preview && written.length > 0) await untilPreviewServes(preview, version);
      if (preview && added.length > 0) await untilPreviewKnows(preview, added);
    };
    // One pass at a time, so the lines come out in the order of the saves.
    let passes: Promise<unknown> = run({ write: true, settle, preview: true });
    let timer: NodeJS.Timeout | undefined;
    watch(join(root, 'content'), { recursive: true }, (_event, file) => {
      if (!file || !String(file).endsWith('.json') || String(file).startsWith('generated')) return;
      clearTimeout(timer);
      timer = setTimeout(() => (passes = passes.then(() => run({ write: true, settle, preview: true }))), 200);
    });
  } else {
    void run({ write: !args.includes('--check') }).then((valid) => {
      if (!valid) process.exit(1);
    });
  }
}
