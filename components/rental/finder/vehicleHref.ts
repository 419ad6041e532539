import { pages } from '@/content/pages';
import type { Vehicle } from '@/content/types';
import { searchWithVehicle } from '@/lib/fleet';

/** Where a vehicle's own view lives: the rental page with its dialog open. */
export function vehiclePageHref(vehicle: Pick<Vehicle, 'id' | 'slug'>): string {
  return `${pages.rental.path}${searchWithVehicle('', vehicle.id)}`;
}
