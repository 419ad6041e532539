import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What pdf.js reads from one PDF (scripts/pdfjs-facts.mjs). */
export interface PdfFacts {
  path: string;
  title: string | null;
  language: string | null;
  producer: string | null;
  /** MarkInfo /Marked: the file declares itself a tagged PDF. */
  marked: boolean;
  /** ViewerPreferences /DisplayDocTitle: viewers show the title, not the file name. */
  displayDocTitle: boolean;
  /** Per page: structure roles in reading order (Document, H1, Sect, P, L, LI…) and the text. */
  pages: { roles: string[]; text: string }[];
}

/**
 * Opens PDFs with pdf.js, in a separate Node process: pdf.js is ES modules only, which Jest's
 * CommonJS runtime cannot import. One process for the whole batch keeps it quick.
 */
export function pdfFacts(files: readonly { name: string; bytes: Uint8Array }[]): PdfFacts[] {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-facts-'));
  try {
    const paths = files.map(({ name, bytes }) => {
      const path = join(dir, name);
      writeFileSync(path, bytes);
      return path;
    });
    return pdfFactsOfFiles(paths);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The same, for PDFs already on disk (the export's documents, read by the search index). */
export function pdfFactsOfFiles(paths: readonly string[]): PdfFacts[] {
  if (paths.length === 0) return [];
  const output = execFileSync(process.execPath, [join(__dirname, 'pdfjs-facts.mjs'), ...paths], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output) as PdfFacts[];
}
