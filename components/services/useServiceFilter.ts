'use client';

import { useCallback } from 'react';
import type { ServiceCategoryFilter } from '@/content/types';
import { parseServiceFilter, serviceFilterSearch, type ServiceFilterState } from '@/lib/serviceFilter';
import { setLocationSearch, useLocationSearch, type HistoryMode } from '@/components/ui/locationSearch';

export type { HistoryMode };

/**
 * The services filter lives in the URL query (?q=&categoria=), the single source of truth shared
 * by the hero search box and the catalogue.
 */
export function useServiceFilter(
  categories: readonly ServiceCategoryFilter[],
): [ServiceFilterState, (next: ServiceFilterState, mode: HistoryMode) => void] {
  const state = parseServiceFilter(useLocationSearch(), categories);

  const update = useCallback(
    (next: ServiceFilterState, mode: HistoryMode) =>
      setLocationSearch(serviceFilterSearch(next, categories, window.location.search), mode),
    [categories],
  );

  return [state, update];
}
