import { join } from 'node:path';
import { searchTerms } from '@/content/searchTerms';
import { loadContent } from '@/lib/content/load';
import { searchTermsByPath } from './searchTerms';

describe('searchTermsByPath', () => {
  it('gives a vehicle’s words to its page and a service’s to /servizi/<slug>', () => {
    expect(
      searchTermsByPath(
        [{ slug: 'carrello-diesel-3t', searchTerms: ['muletto'] }],
        [{ slug: 'consulenza', searchTerms: ['DVR'] }],
      ),
    ).toEqual({ '/gielle-rental/carrello-diesel-3t': ['muletto'], '/servizi/consulenza': ['DVR'] });
  });

  it('gives the words of a service with a page of its own (`link`) to that page, not to its catalogue page', () => {
    const terms = searchTermsByPath(
      [],
      [{ slug: 'centro', link: '/centro-spasciani/', searchTerms: ['autoprotettore'] }],
    );
    expect(terms).toEqual({ '/centro-spasciani': ['autoprotettore'] });
    expect(terms).not.toHaveProperty('/servizi/centro');
  });

  it('leaves out pages without words, and keeps a word that reaches a page twice once, case aside', () => {
    expect(
      searchTermsByPath(
        [{ slug: 'a', searchTerms: [] }, { slug: 'b' }],
        [
          { slug: 'x', link: '/eProcurement', searchTerms: ['e-procurement', ' Acquisti online '] },
          { slug: 'y', link: '/eProcurement', searchTerms: ['E-Procurement', 'punchout'] },
        ],
      ),
    ).toEqual({ '/eProcurement': ['e-procurement', 'Acquisti online', 'punchout'] });
  });

  it('maps the real content: forklifts to muletto, the service centre’s words to /centro-spasciani', () => {
    const content = loadContent(join(__dirname, '..')).content;
    if (!content) throw new Error('the content does not load');
    const { vehicles, services } = content;
    const terms = searchTermsByPath(vehicles, services);
    // What the build writes for the index (content/generated/searchTerms.json) is this map.
    expect(searchTerms).toEqual(terms);
    expect(terms['/gielle-rental/carrello-diesel-3t']).toContain('muletto');
    const centre = services.find((service) => service.slug === 'centro-assistenza-protezione-respiratoria');
    expect(centre?.link).toBe('/centro-spasciani');
    expect(terms['/centro-spasciani']).toEqual(centre?.searchTerms);
    expect(terms).not.toHaveProperty('/servizi/centro-assistenza-protezione-respiratoria');
    for (const path of Object.keys(terms))
      expect(path).toMatch(/^\/(gielle-rental|servizi)\/[a-z0-9-]+$|^\/centro-spasciani$|^\/eProcurement$/);
  });
});
