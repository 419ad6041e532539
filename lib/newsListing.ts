import { pages } from '@/content/pages';
import type { NewsItem } from '@/content/news';
import type { PageMeta } from '@/content/types';

/**
 * /notizie and its views, all static pages (app/notizie/[[...percorso]]): every item newest first,
 * NEWS_PAGE_SIZE a page, and the same for the news only and the references only. A view is a
 * plain link, so the filter and the pages work with no script at all.
 *
 *   /notizie                              every item, page 1
 *   /notizie/pagina/2                     every item, page 2
 *   /notizie/tipo/referenze               the references, page 1
 *   /notizie/tipo/referenze/pagina/2      the references, page 2
 *   /notizie/<slug>                       an item's own page
 *
 * 'pagina' and 'tipo' are slugs no item may take (RESERVED_NEWS_SLUGS in content/schema/newsItem.ts).
 * Each view has its own title, description and main heading, and names itself as canonical.
 */

export const NEWS_PAGE_SIZE = 12;

export const NEWS_FILTERS = ['tutte', 'notizie', 'referenze'] as const;
export type NewsFilter = (typeof NEWS_FILTERS)[number];

/** Which kind of item a filter keeps; 'tutte' keeps every one. */
const FILTER_KIND = { notizie: 'notizia', referenze: 'referenza' } as const;

export interface ListingView {
  filter: NewsFilter;
  /** 1-based. */
  page: number;
  /** How many pages the filter has: at least 1, whose empty state says there is nothing yet. */
  pageCount: number;
}

/** The items a filter keeps, in the order given (newest first). */
export function filteredItems<T extends Pick<NewsItem, 'kind'>>(items: readonly T[], filter: NewsFilter): T[] {
  return filter === 'tutte' ? [...items] : items.filter((item) => item.kind === FILTER_KIND[filter]);
}

export const pageCountFor = (count: number) => Math.max(1, Math.ceil(count / NEWS_PAGE_SIZE));

/** The items one view shows. */
export function viewItems<T extends Pick<NewsItem, 'kind'>>(
  items: readonly T[],
  view: Pick<ListingView, 'filter' | 'page'>,
): T[] {
  const start = (view.page - 1) * NEWS_PAGE_SIZE;
  return filteredItems(items, view.filter).slice(start, start + NEWS_PAGE_SIZE);
}

/** The path segments after /notizie of a view: [] for the listing's first page. */
export function viewSegments({ filter, page }: Pick<ListingView, 'filter' | 'page'>): string[] {
  return [...(filter === 'tutte' ? [] : ['tipo', filter]), ...(page > 1 ? ['pagina', String(page)] : [])];
}

export function listingPath(filter: NewsFilter, page = 1): string {
  return [pages.news.path, ...viewSegments({ filter, page })].join('/');
}

/**
 * Every view the export writes. With no item at all only /notizie itself, saying that the first
 * news will come; once there is one, each filter's pages (a filter with no item has one page,
 * with its own empty state), so the filter's three links always lead somewhere.
 */
export function listingViews(items: readonly Pick<NewsItem, 'kind'>[]): ListingView[] {
  if (items.length === 0) return [{ filter: 'tutte', page: 1, pageCount: 1 }];
  return NEWS_FILTERS.flatMap((filter) => {
    const pageCount = pageCountFor(filteredItems(items, filter).length);
    return Array.from({ length: pageCount }, (_, index) => ({ filter, page: index + 1, pageCount }));
  });
}

export type NewsRoute = { type: 'listing'; view: ListingView } | { type: 'item'; slug: string };

/** What a path under /notizie shows, or undefined when the export has no such page. */
export function newsRoute(
  segments: readonly string[] | undefined,
  items: readonly Pick<NewsItem, 'kind' | 'slug'>[],
): NewsRoute | undefined {
  const parts = segments ?? [];
  if (parts.length === 1 && items.some((item) => item.slug === parts[0]))
    return { type: 'item', slug: parts[0] as string };
  const view = listingViews(items).find((candidate) => viewSegments(candidate).join('/') === parts.join('/'));
  return view ? { type: 'listing', view } : undefined;
}

/** generateStaticParams of app/notizie/[[...percorso]]: every view and every item, never empty. */
export function newsRouteParams(items: readonly Pick<NewsItem, 'kind' | 'slug'>[]): { percorso: string[] }[] {
  return [
    ...listingViews(items).map((view) => ({ percorso: viewSegments(view) })),
    ...items.map((item) => ({ percorso: [item.slug] })),
  ];
}

/**
 * Title, description and main heading of a view. Each is its own: no two pages of the site share
 * a title or a description, and no two main headings name the same topic (lib/headingTopic.ts:
 * the first pages say "le più recenti", the others their number).
 */
const VIEW_TEXT = {
  tutte: {
    title: (page: number) => (page === 1 ? pages.news.title : `Notizie e referenze, pagina ${page}`),
    description: (page: number) =>
      page === 1
        ? pages.news.description
        : `Pagina ${page} delle notizie e delle referenze di Gielle, dalla più recente: le novità e i lavori svolti per i clienti.`,
    heading: (page: number) =>
      page === 1 ? 'Notizie e referenze: le più recenti' : `Notizie e referenze, pagina ${page}`,
    name: 'Notizie',
  },
  notizie: {
    title: (page: number) => (page === 1 ? 'Notizie: le novità più recenti' : `Notizie: le novità, pagina ${page}`),
    description: (page: number) =>
      page === 1
        ? 'Le notizie pubblicate da Gielle, dalla più recente: ciascuna con la sua data, un breve riassunto e il collegamento al testo completo.'
        : `Pagina ${page} delle notizie pubblicate da Gielle, dalla più recente: ciascuna con la sua data, un breve riassunto e il testo completo.`,
    heading: (page: number) => (page === 1 ? 'Notizie di Gielle: le più recenti' : `Notizie di Gielle, pagina ${page}`),
    name: 'Solo notizie',
  },
  referenze: {
    title: (page: number) =>
      page === 1 ? 'Referenze: i lavori svolti per i clienti' : `Referenze dei lavori svolti, pagina ${page}`,
    description: (page: number) =>
      page === 1
        ? 'Le referenze di Gielle, dalla più recente: i lavori svolti per i clienti, ciascuno con il luogo, i servizi e i mezzi usati.'
        : `Pagina ${page} delle referenze di Gielle: i lavori svolti per i clienti, ciascuno con il luogo, i servizi e i mezzi usati.`,
    heading: (page: number) =>
      page === 1 ? 'Referenze di Gielle: i lavori più recenti' : `Referenze di Gielle, pagina ${page}`,
    name: 'Referenze',
  },
} as const;

export function listingMeta(view: Pick<ListingView, 'filter' | 'page'>): PageMeta {
  if (view.filter === 'tutte' && view.page === 1) return pages.news;
  const text = VIEW_TEXT[view.filter];
  return {
    path: listingPath(view.filter, view.page),
    title: text.title(view.page),
    description: text.description(view.page),
  };
}

export function listingHeading(view: Pick<ListingView, 'filter' | 'page'>): string {
  return VIEW_TEXT[view.filter].heading(view.page);
}

/** The breadcrumb's last step of a view: the listing's name, then the filter and the page. */
export function listingCrumbName(view: Pick<ListingView, 'filter' | 'page'>): string {
  const base = VIEW_TEXT[view.filter].name;
  return view.page === 1 ? base : `${base}, pagina ${view.page}`;
}

/** The pages a pagination shows: every page (a listing grows by a dozen a page, so few). */
export function paginationLinks(view: ListingView): { page: number; path: string; current: boolean }[] {
  return Array.from({ length: view.pageCount }, (_, index) => ({
    page: index + 1,
    path: listingPath(view.filter, index + 1),
    current: index + 1 === view.page,
  }));
}
