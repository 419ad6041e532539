import type { MetadataRoute } from 'next';
import { pages } from '@/content/pages';
import { canonicalPath, canonicalUrl } from '@/lib/metadata';
import { servicePageMetas } from '@/lib/servicePages';
import { vehiclePageMetas } from '@/lib/sitePages';

export const dynamic = 'force-static';

/** Every route of content/pages.ts, then the generated vehicle and service pages, each URL written as its page's canonical link. */
export default function sitemap(): MetadataRoute.Sitemap {
  return [...staticEntries(), ...vehicleEntries(), ...serviceEntries()];
}

function staticEntries(): MetadataRoute.Sitemap {
  return Object.values(pages).map((page) => ({
    url: canonicalUrl(page.path),
    changeFrequency: 'monthly',
    priority: page.path === '/' ? 1 : 0.7,
  }));
}

/** The page of every vehicle (/gielle-rental/<slug>). */
function vehicleEntries(): MetadataRoute.Sitemap {
  return vehiclePageMetas.map((page) => ({ url: canonicalUrl(page.path), changeFrequency: 'monthly', priority: 0.6 }));
}

/** The service pages (/servizi/<slug>) that answer their own topic: not those that name another page as canonical. */
function serviceEntries(): MetadataRoute.Sitemap {
  return servicePageMetas()
    .filter((page) => canonicalPath(page) === page.path)
    .map((page) => ({ url: canonicalUrl(page.path), changeFrequency: 'monthly', priority: 0.6 }));
}
