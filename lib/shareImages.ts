import { company } from '@/content/company';
import { fleetCategoryById, vehicles } from '@/content/fleet';
import { pages } from '@/content/pages';
import { services } from '@/content/services';
import type { Service, Vehicle } from '@/content/types';
import { shareImage, type ShareImageMeta } from './metadata';
import { newsPageShareImages } from './newsShareImages';
import { careersShareImages } from './positionShareImages';
import { serviceCategoryLabels, servicePath } from './servicePages';
import { vehiclePagePath } from './vehiclePages';

/**
 * The share pictures of the vehicle and service pages (issue 24): one per page, drawn at build
 * time from the page's own illustration, its name and the brand (components/seo/pageShareImage.tsx,
 * served by app/og/…/route.ts), so a page shared in a chat shows what it is about. Every other
 * page keeps the site's picture, /og-image.png. JPEG: an illustration or, once the company
 * uploads them, a photograph stays well under 100 KB at 1200x630; a PNG of a photograph would not.
 */

/** What a share picture shows: the brand line, a kicker above the name, and the page's illustration. */
export interface ShareCard {
  brand: string;
  kicker: string;
  name: string;
  /** The page's own picture, as the site addresses it (/images/...). */
  illustration: string;
  /**
   * 'standing': across the whole picture side, on its bottom edge (a vehicle drawn on its
   * ground); 'framed': whole, with a margin all round (a service's banner-shaped illustration).
   */
  fit: 'standing' | 'framed';
}

export type PageShareImage = ShareImageMeta & { card: ShareCard };

export const SHARE_IMAGE_ROOT = '/og';
export const VEHICLE_SHARE_DIR = `${SHARE_IMAGE_ROOT}/gielle-rental`;
export const SERVICE_SHARE_DIR = `${SHARE_IMAGE_ROOT}/servizi`;

/** The file name of a page's picture: the last segment of the route that writes it. */
export const shareImageFile = (slug: string) => `${slug}.jpg`;

function pageShareImage(dir: string, slug: string, card: ShareCard): PageShareImage {
  return {
    path: `${dir}/${shareImageFile(slug)}`,
    width: shareImage.width,
    height: shareImage.height,
    alt: `${card.brand}: ${card.name}`,
    card,
  };
}

/** Gielle Rental, the vehicle's category, its name and its main picture. */
export function vehicleShareImage(vehicle: Pick<Vehicle, 'slug' | 'name' | 'category' | 'image'>): PageShareImage {
  return pageShareImage(VEHICLE_SHARE_DIR, vehicle.slug, {
    brand: `${company.brand} Rental`,
    kicker: fleetCategoryById(vehicle.category)?.name ?? '',
    name: vehicle.name,
    illustration: vehicle.image,
    fit: 'standing',
  });
}

/**
 * Gielle, the service's categories, its title and its illustration. A category named as the
 * service itself (Consulenza) is not repeated above it; with none left the kicker is "Servizi".
 */
export function serviceShareImage(service: Pick<Service, 'slug' | 'title' | 'categories' | 'image'>): PageShareImage {
  const categories = serviceCategoryLabels(service).filter(
    (label) => label.toLowerCase() !== service.title.toLowerCase(),
  );
  return pageShareImage(SERVICE_SHARE_DIR, service.slug, {
    brand: company.brand,
    kicker: categories.length > 0 ? categories.join(' · ') : pages.services.title,
    name: service.title,
    illustration: service.image,
    fit: 'framed',
  });
}

/** Every page with a share picture of its own, by path: the vehicle pages, the service pages, the careers pages. */
export function pageShareImages(): { pagePath: string; image: PageShareImage }[] {
  return [
    ...vehicles.map((vehicle) => ({ pagePath: vehiclePagePath(vehicle.slug), image: vehicleShareImage(vehicle) })),
    ...services.map((service) => ({ pagePath: servicePath(service), image: serviceShareImage(service) })),
    ...careersShareImages(),
    ...newsPageShareImages(),
  ];
}
