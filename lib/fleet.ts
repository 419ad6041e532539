import type { FleetCategory, FleetCategoryId, Vehicle, VehicleSpecKey } from '@/content/types';

/** The tab that shows every vehicle (docs/product.md, "Content model": the tab `all`). */
export const ALL_CATEGORIES = 'all';
export type FleetTabId = typeof ALL_CATEGORIES | FleetCategoryId;

/** Order in which specs are shown, with their full labels (vehicle modal, spec sheets). */
export const SPEC_LABELS: Readonly<Record<VehicleSpecKey, string>> = {
  weight: 'Peso',
  capacity: 'Capacità',
  liftHeight: 'Altezza Sollevamento',
  diggingDepth: 'Profondità di Scavo',
  battery: 'Batteria',
  engine: 'Motore',
  dimensions: 'Dimensioni',
  operatingHours: 'Ore Operative',
};

/** Cards have less room: two labels are shortened (docs/product.md, "Content model"). */
export const SHORT_SPEC_LABELS: Readonly<Record<VehicleSpecKey, string>> = {
  ...SPEC_LABELS,
  liftHeight: 'Altezza',
  diggingDepth: 'Prof. Scavo',
};

const SPEC_ORDER = Object.keys(SPEC_LABELS) as VehicleSpecKey[];

/** docs/product.md, "Fixed figures": cards show 4 specs; the modal at most 4 thumbnails. */
export const CARD_SPEC_COUNT = 4;
export const MAX_THUMBNAILS = 4;

export interface SpecRow {
  key: VehicleSpecKey;
  label: string;
  value: string;
}

/** Every spec the vehicle has, in display order, with the full labels. */
export function fullSpecs(vehicle: Pick<Vehicle, 'specs'>): SpecRow[] {
  return SPEC_ORDER.flatMap((key) => {
    const value = vehicle.specs[key];
    return value ? [{ key, label: SPEC_LABELS[key], value }] : [];
  });
}

/** The first four specs the vehicle has, with the short card labels. */
export function cardSpecs(vehicle: Pick<Vehicle, 'specs'>): SpecRow[] {
  return fullSpecs(vehicle)
    .slice(0, CARD_SPEC_COUNT)
    .map((row) => ({ ...row, label: SHORT_SPEC_LABELS[row.key] }));
}

/** Vehicles of a tab, in the category's own order; 'all' keeps the fleet order; unknown ids give none. */
export function vehiclesForCategory<V extends Pick<Vehicle, 'id'>>(
  vehicles: readonly V[],
  categories: readonly Pick<FleetCategory, 'id' | 'vehicleIds'>[],
  tab: string,
): V[] {
  if (tab === ALL_CATEGORIES) return [...vehicles];
  const category = categories.find((item) => item.id === tab);
  if (!category) return [];
  return category.vehicleIds.flatMap((id) => vehicles.filter((item) => item.id === id));
}

/** Thumbnails under the main image in the modal: at most four. */
export function thumbnailImages(vehicle: Pick<Vehicle, 'additionalImages'>): string[] {
  return vehicle.additionalImages.slice(0, MAX_THUMBNAILS);
}

/**
 * A vehicle picture's text alternative by its place in the gallery (0 is the main picture):
 * the same words in the thumbnails and in the lightbox.
 */
export function vehicleImageAlt(vehicleName: string, index: number, total: number): string {
  return `${vehicleName}, immagine ${index + 1} di ${total}`;
}

/** What the lightbox cycles through: the main image, then the thumbnails. */
export function galleryImages(vehicle: Pick<Vehicle, 'image' | 'additionalImages'>): string[] {
  return [vehicle.image, ...thumbnailImages(vehicle)];
}

/** Next index of a gallery of `length` images, wrapping at both ends. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}

/** The vehicle id in a query string (?mezzo=3), or null. */
export const VEHICLE_QUERY_PARAM = 'mezzo';

/** Attribute of the card links (value: vehicle id) whose plain clicks open the modal in place. */
export const VEHICLE_LINK_ATTRIBUTE = 'data-vehicle-link';

/** Attribute of the vehicle page's picture links (value: gallery index) that open the lightbox. */
export const LIGHTBOX_INDEX_ATTRIBUTE = 'data-lightbox-index';

export function vehicleIdFromSearch(search: string, knownIds: readonly number[]): number | null {
  const raw = new URLSearchParams(search).get(VEHICLE_QUERY_PARAM);
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return knownIds.includes(id) ? id : null;
}

/** The same URL with the vehicle parameter set (or removed, with null); hash kept. */
export function searchWithVehicle(search: string, id: number | null): string {
  const params = new URLSearchParams(search);
  if (id === null) params.delete(VEHICLE_QUERY_PARAM);
  else params.set(VEHICLE_QUERY_PARAM, String(id));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** mailto: to the info address with the subject docs/product.md fixes ("Rental"): 'Informazioni su {vehicle name}'. */
export function vehicleInfoMailto(email: string, vehicleName: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Informazioni su ${vehicleName}`)}`;
}

/** Human label of a document file name: 'scheda-tecnica-x.pdf' -> 'Scheda tecnica'. */
export function documentLabel(file: string): string {
  if (file.startsWith('scheda-tecnica')) return 'Scheda tecnica';
  const base = file
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return base.charAt(0).toUpperCase() + base.slice(1);
}
