import type { Metadata } from 'next';
import { company, siteUrl } from '@/content/company';
import { pages, type PageKey } from '@/content/pages';
import type { PageMeta } from '@/content/types';
import { renderedTitle } from './searchLimits';

/** A share picture as pages declare it: og:image and twitter:image with size and text. */
export interface ShareImageMeta {
  path: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * The site's share image (app/og-image.png, drawn by components/seo/shareImage.tsx), for every
 * page without its own (lib/shareImages.ts: vehicle and service pages), and the touch icon.
 */
export const shareImage = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${company.brand}: forniture industriali, servizi e noleggio mezzi a ${company.address.city}`,
} as const;

/**
 * A path's absolute URL written exactly as the page's canonical link (metadataBase + path): Next
 * writes the home page as the bare origin, no trailing slash, so the sitemap does the same.
 */
export function canonicalUrl(path: string, origin: string = siteUrl): string {
  return path === '/' ? origin : `${origin}${path}`;
}

/** The path a page names as canonical: its own, unless another page answers its topic (PageMeta.canonical). */
export function canonicalPath(page: Pick<PageMeta, 'path' | 'canonical'>): string {
  return page.canonical ?? page.path;
}

export const touchIcon = { path: '/apple-icon.png', size: 180 } as const;

const shareImages = (image: ShareImageMeta) => [
  { url: image.path, width: image.width, height: image.height, alt: image.alt },
];
const images = shareImages(shareImage);

/** Open Graph and Twitter card defaults (root layout, so the 404 page has them too). */
export const sharingDefaults = {
  openGraph: { type: 'website', locale: 'it_IT', siteName: company.brand, images },
  twitter: { card: 'summary_large_image', images },
} satisfies Metadata;

/**
 * Title, description, canonical URL, Open Graph and Twitter card of a route, from
 * content/pages.ts, with the share image of app/og-image.png. URLs are made absolute with
 * metadataBase (SITE_URL).
 */
export function pageMetadata(key: PageKey): Metadata {
  return routeMetadata(pages[key], { absoluteTitle: key === 'home' });
}

/**
 * The same for any route described by a PageMeta, e.g. the generated pages of single
 * vehicles (lib/vehiclePages.ts). The layout's template adds "| Gielle" to the title unless
 * it is absolute (home page). `image`: the page's own share picture instead of the site's.
 */
export function routeMetadata(
  page: PageMeta,
  { absoluteTitle = false, image }: { absoluteTitle?: boolean; image?: ShareImageMeta } = {},
): Metadata {
  const pageImages = image ? shareImages(image) : images;
  const shareTitle = renderedTitle(page.title, company.brand, { absolute: absoluteTitle });
  const canonical = canonicalPath(page);
  return {
    title: absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: { canonical },
    openGraph: {
      ...sharingDefaults.openGraph,
      url: canonical,
      title: shareTitle,
      description: page.description,
      images: pageImages,
    },
    twitter: {
      ...sharingDefaults.twitter,
      title: shareTitle,
      description: page.description,
      images: pageImages,
    },
  };
}
