import { company } from '@/content/company';
import { newsItems, newsPath, type NewsItem } from '@/content/news';
import { newsPage } from '@/content/newsPage';
import { pages } from '@/content/pages';
import { shareImage } from './metadata';
import type { PageShareImage, ShareCard } from './shareImages';

/**
 * The share pictures of the news pages, drawn at build time like the vehicle and service pages'
 * (components/seo/pageShareImage.tsx, served by app/og/notizie/[image]/route.ts): an item with a
 * photo shares a card drawn from its first photo (a raster photo shares its own 1200x630 crop),
 * an item without one the site's picture; /notizie and its views share a card of their own, which
 * also keeps the route's list of files from being empty while the site has no item (a static
 * export refuses a dynamic route with no page).
 *
 * Only types come from ./shareImages, which lists these among every page's own picture: no cycle.
 */
export const NEWS_SHARE_DIR = '/og/notizie';

/** The listing's picture: a name no item can take (a slug has no underscore). */
export const LISTING_SHARE_FILE = '_notizie.jpg';

const LISTING_ILLUSTRATION = '/images/fleet/piattaforma-forbice-12m-lavoro.svg';

const card = (fields: Omit<ShareCard, 'brand' | 'fit'>): ShareCard => ({
  brand: company.brand,
  fit: 'framed',
  ...fields,
});

function image(file: string, shareCard: ShareCard): PageShareImage {
  return {
    path: `${NEWS_SHARE_DIR}/${file}`,
    width: shareImage.width,
    height: shareImage.height,
    alt: `${shareCard.brand}: ${shareCard.name}`,
    card: shareCard,
  };
}

/** The picture /notizie and its views share. */
export function newsListingShareImage(): PageShareImage {
  return image(
    LISTING_SHARE_FILE,
    card({ kicker: newsPage.shareKicker, name: newsPage.home.title, illustration: LISTING_ILLUSTRATION }),
  );
}

/** An item's own picture, drawn from its first photo; undefined without a photo (the site's picture then). */
export function newsShareImage(item: Pick<NewsItem, 'slug' | 'kind' | 'title' | 'photos'>): PageShareImage | undefined {
  const photo = item.photos[0];
  if (!photo) return undefined;
  return image(
    `${item.slug}.jpg`,
    card({ kicker: newsPage.kindLabels[item.kind], name: item.title, illustration: photo.src }),
  );
}

/** Every news page with a picture of its own, by path: /notizie, then each item with a photo. */
export function newsPageShareImages(
  items: readonly NewsItem[] = newsItems,
): { pagePath: string; image: PageShareImage }[] {
  return [
    { pagePath: pages.news.path, image: newsListingShareImage() },
    ...items.flatMap((item) => {
      const own = newsShareImage(item);
      return own ? [{ pagePath: newsPath(item.slug), image: own }] : [];
    }),
  ];
}
