import type { MetadataRoute } from 'next';
import { siteUrl } from '@/content/company';
import { pages } from '@/content/pages';

export const dynamic = 'force-static';

/** Every public route (content/pages.ts) under the canonical origin (SITE_URL). */
export default function sitemap(): MetadataRoute.Sitemap {
  return Object.values(pages).map((page) => ({
    url: page.path === '/' ? `${siteUrl}/` : `${siteUrl}${page.path}`,
    changeFrequency: 'monthly',
    priority: page.path === '/' ? 1 : 0.7,
  }));
}
