import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BreadcrumbJsonLd, BreadcrumbTrailJsonLd } from '@/components/seo/JsonLd';
import { NewsArticle } from '@/components/news/NewsArticle';
import { NewsListing } from '@/components/news/NewsListing';
import { newsItemBySlug, newsItems } from '@/content/news';
import { newsBody } from '@/content/newsBodies';
import { pages } from '@/content/pages';
import { routeMetadata } from '@/lib/metadata';
import { withFeed } from '@/lib/newsFeed';
import { listingCrumbName, listingMeta, newsRoute, newsRouteParams } from '@/lib/newsListing';
import { newsListingShareImage, newsShareImage } from '@/lib/newsShareImages';
import { newsItemPageMeta } from '@/lib/sitePages';
import { breadcrumbName } from '@/lib/structuredData';

/**
 * /notizie, its views (/notizie/pagina/2, /notizie/tipo/referenze …) and each item's page, in one
 * optional catch-all: the export refuses a dynamic route with no page, and the site ships with no
 * item, so /notizie itself is always among the params (lib/newsListing.ts).
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return newsRouteParams(newsItems);
}

type Props = { params: Promise<{ percorso?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = newsRoute((await params).percorso, newsItems);
  if (!route) return {};
  if (route.type === 'listing') {
    // /notizie shares its own card; its further pages and kind views, the site's picture.
    const first = route.view.filter === 'tutte' && route.view.page === 1;
    return withFeed(routeMetadata(listingMeta(route.view), first ? { image: newsListingShareImage() } : {}));
  }
  const item = newsItemBySlug(route.slug);
  return item ? withFeed(routeMetadata(newsItemPageMeta(item), { image: newsShareImage(item) })) : {};
}

export default async function NewsPage({ params }: Props) {
  const route = newsRoute((await params).percorso, newsItems);
  if (!route) notFound();
  if (route.type === 'item') {
    const item = newsItemBySlug(route.slug);
    if (!item) notFound();
    return <NewsArticle item={item} body={newsBody(item.slug)} />;
  }
  const { view } = route;
  const first = view.filter === 'tutte' && view.page === 1;
  return (
    <>
      {first ? (
        <BreadcrumbJsonLd page="news" />
      ) : (
        <BreadcrumbTrailJsonLd
          trail={[
            { name: breadcrumbName('news'), path: pages.news.path },
            { name: listingCrumbName(view), path: listingMeta(view).path },
          ]}
        />
      )}
      <NewsListing items={newsItems} view={view} />
    </>
  );
}
