/**
 * The plain, serialisable lists the request wizard receives from its server parent:
 * services from content/services.ts and vehicles from content/fleet.ts (one source of truth).
 * The wizard vehicle fields are those of docs/product.md ("Content model"): id, name, description, image, specs (capacity, liftHeight, weight).
 */
import type { FleetCategory, Service, ServiceCategoryFilter, Vehicle } from '@/content/types';
import type { Picture } from './images/picture';
import { servicePath } from './servicePath';
import { vehiclePagePath } from './vehiclePages';

export interface WizardServiceOption {
  id: number;
  title: string;
  /** The service's own page, linked from the summary of step 4. */
  path: string;
  description: string;
  categories: string[];
}

export interface WizardVehicleOption {
  id: number;
  name: string;
  description: string;
  image: string;
  category: string;
  specs: { capacity?: string; liftHeight?: string; weight?: string };
  /** The thumbnail variants of a photo; absent for a drawing (the page's data stays as it was). */
  picture?: Picture;
  /** The vehicle's own page, linked from the summary of step 4. */
  path: string;
}

export interface WizardCategoryOption {
  id: string;
  label: string;
  /** Fleet categories list their vehicles in display order. */
  vehicleIds?: number[];
}

export interface WizardOptions {
  services: WizardServiceOption[];
  serviceCategories: WizardCategoryOption[];
  vehicles: WizardVehicleOption[];
  fleetCategories: WizardCategoryOption[];
}

export function buildWizardOptions(input: {
  services: readonly Service[];
  serviceCategories: readonly ServiceCategoryFilter[];
  vehicles: readonly Vehicle[];
  fleetCategories: readonly FleetCategory[];
  /** Photo variants by src (lib/images/pictures.ts), looked up by the server parent. */
  pictures?: Readonly<Record<string, Picture>>;
}): WizardOptions {
  return {
    services: input.services.map((service) => ({
      id: service.id,
      title: service.title,
      path: servicePath(service),
      description: service.description,
      categories: [...service.categories],
    })),
    serviceCategories: input.serviceCategories.map((category) => ({ id: category.id, label: category.label })),
    vehicles: input.vehicles.map((vehicle) => {
      const specs: WizardVehicleOption['specs'] = {};
      if (vehicle.specs.capacity) specs.capacity = vehicle.specs.capacity;
      if (vehicle.specs.liftHeight) specs.liftHeight = vehicle.specs.liftHeight;
      if (vehicle.specs.weight) specs.weight = vehicle.specs.weight;
      return {
        id: vehicle.id,
        name: vehicle.name,
        description: vehicle.description,
        image: vehicle.image,
        category: vehicle.category,
        specs,
        path: vehiclePagePath(vehicle.slug),
        ...(input.pictures?.[vehicle.image] ? { picture: input.pictures[vehicle.image] } : {}),
      };
    }),
    fleetCategories: input.fleetCategories.map((category) => ({
      id: category.id,
      label: category.name,
      vehicleIds: [...category.vehicleIds],
    })),
  };
}

/** Services shown in step 1 for a category ('all' shows every one). */
export function servicesInCategory(services: readonly WizardServiceOption[], category: string): WizardServiceOption[] {
  return category === 'all' ? [...services] : services.filter((service) => service.categories.includes(category));
}

/** Vehicles shown in step 1 for a fleet category, in the category's order ('all' keeps fleet order). */
export function vehiclesInCategory(
  vehicles: readonly WizardVehicleOption[],
  categories: readonly WizardCategoryOption[],
  category: string,
): WizardVehicleOption[] {
  if (category === 'all') return [...vehicles];
  const found = categories.find((item) => item.id === category);
  if (!found?.vehicleIds) return [];
  return found.vehicleIds.flatMap((id) => vehicles.filter((vehicle) => vehicle.id === id));
}
