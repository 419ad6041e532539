/**
 * Writes every PDF listed in content/documents.ts to public/documents/, from typed content.
 * Runs before `next build` (npm "prebuild"). A file that the company dropped in with the same
 * name is kept: we only overwrite files that carry our own producer marker.
 *
 * Layout and text wrapping are PDFKit's. Every PDF is tagged (PDF/UA's building blocks): a
 * structure tree (Document > H1, Sect > H2, P, L > LI > Lbl + LBody) in reading order, MarkInfo
 * Marked, the language it-IT, and the title shown in the viewer's title bar; the title band,
 * rules and page footers are marked as artifacts, so assistive technology skips them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { siteDocuments } from '../content/documents';
import { company } from '../content/company';
import type { DocumentList, SiteDocument } from '../content/types';
import { rawTokens } from '../components/theme/tokens';

export const PRODUCER = 'Gielle site document generator';
export const DOCUMENT_LANGUAGE = 'it-IT';
const OUT_DIR = join(process.cwd(), 'public', 'documents');
// Fixed dates keep the output byte-identical between builds (PDFKit derives the file ID from them).
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');

const MARGIN = 56;
const FOOTER_ROOM = 72;
const BAND_PADDING = 36;
const { color } = rawTokens;
const BODY = { font: 'Helvetica', size: 10.5, lineGap: 3.5 } as const;
const HEADING = { font: 'Helvetica-Bold', size: 13.5 } as const;

type Pdf = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

/** Draws non-content (backgrounds, rules, footers) as an artifact that readers and tags skip. */
function artifact(pdf: Pdf, type: 'Layout' | 'Pagination', draw: () => void) {
  pdf.markContent('Artifact', { type });
  draw();
  pdf.endMarkedContent();
}

/** Adds a structure element whose marked content is what `draw` puts on the page. */
function tagged(pdf: Pdf, parent: Struct, type: string, draw: () => void) {
  parent.add(pdf.struct(type, {}, draw));
}

/** The navy band with brand, title (H1) and subtitle, sized to however many lines the title takes. */
function titleBand(pdf: Pdf, root: Struct, doc: SiteDocument) {
  const width = pdf.page.width - MARGIN * 2;
  const titleTop = BAND_PADDING + 22;
  const titleHeight = pdf.font('Helvetica-Bold').fontSize(20).heightOfString(doc.title, { width });
  const subtitleHeight = doc.subtitle
    ? pdf.font('Helvetica').fontSize(10).heightOfString(doc.subtitle, { width }) + 8
    : 0;
  const bandHeight = titleTop + titleHeight + subtitleHeight + BAND_PADDING - 8;

  artifact(pdf, 'Layout', () => {
    pdf.rect(0, 0, pdf.page.width, bandHeight).fill(color.navy);
    pdf.rect(0, bandHeight, pdf.page.width, 4).fill(color.gold);
    pdf
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(color.gold)
      .text(company.brand.toUpperCase(), MARGIN, BAND_PADDING, { lineBreak: false });
  });
  tagged(pdf, root, 'H1', () => {
    pdf.font('Helvetica-Bold').fontSize(20).fillColor(color.onNavy).text(doc.title, MARGIN, titleTop, { width });
  });
  if (doc.subtitle) {
    const subtitle = doc.subtitle;
    tagged(pdf, root, 'P', () => {
      pdf
        .font('Helvetica')
        .fontSize(10)
        .fillColor(color.onNavyMuted)
        .text(subtitle, MARGIN, titleTop + titleHeight + 8, { width });
    });
  }
  pdf.x = MARGIN;
  pdf.y = bandHeight + 4 + 30;
}

/** Starts a new page when a heading would otherwise sit at the foot of one, apart from its text. */
function keepWithNext(pdf: Pdf, needed: number) {
  if (pdf.y + needed > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
}

function heading(pdf: Pdf, section: Struct, text: string) {
  const width = pdf.page.width - MARGIN * 2;
  pdf.font(HEADING.font).fontSize(HEADING.size);
  keepWithNext(pdf, pdf.heightOfString(text, { width }) + 60);
  tagged(pdf, section, 'H2', () => {
    pdf.fillColor(color.navy).text(text, MARGIN, pdf.y, { width });
  });
  const ruleY = pdf.y + 3;
  artifact(pdf, 'Layout', () => {
    pdf.rect(MARGIN, ruleY, 28, 2).fill(color.gold);
  });
  pdf.y = ruleY + 12;
}

function paragraph(pdf: Pdf, section: Struct, text: string) {
  tagged(pdf, section, 'P', () => {
    pdf
      .font(BODY.font)
      .fontSize(BODY.size)
      .fillColor(color.ink)
      .text(text, MARGIN, pdf.y, {
        width: pdf.page.width - MARGIN * 2,
        lineGap: BODY.lineGap,
      });
  });
  pdf.y += 7;
}

/** A list through PDFKit's own list layout, which also tags it: L > LI > Lbl (marker) + LBody. */
function list(pdf: Pdf, section: Struct, block: DocumentList) {
  const element = pdf.struct('L');
  section.add(element);
  pdf
    .font(BODY.font)
    .fontSize(BODY.size)
    .fillColor(color.ink)
    .list([...block.items], MARGIN, pdf.y, {
      width: pdf.page.width - MARGIN * 2,
      lineGap: BODY.lineGap,
      paragraphGap: 5,
      listType: block.ordered ? 'numbered' : 'bullet',
      bulletRadius: 2.2,
      textIndent: block.ordered ? 18 : 14,
      structParent: element,
    });
  // PDFKit leaves the last item's body marked until the next marking: close it here.
  pdf.markContent('Artifact', { type: 'Layout' }).endMarkedContent();
  element.end();
  pdf.x = MARGIN;
  pdf.y += 7;
}

/** "Gielle S.r.l. - pagina N di M" at the foot of every page, once the page count is known. */
function footers(pdf: Pdf) {
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    pdf.switchToPage(index);
    const { page } = pdf;
    const bottom = page.margins.bottom;
    // Text below the bottom margin would make PDFKit open a new page: lift the margin meanwhile.
    page.margins.bottom = 0;
    artifact(pdf, 'Pagination', () => {
      pdf.rect(MARGIN, page.height - 46, page.width - MARGIN * 2, 0.5).fill(color.line);
      pdf
        .font('Helvetica')
        .fontSize(8)
        .fillColor(color.muted)
        .text(`${company.legalName} - pagina ${index - start + 1} di ${count}`, MARGIN, page.height - 38, {
          lineBreak: false,
        });
    });
    page.margins.bottom = bottom;
  }
}

export async function renderDocument(doc: SiteDocument): Promise<Uint8Array> {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: FOOTER_ROOM },
    pdfVersion: '1.7',
    tagged: true,
    lang: DOCUMENT_LANGUAGE,
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: doc.title,
      Author: company.legalName,
      Subject: doc.subtitle ?? doc.title,
      Producer: PRODUCER,
      Creator: PRODUCER,
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  const chunks: Uint8Array[] = [];
  pdf.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve);
    pdf.on('error', reject);
  });

  const root = pdf.struct('Document');
  pdf.addStructure(root);
  titleBand(pdf, root, doc);
  for (const { heading: title, paragraphs } of doc.sections) {
    const section = pdf.struct('Sect');
    root.add(section);
    heading(pdf, section, title);
    for (const block of paragraphs) {
      if (typeof block === 'string') paragraph(pdf, section, block);
      else list(pdf, section, block);
    }
    section.end();
    pdf.y += 10;
  }
  root.end();
  footers(pdf);
  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}

/** True when the file at path was made by this generator (or does not exist). */
export function isOurs(path: string): boolean {
  if (!existsSync(path)) return true;
  const bytes = readFileSync(path);
  // PDFKit writes the producer as a literal string; the earlier pdf-lib generator wrote it as a
  // UTF-16BE hex string, and its files may still sit in public/documents.
  const hex = Buffer.from(`\uFEFF${PRODUCER}`, 'utf16le').swap16().toString('hex').toUpperCase();
  return bytes.includes(Buffer.from(`(${PRODUCER})`)) || bytes.includes(Buffer.from(hex));
}

/** Every site document as a PDF in public/documents, the company's own files kept. */
export async function writeSiteDocuments() {
  mkdirSync(OUT_DIR, { recursive: true });
  let written = 0;
  for (const doc of siteDocuments) {
    const path = join(OUT_DIR, doc.file);
    if (!isOurs(path)) {
      console.log(`documents: keeping the company's ${doc.file}`);
      continue;
    }
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, await renderDocument(doc));
    written += 1;
  }
  console.log(`documents: ${written} PDF generated in public/documents`);
}

if (require.main === module) {
  writeSiteDocuments().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
