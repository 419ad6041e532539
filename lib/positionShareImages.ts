import { company } from '@/content/company';
import { pages } from '@/content/pages';
import { positionPath, positions, type Position } from '@/content/positions';
import { shareImage } from './metadata';
import { positionPlace } from './positionMeta';
import type { PageShareImage, ShareCard } from './shareImages';

/**
 * The share pictures of /lavora-con-noi and of each position's page, drawn at build time like the
 * vehicle and service pages' (components/seo/pageShareImage.tsx, app/og/lavora-con-noi/[image]):
 * the brand, "Lavora con noi" with the place, and the position's title, so a position shared in a
 * chat says what job it is and where. /lavora-con-noi has its own too, which keeps the route's
 * list of pictures from ever being empty: the site ships with no positions, and a static export
 * refuses a dynamic route with none.
 */
export const CAREERS_SHARE_DIR = '/og/lavora-con-noi';

/** The careers page's picture: a name no position can take (a slug has no underscore). */
export const CAREERS_SHARE_FILE = '_lavora-con-noi.jpg';

/** The company's own picture beside the text: the home slide of the company. */
const ILLUSTRATION = '/images/home/slide-azienda.svg';

function card(kicker: string, name: string): ShareCard {
  return { brand: company.brand, kicker, name, illustration: ILLUSTRATION, fit: 'framed' };
}

function image(file: string, shown: ShareCard): PageShareImage {
  return {
    path: `${CAREERS_SHARE_DIR}/${file}`,
    width: shareImage.width,
    height: shareImage.height,
    alt: `${shown.brand}: ${shown.name}`,
    card: shown,
  };
}

export const positionShareFile = (slug: string) => `${slug}.jpg`;

/** A position's picture: Lavora con noi · its place, and its title. */
export function positionShareImage(position: Pick<Position, 'slug' | 'title' | 'workplace' | 'area'>): PageShareImage {
  return image(
    positionShareFile(position.slug),
    card(`${pages.careers.name} · ${positionPlace(position, company.address.city)}`, position.title),
  );
}

/** /lavora-con-noi's picture. */
export function careersShareImage(): PageShareImage {
  return image(CAREERS_SHARE_FILE, card(`${pages.careers.name} · ${company.address.city}`, 'Invia la tua candidatura'));
}

/** Every careers picture by the page that shows it: /lavora-con-noi, then each position, open or closed. */
export function careersShareImages(): { pagePath: string; image: PageShareImage }[] {
  return [
    { pagePath: pages.careers.path, image: careersShareImage() },
    ...positions.map((position) => ({ pagePath: positionPath(position.slug), image: positionShareImage(position) })),
  ];
}
