import type { FleetCategory, PowerSource, Vehicle, VehicleFigures } from '@/content/types';
import { ALL_CATEGORIES, vehiclesForCategory, type FleetTabId } from './fleet';
import { CATEGORY_QUERY_PARAM } from './vehiclePages';

/**
 * The fleet finder of /gielle-rental (issue 12): category tab plus three filters (minimum
 * height, minimum capacity, power source). The whole choice lives in the URL query so a view
 * can be shared, survives a reload and Back restores the previous one; anything malformed in
 * the query is ignored, which gives the unfiltered fleet.
 */
export interface FleetFilters {
  minHeightM: number | null;
  minCapacityKg: number | null;
  power: PowerSource | null;
}

export interface FleetFinderState extends FleetFilters {
  tab: FleetTabId;
}

export const NO_FILTERS: FleetFilters = { minHeightM: null, minCapacityKg: null, power: null };
export const DEFAULT_FINDER_STATE: FleetFinderState = { tab: ALL_CATEGORIES, ...NO_FILTERS };

export const FINDER_PARAMS = {
  // The same parameter the vehicle pages' category crumb links with (fleetCategoryHref).
  tab: CATEGORY_QUERY_PARAM,
  height: 'altezza',
  capacity: 'portata',
  power: 'alimentazione',
} as const;

/** What the query may hold: the tabs that exist and the thresholds the form offers. */
export interface FinderChoices {
  tabs: readonly string[];
  heights: readonly number[];
  capacities: readonly number[];
  powers: readonly PowerSource[];
}

export function hasActiveFilters(filters: FleetFilters): boolean {
  return filters.minHeightM !== null || filters.minCapacityKg !== null || filters.power !== null;
}

/** True when the vehicle meets every chosen filter; a filter on a figure the vehicle lacks excludes it. */
export function matchesFilters(figures: VehicleFigures, filters: FleetFilters): boolean {
  if (filters.minHeightM !== null && !((figures.liftHeightM ?? -1) >= filters.minHeightM)) return false;
  if (filters.minCapacityKg !== null && !((figures.capacityKg ?? -1) >= filters.minCapacityKg)) return false;
  if (filters.power !== null && figures.power !== filters.power) return false;
  return true;
}

/** The vehicles of the tab that meet the filters, in the tab's own order. */
export function filterFleet<V extends Pick<Vehicle, 'id' | 'figures'>>(
  vehicles: readonly V[],
  categories: readonly Pick<FleetCategory, 'id' | 'vehicleIds'>[],
  state: FleetFinderState,
): V[] {
  return vehiclesForCategory(vehicles, categories, state.tab).filter((vehicle) =>
    matchesFilters(vehicle.figures, state),
  );
}

/** The power sources the fleet really holds, in the order of `order`. */
export function powerSourcesIn(
  vehicles: readonly Pick<Vehicle, 'figures'>[],
  order: readonly PowerSource[],
): PowerSource[] {
  return order.filter((power) => vehicles.some((vehicle) => vehicle.figures.power === power));
}

/** A whole number or decimal written plainly (no sign, no exponent): the only numbers the query carries. */
const PLAIN_NUMBER = /^\d+(\.\d+)?$/;

function offered(raw: string | null, values: readonly number[]): number | null {
  if (raw === null || !PLAIN_NUMBER.test(raw)) return null;
  const value = Number(raw);
  return values.includes(value) ? value : null;
}

/** Reads the finder from a query string; every unknown or malformed value falls back to its default. */
export function parseFinderState(search: string | URLSearchParams, choices: FinderChoices): FleetFinderState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const tab = params.get(FINDER_PARAMS.tab);
  const power = params.get(FINDER_PARAMS.power);
  return {
    tab: tab !== null && choices.tabs.includes(tab) ? (tab as FleetTabId) : ALL_CATEGORIES,
    minHeightM: offered(params.get(FINDER_PARAMS.height), choices.heights),
    minCapacityKg: offered(params.get(FINDER_PARAMS.capacity), choices.capacities),
    power: power !== null && (choices.powers as readonly string[]).includes(power) ? (power as PowerSource) : null,
  };
}

/**
 * The query string (with its '?', or '' for the default view) of a finder state. Other
 * parameters already in `current` are kept; defaults are left out so the plain URL stays plain.
 */
export function finderSearch(state: FleetFinderState, current: string | URLSearchParams = ''): string {
  const params = new URLSearchParams(current);
  const set = (name: string, value: string | number | null, isDefault: boolean) => {
    if (isDefault || value === null) params.delete(name);
    else params.set(name, String(value));
  };
  set(FINDER_PARAMS.tab, state.tab, state.tab === ALL_CATEGORIES);
  set(FINDER_PARAMS.height, state.minHeightM, false);
  set(FINDER_PARAMS.capacity, state.minCapacityKg, false);
  set(FINDER_PARAMS.power, state.power, false);
  const text = params.toString();
  return text ? `?${text}` : '';
}
