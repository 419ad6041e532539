import type { MetadataRoute } from 'next';
import { siteUrl } from '@/content/company';
import { pages } from '@/content/pages';
import { servicePageMetas } from '@/lib/servicePages';

export const dynamic = 'force-static';

/** Every public route (content/pages.ts) under the canonical origin (SITE_URL). */
export default function sitemap(): MetadataRoute.Sitemap {
  return [...Object.values(pages).map(staticEntry), ...serviceEntries()];
}

function staticEntry(page: { path: string }): MetadataRoute.Sitemap[number] {
  return {
    url: page.path === '/' ? `${siteUrl}/` : `${siteUrl}${page.path}`,
    changeFrequency: 'monthly',
    priority: page.path === '/' ? 1 : 0.7,
  };
}

/** The 15 service pages (/servizi/<slug>). */
function serviceEntries(): MetadataRoute.Sitemap {
  return servicePageMetas().map((page) => ({ url: `${siteUrl}${page.path}`, changeFrequency: 'monthly', priority: 0.6 }));
}
