import { indexerCopy, isListingCopy } from './searchIndex';

const page =
  '<html lang="it"><body><header>Menu</header><main id="contenuto" tabindex="-1"><h1>Carrello <b>3 t</b></h1><p>Per piazzali.</p></main><footer>Gielle</footer></body></html>';

describe('indexerCopy', () => {
  it('marks <main> as what is indexed, with its kind as the filter', () => {
    expect(indexerCopy(page, { kind: 'Noleggio', terms: [] })).toContain(
      '<main data-pagefind-body data-pagefind-filter="tipo:Noleggio" id="contenuto" tabindex="-1">',
    );
  });

  it('puts the office’s words, escaped, right after the heading, weighted above body text', () => {
    const copy = indexerCopy(page, { kind: 'Noleggio', terms: ['muletto', 'a<b'] });
    expect(copy).toContain('</h1><p data-pagefind-weight="5">muletto, a&lt;b</p><p>Per piazzali.</p>');
  });

  it('puts them first in <main> when the page has no heading', () => {
    const copy = indexerCopy('<main><p>x</p></main>', { kind: 'Azienda', terms: ['dvr'] });
    expect(copy).toBe(
      '<main data-pagefind-body data-pagefind-filter="tipo:Azienda"><p data-pagefind-weight="5">dvr</p><p>x</p></main>',
    );
  });

  it('refuses a page without <main>', () => {
    expect(() => indexerCopy('<body>x</body>', { kind: 'Azienda', terms: [] })).toThrow(/without <main>/);
  });
});

describe('isListingCopy', () => {
  it('leaves out the news listing’s further pages and kind views, not the listing or an item', () => {
    expect(isListingCopy('/notizie/pagina/2')).toBe(true);
    expect(isListingCopy('/notizie/tipo/referenze')).toBe(true);
    expect(isListingCopy('/notizie/tipo/referenze/pagina/2')).toBe(true);
    expect(isListingCopy('/notizie')).toBe(false);
    expect(isListingCopy('/notizie/paginazione-del-magazzino')).toBe(false);
  });
});
