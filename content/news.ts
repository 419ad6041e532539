import newsFiles from './generated/news.json';
import type { NewsItemFile } from './schema/newsItem';

/**
 * News items and references, newest first (content/news/), without their body: the listing, the
 * home page's band, the feed and the vehicle and service pages read these; only an item's own page
 * reads its body (content/newsBodies.ts). `clientName` is there only when the client agreed.
 */
export type NewsItem = Omit<NewsItemFile, 'body' | 'clientConsent'>;

// JSON of an empty folder types as never[]: the content check has already parsed every file.
export const newsItems: readonly NewsItem[] = newsFiles as NewsItem[];

export function newsItemBySlug(slug: string): NewsItem | undefined {
  return newsItems.find((item) => item.slug === slug);
}

/** Where an item's page is. */
export const newsPath = (slug: string) => `/notizie/${slug}`;

/** The references that name a vehicle or a service, newest first: the pages link to them. */
export function referencesUsing(what: { vehicle: string } | { service: string }): NewsItem[] {
  return newsItems.filter(
    (item) =>
      item.kind === 'referenza' &&
      ('vehicle' in what ? item.vehicles.includes(what.vehicle) : item.services.includes(what.service)),
  );
}
