import { documentHref, documentText } from './documents';
import { policies } from '@/content/policies';
import { certifications } from '@/content/certifications';
import { siteDocuments } from '@/content/documents';

describe('documentHref', () => {
  it('points under /documents and escapes the name', () => {
    expect(documentHref('codice-etico.pdf')).toBe('/documents/codice-etico.pdf');
    expect(documentHref('a b.pdf')).toBe('/documents/a%20b.pdf');
  });

  it('keeps the folder of an upload from the editor', () => {
    expect(documentHref('caricati/certificato iso.pdf')).toBe('/documents/caricati/certificato%20iso.pdf');
  });
});

describe('documentText', () => {
  it('reads a document in order: title, subtitle, then each heading with its paragraphs and list items', () => {
    const text = documentText({
      file: 'x.pdf',
      title: 'Titolo',
      subtitle: 'Sottotitolo',
      sections: [{ heading: 'Sezione', paragraphs: ['Primo.', { items: ['Uno', 'Due'], ordered: true }, 'Ultimo.'] }],
    });
    expect(text).toEqual(['Titolo', 'Sottotitolo', 'Sezione', 'Primo.', 'Uno', 'Due', 'Ultimo.']);
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
      const words = documentText(doc)
        .slice(doc.subtitle ? 2 : 1)
        .join(' ')
        .split(/\s+/).length;
      expect(words).toBeGreaterThan(40);
    }
  });

  it('file names are unique', () => {
    expect(generated.size).toBe(siteDocuments.length);
  });
});
