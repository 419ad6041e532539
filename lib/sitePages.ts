import { vehicles } from '@/content/fleet';
import { pages } from '@/content/pages';
import { rental } from '@/content/rental';
import type { PageMeta, Vehicle } from '@/content/types';
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

export const sitePages: readonly PageMeta[] = [
  ...staticPageMetas,
  ...vehiclePageMetas,
  ...servicePageMetas(),
];
