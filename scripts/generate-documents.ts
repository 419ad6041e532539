/**
 * Writes every PDF listed in content/documents.ts to public/documents/, from typed content.
 * Runs before `next build` (npm "prebuild"). A file that the company dropped in with the same
 * name is kept: we only overwrite files that carry our own producer marker.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { siteDocuments } from '../content/documents';
import { company } from '../content/company';
import type { SiteDocument } from '../content/types';

export const PRODUCER = 'Gielle site document generator';
const OUT_DIR = join(process.cwd(), 'public', 'documents');
// Fixed dates keep the output byte-identical between builds.
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const NAVY = rgb(0.059, 0.133, 0.22);
const GOLD = rgb(0.788, 0.635, 0.153);
const INK = rgb(0.106, 0.122, 0.141);

/** Splits text into lines that fit maxWidth at the given size. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderDocument(doc: SiteDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setAuthor(company.legalName);
  pdf.setSubject(doc.subtitle ?? doc.title);
  pdf.setLanguage('it-IT');
  pdf.setProducer(PRODUCER);
  pdf.setCreator(PRODUCER);
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const textWidth = A4.width - MARGIN * 2;
  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;

  const newPage = () => {
    page = pdf.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };
  const write = (text: string, font: PDFFont, size: number, color = INK, gap = 4) => {
    for (const line of wrapText(text, font, size, textWidth)) {
      if (y - size < MARGIN + 24) newPage();
      y -= size;
      page.drawText(line, { x: MARGIN, y, size, font, color });
      y -= gap;
    }
  };

  // Title band
  page.drawRectangle({ x: 0, y: A4.height - 120, width: A4.width, height: 120, color: NAVY });
  page.drawRectangle({ x: 0, y: A4.height - 124, width: A4.width, height: 4, color: GOLD });
  page.drawText(company.brand.toUpperCase(), { x: MARGIN, y: A4.height - 50, size: 12, font: bold, color: GOLD });
  page.drawText(doc.title, { x: MARGIN, y: A4.height - 80, size: 20, font: bold, color: rgb(1, 1, 1) });
  if (doc.subtitle) {
    page.drawText(doc.subtitle, { x: MARGIN, y: A4.height - 102, size: 10, font: regular, color: rgb(0.85, 0.88, 0.92) });
  }
  y = A4.height - 160;

  for (const section of doc.sections) {
    y -= 10;
    write(section.heading, bold, 14, NAVY, 8);
    for (const paragraph of section.paragraphs) {
      write(paragraph, regular, 11, INK, 4);
      y -= 6;
    }
  }

  const pages = pdf.getPages();
  pages.forEach((p, index) => {
    p.drawText(`${company.legalName} - pagina ${index + 1} di ${pages.length}`, {
      x: MARGIN,
      y: MARGIN / 2,
      size: 8,
      font: regular,
      color: rgb(0.4, 0.43, 0.47),
    });
  });

  return pdf.save({ useObjectStreams: false });
}

/** True when the file at path was made by this generator (or does not exist). */
function isOurs(path: string): boolean {
  if (!existsSync(path)) return true;
  // pdf-lib stores the producer as a UTF-16BE hex string.
  const hex = Buffer.from(`\uFEFF${PRODUCER}`, 'utf16le').swap16().toString('hex').toUpperCase();
  const bytes = readFileSync(path);
  return bytes.includes(Buffer.from(hex)) || bytes.includes(Buffer.from(PRODUCER));
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  let written = 0;
  for (const doc of siteDocuments) {
    const path = join(OUT_DIR, doc.file);
    if (!isOurs(path)) {
      console.log(`documents: keeping the company's ${doc.file}`);
      continue;
    }
    writeFileSync(path, await renderDocument(doc));
    written += 1;
  }
  console.log(`documents: ${written} PDF generated in public/documents`);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
