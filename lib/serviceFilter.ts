import type { Service, ServiceCategory, ServiceCategoryFilter } from '@/content/types';

/**
 * Filtering of the services catalogue (docs/product.md, "Validation"): a case-insensitive substring match on
 * title or description, and membership of the selected category ('all' matches everything).
 * The state lives in the URL query (?q=...&categoria=...), so it is parsed and written here too.
 */
export type CategoryChoice = 'all' | ServiceCategory;

export interface ServiceFilterState {
  query: string;
  category: CategoryChoice;
}

export const SERVICE_FILTER_PARAMS = { query: 'q', category: 'categoria' } as const;
export const DEFAULT_SERVICE_FILTER: ServiceFilterState = { query: '', category: 'all' };

type Filterable = Pick<Service, 'title' | 'description' | 'categories'>;

function normalise(text: string): string {
  return text.toLocaleLowerCase('it-IT');
}

/** True when the service matches the search text and the category. */
export function matchesService(service: Filterable, { query, category }: ServiceFilterState): boolean {
  const inCategory = category === 'all' || service.categories.includes(category);
  if (!inCategory) return false;
  // Surrounding spaces are typing noise, not part of what the visitor looks for.
  const needle = normalise(query.trim());
  if (needle === '') return true;
  return normalise(service.title).includes(needle) || normalise(service.description).includes(needle);
}

/** The services that match, in their original order. */
export function filterServices<T extends Filterable>(services: readonly T[], state: ServiceFilterState): T[] {
  return services.filter((service) => matchesService(service, state));
}

/** Reads the filter from a query string; unknown categories fall back to 'all'. */
export function parseServiceFilter(
  search: string | URLSearchParams,
  categories: readonly ServiceCategoryFilter[],
): ServiceFilterState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const slug = params.get(SERVICE_FILTER_PARAMS.category);
  const category = categories.find((choice) => choice.slug === slug)?.id ?? 'all';
  return { query: params.get(SERVICE_FILTER_PARAMS.query) ?? '', category };
}

/**
 * The query string (with its leading '?', or '' for the default view) of a filter state.
 * Other parameters already in `current` are kept, so unrelated query parameters survive.
 */
export function serviceFilterSearch(
  state: ServiceFilterState,
  categories: readonly ServiceCategoryFilter[],
  current: string | URLSearchParams = '',
): string {
  const params = new URLSearchParams(current);
  if (state.query === '') params.delete(SERVICE_FILTER_PARAMS.query);
  else params.set(SERVICE_FILTER_PARAMS.query, state.query);
  const slug = categories.find((choice) => choice.id === state.category)?.slug;
  if (state.category === 'all' || !slug) params.delete(SERVICE_FILTER_PARAMS.category);
  else params.set(SERVICE_FILTER_PARAMS.category, slug);
  const text = params.toString();
  return text ? `?${text}` : '';
}
