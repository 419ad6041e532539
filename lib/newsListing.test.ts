import { sharedTopics } from './headingTopic';
import {
  listingHeading,
  listingMeta,
  listingPath,
  listingViews,
  newsRoute,
  newsRouteParams,
  paginationLinks,
  viewItems,
  type ListingView,
} from './newsListing';
import { descriptionProblem, renderedTitle, titleProblem } from './searchLimits';

type Item = { slug: string; kind: 'notizia' | 'referenza' };

/** 14 items newest first: a reference, then 13 news items (as the end-to-end build has them). */
const items: Item[] = [
  { slug: 'referenza-1', kind: 'referenza' },
  ...Array.from({ length: 13 }, (_, index): Item => ({ slug: `notizia-${index + 1}`, kind: 'notizia' })),
];

describe('listingViews and newsRouteParams', () => {
  it('with no item, only /notizie itself: the export still has a page to write', () => {
    expect(listingViews([])).toEqual([{ filter: 'tutte', page: 1, pageCount: 1 }]);
    expect(newsRouteParams([])).toEqual([{ percorso: [] }]);
  });

  it('12 a page: 14 items make two pages, 13 news two, one reference one', () => {
    expect(listingViews(items).map((view) => `${view.filter} ${view.page}/${view.pageCount}`)).toEqual([
      'tutte 1/2',
      'tutte 2/2',
      'notizie 1/2',
      'notizie 2/2',
      'referenze 1/1',
    ]);
  });

  it('a filter with no item keeps its page, which says so', () => {
    expect(listingViews([{ kind: 'notizia' }]).filter((view) => view.filter === 'referenze')).toEqual([
      { filter: 'referenze', page: 1, pageCount: 1 },
    ]);
  });

  it('lists every view and every item as path segments', () => {
    expect(newsRouteParams(items).map((param) => param.percorso.join('/'))).toEqual([
      '',
      'pagina/2',
      'tipo/notizie',
      'tipo/notizie/pagina/2',
      'tipo/referenze',
      ...items.map((item) => item.slug),
    ]);
  });
});

describe('viewItems', () => {
  it('keeps the order given (newest first) and cuts 12 a page', () => {
    expect(viewItems(items, { filter: 'tutte', page: 1 }).map((item) => item.slug)).toEqual(
      items.slice(0, 12).map((item) => item.slug),
    );
    expect(viewItems(items, { filter: 'tutte', page: 2 }).map((item) => item.slug)).toEqual([
      'notizia-12',
      'notizia-13',
    ]);
  });

  it('filters by kind', () => {
    expect(viewItems(items, { filter: 'referenze', page: 1 }).map((item) => item.slug)).toEqual(['referenza-1']);
    expect(viewItems(items, { filter: 'notizie', page: 1 })).toHaveLength(12);
    expect(viewItems(items, { filter: 'notizie', page: 2 }).map((item) => item.slug)).toEqual(['notizia-13']);
  });
});

describe('newsRoute', () => {
  it('reads a view or an item from the path, and nothing else', () => {
    expect(newsRoute(undefined, items)).toEqual({ type: 'listing', view: { filter: 'tutte', page: 1, pageCount: 2 } });
    expect(newsRoute(['tipo', 'notizie', 'pagina', '2'], items)).toEqual({
      type: 'listing',
      view: { filter: 'notizie', page: 2, pageCount: 2 },
    });
    expect(newsRoute(['notizia-3'], items)).toEqual({ type: 'item', slug: 'notizia-3' });
    expect(newsRoute(['pagina', '3'], items)).toBeUndefined();
    expect(newsRoute(['pagina', '1'], items)).toBeUndefined();
    expect(newsRoute(['tipo', 'altro'], items)).toBeUndefined();
    expect(newsRoute(['nessuna'], items)).toBeUndefined();
  });
});

describe('paths and pagination', () => {
  it('writes the paths the export has', () => {
    expect(listingPath('tutte')).toBe('/notizie');
    expect(listingPath('tutte', 2)).toBe('/notizie/pagina/2');
    expect(listingPath('referenze')).toBe('/notizie/tipo/referenze');
    expect(listingPath('notizie', 3)).toBe('/notizie/tipo/notizie/pagina/3');
  });

  it('links every page of the filter and marks the current one', () => {
    expect(paginationLinks({ filter: 'notizie', page: 2, pageCount: 2 })).toEqual([
      { page: 1, path: '/notizie/tipo/notizie', current: false },
      { page: 2, path: '/notizie/tipo/notizie/pagina/2', current: true },
    ]);
  });
});

describe('each view is a page of its own for search engines', () => {
  const views: ListingView[] = ['tutte', 'notizie', 'referenze'].flatMap((filter) =>
    [1, 2, 3, 12].map((page) => ({ filter: filter as ListingView['filter'], page, pageCount: 12 })),
  );
  const metas = views.map(listingMeta);

  it('no two share a title or a description, and each names its own path', () => {
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(views.length);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(views.length);
    expect(metas.map((meta) => meta.path)).toEqual(views.map((view) => listingPath(view.filter, view.page)));
  });

  it('titles and descriptions read whole in results', () => {
    for (const meta of metas) {
      expect(titleProblem(renderedTitle(meta.title, 'Gielle'))).toBeUndefined();
      expect(descriptionProblem(meta.description)).toBeUndefined();
    }
  });

  it('no two main headings name the same topic', () => {
    expect(sharedTopics(views.map((view) => ({ heading: listingHeading(view) })))).toEqual([]);
  });
});
