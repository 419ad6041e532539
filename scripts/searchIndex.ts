/**
 * Post-build: the site search's index (issue 44, docs/search.md), written by Pagefind into
 * out/pagefind/ from the export itself, so it holds what visitors read.
 *
 * - Every indexable page (neither noindex nor a canonical link elsewhere: scripts/exportedPages.ts),
 *   so not the editor, the 404 and offline pages, /cerca itself or the catalogue twins. Only the
 *   page's <main>, less the parts many pages share (SHARED_PARTS), so a result matches where its
 *   words are; the header, footer and cookie banner are outside <main>.
 * - The words the office adds to a vehicle or a service (`searchTerms`, content/searchTerms.ts), indexed
 *   with its page and shown nowhere: they go into the indexer's copy of the HTML, not the page.
 * - The text of every PDF of the site (content/documents.ts), a record whose URL is the PDF itself.
 * - One filter, `tipo` (lib/searchKinds.ts): Noleggio, Servizi, Notizie, Lavoro, Documenti, Azienda.
 *   Open positions and news items are pages like any other; a closed position's page is noindex,
 *   so it leaves the index at the next build.
 * Pages are Italian (<html lang="it">), so Pagefind stems Italian; the documents say so themselves.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { siteDocuments } from '../content/documents';
import { searchTerms } from '../content/searchTerms';
import { documentHref } from '../lib/documents';
import { SEARCH_FILTER, searchKind } from '../lib/searchKinds';
import { exportedPages } from './exportedPages';
import { pdfFactsOfFiles } from './pdfFacts';

/** The search page: it lists the site, it is no result of its own. */
export const SEARCH_PAGE_PATH = '/cerca';

/**
 * Parts of <main> that repeat across pages, left out of the index: breadcrumbs and the legal
 * pages' tables of contents (every <nav> in <main>), the vehicle pages' request band and rows of
 * other vehicles, the related services, the English half of the legal pages (the index is
 * Italian), the forms' labels and the buttons' words. The closing call to action marks itself
 * (data-pagefind-ignore in components/ui/CallToAction.tsx). e2e/site-search.spec.ts checks each
 * still matches something in the export.
 */
export const SHARED_PARTS = [
  'main nav',
  '#richiesta',
  '#altri-mezzi',
  '[aria-labelledby="servizi-correlati"]',
  '[lang="en"]',
  'form',
  'button',
] as const;

/**
 * The news listing's further pages and its views by kind (/notizie/pagina/2, /notizie/tipo/…):
 * each item is a result of its own, and /notizie stands for the listing, so these would only
 * repeat the items' titles and summaries as extra results.
 */
export const isListingCopy = (path: string) => /^\/notizie\/(?:pagina|tipo)(?:\/|$)/.test(path);

/** Weight of the office's words: above body text (1), below the page's own headings (h1 is 7). */
const TERMS_WEIGHT = 5;

/**
 * Files Pagefind writes that the site does not use: its ready-made interfaces (the site has its
 * own, components/search/) and the playground.
 */
const UNUSED_BUNDLE_FILES = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
  // The pages say lang="it", so only the Italian stemmer's build is ever asked for.
  'wasm.unknown.pagefind',
];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The HTML the indexer reads for one page: its <main> marked as the body, with its kind and the
 * office's words. The words go right after the page's heading, so a result found by them shows
 * the heading's neighbour, the page's opening lines, as its excerpt.
 */
export function indexerCopy(html: string, { kind, terms }: { kind: string; terms: readonly string[] }): string {
  const main = /<main\b/.exec(html);
  if (!main || !html.includes('</main>', main.index)) throw new Error('a page without <main>: nothing to index');
  const marked = `${html.slice(0, main.index)}<main data-pagefind-body data-pagefind-filter="${SEARCH_FILTER}:${escapeHtml(kind)}"${html.slice(main.index + '<main'.length)}`;
  if (terms.length === 0) return marked;
  const words = `<p data-pagefind-weight="${TERMS_WEIGHT}">${escapeHtml(terms.join(', '))}</p>`;
  const heading = marked.indexOf('</h1>', main.index);
  const at = heading >= 0 ? heading + '</h1>'.length : marked.indexOf('>', main.index) + 1;
  return `${marked.slice(0, at)}${words}${marked.slice(at)}`;
}

export interface SearchIndexFigures {
  pages: number;
  documents: number;
  files: number;
}

export async function writeSearchIndex(outDir: string): Promise<SearchIndexFigures> {
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: [...SHARED_PARTS], forceLanguage: 'it' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  const problems: string[] = [];

  const pages = exportedPages(outDir).filter(
    (page) => page.indexable && page.path !== SEARCH_PAGE_PATH && !isListingCopy(page.path),
  );
  for (const page of pages) {
    const html = readFileSync(join(outDir, page.file), 'utf8');
    const content = indexerCopy(html, { kind: searchKind(page.path), terms: searchTerms[page.path] ?? [] });
    const added = await index.addHTMLFile({ url: page.path, content });
    problems.push(...added.errors.map((error) => `${page.path}: ${error}`));
  }

  const documents = siteDocuments.map((document) => ({ document, href: documentHref(document.file) }));
  const texts = pdfFactsOfFiles(documents.map(({ document }) => join(outDir, 'documents', document.file)));
  for (const [at, { document, href }] of documents.entries()) {
    const content = (texts[at]?.pages ?? [])
      .map((page) => page.text)
      .join(' ')
      .trim();
    if (!content) problems.push(`${href}: no text to index`);
    const added = await index.addCustomRecord({
      url: href,
      content,
      language: 'it',
      meta: { title: document.title },
      filters: { [SEARCH_FILTER]: [searchKind(href)] },
    });
    problems.push(...added.errors.map((error) => `${href}: ${error}`));
  }

  const outputPath = join(outDir, 'pagefind');
  rmSync(outputPath, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath });
  problems.push(...written.errors);
  const { files } = await index.getFiles();
  await pagefind.close();
  for (const name of UNUSED_BUNDLE_FILES) rmSync(join(outputPath, name), { force: true });
  if (problems.length > 0) throw new Error(`search index:\n  ${problems.join('\n  ')}`);
  return {
    pages: pages.length,
    documents: documents.length,
    files: files.filter((file) => !UNUSED_BUNDLE_FILES.includes(file.path)).length,
  };
}

if (require.main === module) {
  const at = process.argv.indexOf('--out');
  const outDir = at >= 0 && process.argv[at + 1] ? (process.argv[at + 1] as string) : 'out';
  writeSearchIndex(outDir).then(
    (figures) =>
      console.log(
        `search index: ${figures.pages} pages and ${figures.documents} documents in ${outDir}/pagefind (${figures.files} files)`,
      ),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
