import { newsItems } from '@/content/news';
import { FEED_TYPE, newsFeedXml } from '@/lib/newsFeed';
import { romeDay } from '@/lib/positions';

/** /notizie/feed.xml: the news feed (Atom), written into out/ at build time (lib/newsFeed.ts). */
export const dynamic = 'force-static';

export function GET() {
  return new Response(newsFeedXml(newsItems, { today: romeDay() }), {
    headers: { 'Content-Type': `${FEED_TYPE}; charset=utf-8` },
  });
}
