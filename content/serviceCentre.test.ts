import { PDFDocument } from 'pdf-lib';
import { renderDocument } from '@/scripts/generate-documents';
import { siteDocuments } from './documents';
import { serviceCentre, serviceCentreBrochure } from './serviceCentre';

describe('the service centre brochure', () => {
  test('is one of the generated site documents, at the path the page links', () => {
    expect(siteDocuments).toContain(serviceCentreBrochure);
    expect(`/documents/${serviceCentreBrochure.file}`).toBe(serviceCentre.brochure.file);
  });

  test('renders to a real PDF of exactly 2 pages (SPEC.md section 9)', async () => {
    const bytes = await renderDocument(serviceCentreBrochure);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(serviceCentre.brochure.pages);
    expect(pdf.getTitle()).toBe(serviceCentreBrochure.title);
  });

  test('carries every service of the page', () => {
    const text = serviceCentreBrochure.sections.flatMap((section) => section.paragraphs).join('\n');
    for (const item of serviceCentre.services.items) expect(text).toContain(item.title);
  });
});
