import type { MetadataRoute } from 'next';
import { siteUrl } from '@/content/company';
import { pages } from '@/content/pages';
import { servicePageMetas } from '@/lib/servicePages';
import { vehiclePageMetas } from '@/lib/sitePages';

export const dynamic = 'force-static';

const absolute = (path: string) => (path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`);

/** Every route of content/pages.ts, then the generated vehicle and service pages, under SITE_URL. */
export default function sitemap(): MetadataRoute.Sitemap {
  return [...staticEntries(), ...vehicleEntries(), ...serviceEntries()];
}

function staticEntries(): MetadataRoute.Sitemap {
  return Object.values(pages).map((page) => ({
    url: absolute(page.path),
    changeFrequency: 'monthly',
    priority: page.path === '/' ? 1 : 0.7,
  }));
}

/** The page of every vehicle (/gielle-rental/<slug>). */
function vehicleEntries(): MetadataRoute.Sitemap {
  return vehiclePageMetas.map((page) => ({ url: absolute(page.path), changeFrequency: 'monthly', priority: 0.6 }));
}

/** The 15 service pages (/servizi/<slug>). */
function serviceEntries(): MetadataRoute.Sitemap {
  return servicePageMetas().map((page) => ({ url: absolute(page.path), changeFrequency: 'monthly', priority: 0.6 }));
}
