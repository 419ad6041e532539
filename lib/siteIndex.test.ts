import { siteDocuments } from '@/content/documents';
import { sitePages } from './sitePages';
import { siteIndex } from './siteIndex';

describe('siteIndex', () => {
  const index = siteIndex();
  const hrefs = index.flatMap((group) => group.entries.map((entry) => entry.href));

  it('groups the site by kind, in the filters’ order', () => {
    expect(index.map((group) => group.kind)).toEqual([
      'Noleggio',
      'Servizi',
      'Notizie',
      'Lavoro',
      'Documenti',
      'Azienda',
    ]);
  });

  it('lists every page that answers its own topic once, and every document', () => {
    const own = sitePages.filter((page) => !page.canonical || page.canonical === page.path);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).toHaveLength(own.length + siteDocuments.length);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/',
        '/gielle-rental/carrello-diesel-3t',
        '/servizi/consulenza',
        '/documents/codice-etico.pdf',
      ]),
    );
  });

  it('leaves out a page that names another as canonical', () => {
    const twins = sitePages.filter((page) => page.canonical && page.canonical !== page.path).map((page) => page.path);
    expect(twins.length).toBeGreaterThan(0);
    for (const twin of twins) expect(hrefs).not.toContain(twin);
  });

  it('puts a page in the group of its kind', () => {
    const group = (href: string) => index.find((g) => g.entries.some((entry) => entry.href === href))?.kind;
    expect(group('/gielle-rental/carrello-diesel-3t')).toBe('Noleggio');
    expect(group('/centro-spasciani')).toBe('Servizi');
    expect(group('/documents/codice-etico.pdf')).toBe('Documenti');
    expect(group('/chi-siamo')).toBe('Azienda');
    expect(group('/notizie')).toBe('Notizie');
    expect(group('/lavora-con-noi')).toBe('Lavoro');
  });
});
