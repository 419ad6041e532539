/**
 * @jest-environment node
 */
// Node environment: under jsdom, Jest would resolve PDFKit's browser build.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteDocuments } from '@/content/documents';
import { documentText } from '@/lib/documents';
import { DOCUMENT_LANGUAGE, isOurs, PRODUCER, renderDocument } from './generate-documents';
import { pdfFacts, type PdfFacts } from './pdfFacts';

const HEADINGS = new Set(['H', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('every generated PDF, read back with pdf.js', () => {
  let facts: PdfFacts[];

  beforeAll(async () => {
    const files = await Promise.all(
      siteDocuments.map(async (doc) => ({ name: doc.file, bytes: await renderDocument(doc) })),
    );
    facts = pdfFacts(files);
  }, 60_000);

  const cases = siteDocuments.map((doc, index) => [doc.file, doc, index] as const);

  test.each(cases)('%s is a tagged PDF in Italian with its title in the title bar', (_file, doc, index) => {
    const pdf = facts[index]!;
    expect(pdf.marked).toBe(true);
    expect(pdf.language).toBe(DOCUMENT_LANGUAGE);
    expect(pdf.title).toBe(doc.title);
    expect(pdf.displayDocTitle).toBe(true);
    expect(pdf.producer).toBe(PRODUCER);
  });

  test.each(cases)('%s has a structure tree with headings and paragraphs on every page', (_file, doc, index) => {
    const pdf = facts[index]!;
    expect(pdf.pages.length).toBeGreaterThan(0);
    for (const page of pdf.pages) {
      expect(page.roles.length).toBeGreaterThan(0);
      expect(page.roles.some((role) => HEADINGS.has(role))).toBe(true);
      expect(page.roles.some((role) => role === 'P' || role === 'LBody')).toBe(true);
    }
    const roles = pdf.pages.flatMap((page) => page.roles);
    expect(roles.filter((role) => role === 'H1')).toHaveLength(1);
    expect(roles.filter((role) => role === 'H2')).toHaveLength(doc.sections.length);
    const listItems = doc.sections
      .flatMap((section) => section.paragraphs)
      .flatMap((block) => (typeof block === 'string' ? [] : block.items));
    expect(roles.filter((role) => role === 'LI')).toHaveLength(listItems.length);
    expect(roles.filter((role) => role === 'L').length > 0).toBe(listItems.length > 0);
  });

  test.each(cases)('%s carries all of its content as text', (_file, doc, index) => {
    const text = normalise(facts[index]!.pages.map((page) => page.text).join(' '));
    for (const line of documentText(doc)) {
      // Long paragraphs wrap: check their opening words, which sit on one line.
      expect(text).toContain(normalise(line).split(' ').slice(0, 5).join(' '));
    }
  });
});

describe('the generator', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'documents-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('writes the same bytes on every build', async () => {
    const doc = siteDocuments[0]!;
    expect(Buffer.from(await renderDocument(doc)).equals(Buffer.from(await renderDocument(doc)))).toBe(true);
  });

  test('recognises its own files, including those of the earlier pdf-lib generator', async () => {
    const ours = join(dir, 'ours.pdf');
    writeFileSync(ours, await renderDocument(siteDocuments[0]!));
    expect(isOurs(ours)).toBe(true);

    const earlier = join(dir, 'earlier.pdf');
    const hex = Buffer.from(`\uFEFF${PRODUCER}`, 'utf16le').swap16().toString('hex').toUpperCase();
    writeFileSync(earlier, `%PDF-1.7\n1 0 obj\n<< /Producer <${hex}> >>\nendobj\n%%EOF\n`);
    expect(isOurs(earlier)).toBe(true);

    expect(isOurs(join(dir, 'missing.pdf'))).toBe(true);
  });

  test('never claims a file the company supplied', () => {
    const company = join(dir, 'company.pdf');
    writeFileSync(
      company,
      '%PDF-1.7\n1 0 obj\n<< /Producer (Microsoft Word) /Title (Codice Etico) >>\nendobj\n%%EOF\n',
    );
    expect(isOurs(company)).toBe(false);
  });
});
