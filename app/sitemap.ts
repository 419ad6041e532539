import type { MetadataRoute } from 'next';
import { pages } from '@/content/pages';
import { canonicalUrl } from '@/lib/metadata';

export const dynamic = 'force-static';

/** Every public route (content/pages.ts), each URL written as its page's canonical link. */
export default function sitemap(): MetadataRoute.Sitemap {
  return Object.values(pages).map((page) => ({
    url: canonicalUrl(page.path),
    changeFrequency: 'monthly',
    priority: page.path === '/' ? 1 : 0.7,
  }));
}
