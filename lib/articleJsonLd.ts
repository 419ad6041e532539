import type { Article, NewsArticle, WithContext } from 'schema-dts';
import { company, siteUrl } from '@/content/company';
import type { NewsItem } from '@/content/news';
import type { Company } from '@/content/types';
import { canonicalUrl } from './metadata';
import { organizationReference } from './structuredData';

/**
 * A news item's page for search engines (Google's Article rules, Search Central, 2026: no property
 * is required; headline, image, datePublished, dateModified and author with its name and url are
 * recommended, author an Organization when a company writes): a notizia is a NewsArticle, a
 * referenza (a job done for a client) an Article. The company is author and publisher. Only what the
 * page shows: the title, the summary, the date, the photos, the place of a reference.
 *
 * dateModified is the item's date: the office's file has no other, and a build date would say the
 * text changed when it did not. Images are absolute URLs: the item's photos as the export serves
 * them and its share picture (a JPEG, which every reader takes, unlike an SVG drawing).
 */
export interface ArticleFacts {
  item: Pick<NewsItem, 'slug' | 'kind' | 'title' | 'summary' | 'date' | 'photos' | 'place'>;
  path: string;
  /** The share picture's path (/og/notizie/<slug>.jpg) when the item has a photo. */
  shareImagePath?: string;
}

export function articleJsonLd(
  { item, path, shareImagePath }: ArticleFacts,
  source: Company = company,
  origin: string = siteUrl,
): WithContext<Article> | WithContext<NewsArticle> {
  const url = canonicalUrl(path, origin);
  const images = [...(shareImagePath ? [shareImagePath] : []), ...item.photos.map((photo) => photo.src)].map(
    (src) => `${origin}${src}`,
  );
  const organization = organizationReference(source, origin);
  const article = {
    '@context': 'https://schema.org',
    headline: item.title,
    description: item.summary,
    datePublished: item.date,
    dateModified: item.date,
    inLanguage: 'it-IT',
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(images.length > 0 ? { image: images } : {}),
    author: organization,
    publisher: organization,
  } as const;
  if (item.kind === 'notizia') return { ...article, '@type': 'NewsArticle' };
  return {
    ...article,
    '@type': 'Article',
    ...(item.place ? { contentLocation: { '@type': 'Place', name: item.place } } : {}),
  };
}
