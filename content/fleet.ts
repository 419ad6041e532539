import { FLEET_CATEGORIES, powerSourceLabels } from './fleetCategories';
import fleetFiles from './generated/fleet.json';
import type { VehicleFile } from './schema/fleet';
import type { FleetCategory, Vehicle } from './types';
import { FLEET_IMAGE_DIR, VEHICLE_PLACEHOLDER_IMAGE } from './vehicleImageFallback';

export { powerSourceLabels, VEHICLE_PLACEHOLDER_IMAGE };

/**
 * The Gielle Rental fleet: the one source of truth for vehicles (the rental page, the
 * request wizard's vehicle list and the spec-sheet PDFs all read it).
 * One file per vehicle in content/fleet/ (the editor's "Flotta Gielle Rental"), checked by
 * content/schema/fleet.ts before every build: adding a file adds its card, page, finder entry,
 * wizard option, sitemap entry and spec sheet. Images are SVG drawings of the vehicle type
 * (public/images/fleet/) until the company uploads photos in their place.
 */

export const vehicleImagePath = (slug: string, view?: string) =>
  `${FLEET_IMAGE_DIR}/${view ? `${slug}-${view}` : slug}.svg`;

export const specSheetFile = (slug: string) => `scheda-tecnica-${slug}.pdf`;

/** The vehicle files, checked and in fleet order (by id). */
const files = fleetFiles as Omit<VehicleFile, 'guide'>[];

export const vehicles: readonly Vehicle[] = files.map((file) => ({ ...file, documents: [specSheetFile(file.slug)] }));

/** The four fleet categories (docs/product.md, "Content model"), each listing its vehicles in fleet order. */
export const fleetCategories: readonly FleetCategory[] = FLEET_CATEGORIES.map((category) => ({
  ...category,
  vehicleIds: vehicles.filter((vehicle) => vehicle.category === category.id).map((vehicle) => vehicle.id),
}));

export function vehicleById(id: number): Vehicle | undefined {
  return vehicles.find((item) => item.id === id);
}

export function fleetCategoryById(id: string): FleetCategory | undefined {
  return fleetCategories.find((category) => category.id === id);
}

export function vehicleBySlug(slug: string): Vehicle | undefined {
  return vehicles.find((item) => item.slug === slug);
}
