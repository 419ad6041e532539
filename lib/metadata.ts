import type { Metadata } from 'next';
import { company } from '@/content/company';
import { pages, type PageKey } from '@/content/pages';

/**
 * Title, description, canonical URL, Open Graph and Twitter card of a route, from
 * content/pages.ts. The share image comes from app/opengraph-image.tsx and app/twitter-image.tsx
 * (Next adds it to every route); URLs are made absolute with metadataBase (SITE_URL).
 */
export function pageMetadata(key: PageKey): Metadata {
  const page = pages[key];
  const shareTitle = key === 'home' ? page.title : `${page.title} | ${company.brand}`;
  return {
    title: key === 'home' ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: { canonical: page.path },
    openGraph: {
      type: 'website',
      locale: 'it_IT',
      siteName: company.brand,
      url: page.path,
      title: shareTitle,
      description: page.description,
    },
    twitter: {
      card: 'summary_large_image',
      title: shareTitle,
      description: page.description,
    },
  };
}
