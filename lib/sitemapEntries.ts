import type { MetadataRoute } from 'next';
import { vehicles } from '@/content/fleet';
import { pages, type PageKey } from '@/content/pages';
import { services } from '@/content/services';
import type { PageMeta } from '@/content/types';
import { canonicalPath, canonicalUrl } from './metadata';
import { newsItems } from '@/content/news';
import { listingMeta, listingViews } from './newsListing';
import {
  newsItemPageSources,
  positionPageSources,
  servicePageSources,
  staticPageSources,
  vehiclePageSources,
} from './pageSources';
import { servicePageMeta } from './servicePages';
import { newsItemPageMeta, openPositions, positionPageMeta, vehiclePageMeta } from './sitePages';

/**
 * The sitemap's entries (app/sitemap.ts): every page that answers its own topic (not those that
 * name another page as canonical), its URL written as its canonical link, and the date it last
 * changed, `lastModified(sources)` of the files it shows (lib/pageSources.ts).
 */
export function sitemapEntries(lastModified: (sources: readonly string[]) => string): MetadataRoute.Sitemap {
  const entry = (page: PageMeta, sources: readonly string[], priority: number): MetadataRoute.Sitemap => {
    if (canonicalPath(page) !== page.path) return [];
    return [
      { url: canonicalUrl(page.path), lastModified: lastModified(sources), changeFrequency: 'monthly', priority },
    ];
  };
  return [
    ...(Object.keys(pages) as PageKey[]).flatMap((key) =>
      entry(pages[key], staticPageSources[key], key === 'home' ? 1 : 0.7),
    ),
    ...vehicles.flatMap((vehicle) => entry(vehiclePageMeta(vehicle), vehiclePageSources(vehicle.slug), 0.6)),
    ...services.flatMap((service) => entry(servicePageMeta(service), servicePageSources(service.slug), 0.6)),
    // Open on the build's day only: a closed position leaves the sitemap at the next build.
    ...openPositions().flatMap((position) =>
      entry(positionPageMeta(position), positionPageSources(position.slug), 0.6),
    ),
    ...newsItems.flatMap((item) => entry(newsItemPageMeta(item), newsItemPageSources(item.slug), 0.5)),
    // The listing's further pages and kind views: indexable, each its own canonical.
    ...listingViews(newsItems)
      .map(listingMeta)
      .filter((page) => page.path !== pages.news.path)
      .flatMap((page) => entry(page, staticPageSources.news, 0.4)),
  ];
}
