/**
 * @jest-environment node
 */
// Node environment: under jsdom, Jest would resolve PDFKit's browser build.
import { documentText } from '@/lib/documents';
import { renderDocument } from '@/scripts/generate-documents';
import { pdfFacts } from '@/scripts/pdfFacts';
import { siteDocuments } from './documents';
import { serviceCentre, serviceCentreBrochure } from './serviceCentre';

describe('the service centre brochure', () => {
  test('is one of the generated site documents, at the path the page links', () => {
    expect(siteDocuments).toContain(serviceCentreBrochure);
    expect(`/documents/${serviceCentreBrochure.file}`).toBe(serviceCentre.brochure.file);
  });

  test('renders to a real PDF of exactly 2 pages (docs/product.md, "Fixed figures")', async () => {
    const bytes = await renderDocument(serviceCentreBrochure);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const [pdf] = pdfFacts([{ name: serviceCentreBrochure.file, bytes }]);
    expect(pdf?.pages).toHaveLength(serviceCentre.brochure.pages);
    expect(pdf?.title).toBe(serviceCentreBrochure.title);
  });

  test('carries every service of the page', () => {
    const text = documentText(serviceCentreBrochure).join('\n');
    for (const item of serviceCentre.services.items) expect(text).toContain(item.title);
  });
});
