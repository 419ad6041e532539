import type { Metadata } from 'next';
import { company, siteUrl } from '@/content/company';
import { newsPath, type NewsItem } from '@/content/news';
import { newsPage } from '@/content/newsPage';
import { pages } from '@/content/pages';
import { brandLogo } from './brandLogo';
import { canonicalUrl } from './metadata';

/**
 * The news feed, Atom 1.0 (RFC 4287), written into the export at build time by
 * app/notizie/feed.xml/route.ts: the newest FEED_SIZE items, every URL absolute (SITE_URL, as the
 * sitemap writes them). Valid with no item too: the feed then says only who publishes it.
 * The home page and the news pages announce it (`feedAlternates`) with <link rel="alternate">.
 */
export const FEED_PATH = `${pages.news.path}/feed.xml`;
export const FEED_TYPE = 'application/atom+xml';
export const FEED_SIZE = 20;

/** What a page's metadata adds so that browsers and readers find the feed. */
export const feedAlternates: Record<typeof FEED_TYPE, { url: string; title: string }[]> = {
  [FEED_TYPE]: [{ url: FEED_PATH, title: newsPage.feed.title }],
};

/** A page's metadata with the feed announced beside its canonical link. */
export function withFeed(metadata: Metadata): Metadata {
  return { ...metadata, alternates: { ...metadata.alternates, types: feedAlternates } };
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character] as string,
  );

/**
 * Midnight of a YYYY-MM-DD day in Catania as an RFC 3339 date-time (Atom's dates have a time):
 * 2026-11-20T00:00:00+01:00, +02:00 in summer time.
 */
export function romeMidnight(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // The offset Rome has at noon UTC that day (the change happens at night, never at midnight).
  const noon = new Date(Date.UTC(year, month - 1, date, 12));
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', timeZoneName: 'longOffset' })
    .formatToParts(noon)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = name === 'GMT' || !name ? '+00:00' : name.replace('GMT', '');
  return `${day}T00:00:00${offset}`;
}

export interface FeedOptions {
  origin?: string;
  /** When the feed last changed if it has no item: the build's day (YYYY-MM-DD). */
  today: string;
}

export function newsFeedXml(
  items: readonly Pick<NewsItem, 'slug' | 'kind' | 'title' | 'summary' | 'date'>[],
  { origin = siteUrl, today }: FeedOptions,
): string {
  const listing = canonicalUrl(pages.news.path, origin);
  const newest = items.slice(0, FEED_SIZE);
  const entries = newest.map((item) => {
    const url = canonicalUrl(newsPath(item.slug), origin);
    const when = romeMidnight(item.date);
    const label = newsPage.kindLabels[item.kind];
    return [
      '  <entry>',
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(item.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${when}</published>`,
      `    <updated>${when}</updated>`,
      `    <category term="${item.kind}" label="${escapeXml(label)}"/>`,
      `    <summary>${escapeXml(item.summary)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="it">',
    `  <id>${escapeXml(listing)}</id>`,
    `  <title>${escapeXml(newsPage.feed.title)}</title>`,
    `  <subtitle>${escapeXml(newsPage.feed.subtitle)}</subtitle>`,
    `  <link rel="self" type="${FEED_TYPE}" href="${escapeXml(canonicalUrl(FEED_PATH, origin))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(listing)}"/>`,
    `  <updated>${romeMidnight(newest[0]?.date ?? today)}</updated>`,
    `  <author><name>${escapeXml(company.brand)}</name><uri>${escapeXml(canonicalUrl('/', origin))}</uri></author>`,
    `  <icon>${escapeXml(`${origin}${brandLogo.path}`)}</icon>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
