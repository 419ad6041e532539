import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentCollections } from '@/content/schema/collections';
import { checkContent, type ContentFile, type ContentInput, type ContentReport, type FolderName } from './check';
import type { ContentProblem } from './problems';

/**
 * Reads every file the office edits (content/schema/collections.ts) and checks it (./check.ts):
 * each file against its schema and the whole against the rules no single file can see. Returns the
 * content with company placeholders filled in. Build-time only (Node): the site reads what
 * scripts/content.ts writes from it.
 */

export { MIN_PAGE_WORDS, withoutBlanks, type ContentReport, type SampleValue, type SiteContent } from './check';

function readJson(root: string, file: string, problems: ContentProblem[]): unknown {
  try {
    return JSON.parse(readFileSync(join(root, file), 'utf8'));
  } catch (error) {
    const reason =
      error instanceof SyntaxError
        ? `il file non è un JSON valido (${error.message}); riaprilo nell’editor o correggi la virgola o la parentesi indicata`
        : `non riesco a leggere il file (${(error as Error).message})`;
    problems.push({ file, field: '', reason });
    return undefined;
  }
}

function folderFiles(root: string, folder: string, problems: ContentProblem[]): string[] {
  const dir = join(root, folder);
  if (!existsSync(dir)) {
    problems.push({ file: folder, field: '', reason: 'la cartella non esiste' });
    return [];
  }
  const jsonIn = (base: string) =>
    readdirSync(join(root, base))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => `${base}/${name}`);
  // The end-to-end build adds the content its tests make (e2e/testContent.ts) from a folder of its
  // own, never from content/: the site ships with none of it.
  const testDir = process.env.CONTENT_TEST_DIR;
  const testFolder = testDir ? join(testDir, folder) : undefined;
  return [...jsonIn(folder), ...(testFolder && existsSync(join(root, testFolder)) ? jsonIn(testFolder) : [])];
}

/**
 * Every content file as read, with what reading found wrong (a missing folder or file, broken
 * JSON). `skip` leaves files out: the preview goes on without the ones the check refused.
 */
export function readContent(
  root: string,
  skip: ReadonlySet<string> = new Set(),
): { input: ContentInput; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const testDir = process.env.CONTENT_TEST_DIR;
  const read = (file: string): ContentFile => ({ file, raw: readJson(root, file, problems) });
  const folders = {} as Record<FolderName, ContentFile[]>;
  const singles: Record<string, ContentFile | undefined> = {};
  for (const collection of contentCollections) {
    if (collection.kind === 'folder') {
      folders[collection.name] = folderFiles(root, collection.folder, problems)
        .filter((file) => !skip.has(file))
        .map(read);
      continue;
    }
    for (const entry of collection.files) {
      // The end-to-end build's copy of a single file, when it has one, stands in for content/'s
      // (e2e/testContent.ts: the company's details with a WhatsApp number the shipped file leaves out).
      const testFile = testDir ? join(testDir, entry.file) : undefined;
      if (testFile && existsSync(join(root, testFile))) singles[entry.name] = read(testFile);
      else if (existsSync(join(root, entry.file))) singles[entry.name] = read(entry.file);
      else problems.push({ file: entry.file, field: '', reason: 'il file non esiste' });
    }
  }
  return { input: { folders, singles, assetExists: (path) => existsSync(join(root, 'public', path)) }, problems };
}

export function loadContent(root: string, skip?: ReadonlySet<string>): ContentReport {
  const { input, problems } = readContent(root, skip);
  return checkContent(input, problems);
}

/** A file of a folder collection (a vehicle, a position…): the site can go on without it. */
const isItemFile = (file: string) =>
  file.endsWith('.json') && !contentCollections.some((c) => c.kind === 'files' && c.files.some((f) => f.file === file));

/**
 * The content without the items the check refuses, for the preview (`npm run cms`): a position saved
 * with a fault must not freeze every later save. Each round leaves out the items named in a
 * problem and checks again, since leaving one out can fault another (a reference naming a vehicle
 * left out). `left` holds what was left out and why. A problem in a file the site cannot do without
 * (the company, the home page's slides) stops it as before: `report` then has it.
 */
export function loadContentLeavingOut(root: string): { report: ContentReport; left: ContentProblem[] } {
  const skip = new Set<string>();
  const left: ContentProblem[] = [];
  for (;;) {
    const report = loadContent(root, skip);
    if (report.problems.length === 0 || !report.problems.every((problem) => isItemFile(problem.file))) {
      return {
        report: { ...report, problems: [...left, ...report.problems] },
        left: report.problems.length === 0 ? left : [],
      };
    }
    left.push(...report.problems);
    for (const problem of report.problems) skip.add(problem.file);
  }
}
