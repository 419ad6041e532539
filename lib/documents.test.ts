import { documentHref } from './documents';
import { policies } from '@/content/policies';
import { certifications } from '@/content/certifications';
import { siteDocuments } from '@/content/documents';

describe('documentHref', () => {
  it('points under /documents and escapes the name', () => {
    expect(documentHref('codice-etico.pdf')).toBe('/documents/codice-etico.pdf');
    expect(documentHref('a b.pdf')).toBe('/documents/a%20b.pdf');
  });
});

describe('home documents', () => {
  const generated = new Set(siteDocuments.map((doc) => doc.file));

  it('every policy and certificate has a PDF generated at build time', () => {
    for (const item of [...policies, ...certifications]) expect(generated).toContain(item.file);
  });

  it('every generated document has real text', () => {
    for (const doc of siteDocuments) {
      expect(doc.title.length).toBeGreaterThan(3);
      const words = doc.sections.flatMap((s) => s.paragraphs).join(' ').split(/\s+/).length;
      expect(words).toBeGreaterThan(40);
    }
  });

  it('file names are unique', () => {
    expect(generated.size).toBe(siteDocuments.length);
  });
});
