import { company } from '@/content/company';
import { vehicles } from '@/content/fleet';
import { newsItems, newsPath, type NewsItem } from '@/content/news';
import { positionPath, positions, type Position } from '@/content/positions';
import { pages } from '@/content/pages';
import { rental } from '@/content/rental';
import type { PageMeta, Vehicle } from '@/content/types';
import { positionMetaDescription } from './positionMeta';
import { positionOpenOn, romeDay } from './positions';
import { servicePageMetas } from './servicePages';
import { vehiclePagePath } from './vehiclePages';

/**
 * Every page of the site with its path, title and description: the static routes of
 * content/pages.ts and the pages generated from content (one per vehicle, one per service). The
 * route tests visit them, the sitemap lists those that answer their own topic
 * (lib/sitemapEntries.ts), and lib/sitePages.test.ts checks that no two share a title or a description.
 */

export const staticPageMetas: readonly PageMeta[] = Object.values(pages);

/** Title, description and path of a vehicle's page (/gielle-rental/<slug>). */
export function vehiclePageMeta(vehicle: Pick<Vehicle, 'slug' | 'name' | 'description'>): PageMeta {
  const text = rental.vehiclePage;
  return {
    path: vehiclePagePath(vehicle.slug),
    title: text.metaTitle(vehicle.name),
    description: text.metaDescription(vehicle.description),
  };
}

export const vehiclePageMetas: readonly PageMeta[] = vehicles.map(vehiclePageMeta);

/** Title, description and path of a position's page (/lavora-con-noi/<slug>). */
export function positionPageMeta(position: Position): PageMeta {
  return {
    path: positionPath(position.slug),
    title: position.title,
    description: positionMetaDescription(position, company.address.city),
  };
}

/**
 * The positions open on the day of the build, newest first: the listing, the sitemap and the search
 * index carry these; a closed position's page (its date passed, or its switch on) stays, saying so,
 * out of all three.
 */
export function openPositions(day: string = romeDay()): Position[] {
  return positions.filter((position) => positionOpenOn(position, day));
}

/** Title, description and path of a news item's or reference's page (/notizie/<slug>). */
export function newsItemPageMeta(item: Pick<NewsItem, 'slug' | 'title' | 'summary'>): PageMeta {
  return { path: newsPath(item.slug), title: item.title, description: item.summary };
}

export const sitePages: readonly PageMeta[] = [
  ...staticPageMetas,
  ...vehiclePageMetas,
  ...servicePageMetas(),
  ...openPositions().map(positionPageMeta),
  ...newsItems.map(newsItemPageMeta),
];
