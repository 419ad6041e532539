import type { MetadataRoute } from 'next';
import { lastModified } from '@/lib/lastModified';
import { sitemapEntries } from '@/lib/sitemapEntries';

export const dynamic = 'force-static';

/**
 * Every page that answers its own topic, with the date of the last commit to the files it shows
 * (the build date outside git), read once per page while the export is written.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const buildDate = new Date();
  return sitemapEntries((sources) => lastModified(sources, { buildDate }));
}
