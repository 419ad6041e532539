import type { FleetCategory, Vehicle } from '@/content/types';

/**
 * The pages of single vehicles, /gielle-rental/<slug> (docs/product.md, decision "a page per
 * vehicle and service"): paths, which related vehicles to show, and reading the old ?mezzo=N links.
 */

/** Path of the fleet page; the vehicle pages live under it. */
export const RENTAL_PATH = '/gielle-rental';

/** Query parameter that selects a fleet tab (the category crumb of a vehicle page links to it). */
export const CATEGORY_QUERY_PARAM = 'categoria';

/** A choice of the issue, not of docs/product.md: "up to four related vehicles". */
export const MAX_RELATED_VEHICLES = 4;

export const vehiclePagePath = (slug: string) => `${RENTAL_PATH}/${slug}`;

/** The fleet page with a category's tab selected, scrolled to the fleet. */
export const fleetCategoryHref = (categoryId: string) =>
  `${RENTAL_PATH}?${CATEGORY_QUERY_PARAM}=${encodeURIComponent(categoryId)}#flotta`;

/** The slug in a vehicle page's pathname (/gielle-rental/<slug>, trailing slash allowed), or null. */
export function vehicleSlugFromPath(pathname: string, knownSlugs: readonly string[]): string | null {
  const match = new RegExp(`^${RENTAL_PATH}/([a-z0-9-]+)/?$`).exec(pathname);
  const slug = match?.[1];
  return slug && knownSlugs.includes(slug) ? slug : null;
}

/**
 * Up to four other vehicles: first those of the same category (in the category's order,
 * starting after this vehicle so neighbours differ from page to page), then the rest of the
 * fleet in fleet order.
 */
export function relatedVehicles<V extends Pick<Vehicle, 'id' | 'category'>>(
  vehicle: V,
  fleet: readonly V[],
  categories: readonly Pick<FleetCategory, 'id' | 'vehicleIds'>[],
  limit: number = MAX_RELATED_VEHICLES,
): V[] {
  const categoryIds = categories.find((category) => category.id === vehicle.category)?.vehicleIds ?? [];
  const at = categoryIds.indexOf(vehicle.id);
  const rotated = at < 0 ? categoryIds : [...categoryIds.slice(at + 1), ...categoryIds.slice(0, at)];
  const sameCategory = rotated.flatMap((id) => fleet.filter((item) => item.id === id && item.id !== vehicle.id));
  const others = fleet.filter((item) => item.id !== vehicle.id && !sameCategory.includes(item));
  return [...sameCategory, ...others].slice(0, limit);
}
