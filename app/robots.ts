import type { MetadataRoute } from 'next';
import { siteUrl } from '@/content/company';

export const dynamic = 'force-static';

/**
 * Standard lines only (no `Host:`, a Yandex extension other crawlers report as an error). Nothing
 * is disallowed: the pages' data files (.txt) stay crawlable and are kept out of the index by
 * `X-Robots-Tag: noindex` instead (scripts/csp.ts, deploy/nginx.conf), since a disallowed URL can
 * still be listed, without its content, when something links to it.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
