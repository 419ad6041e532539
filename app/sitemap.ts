import type { MetadataRoute } from 'next';
import { siteUrl } from '@/content/company';
import { pages } from '@/content/pages';
import { vehiclePageMetas } from '@/lib/sitePages';

export const dynamic = 'force-static';

const absolute = (path: string) => (path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`);

/** Every public route (content/pages.ts) under the canonical origin (SITE_URL). */
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

export default function sitemap(): MetadataRoute.Sitemap {
  return [...staticEntries(), ...vehicleEntries()];
}
