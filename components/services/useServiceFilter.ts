'use client';

import { useCallback, useSyncExternalStore } from 'react';
import type { ServiceCategoryFilter } from '@/content/types';
import { parseServiceFilter, serviceFilterSearch, type ServiceFilterState } from '@/lib/serviceFilter';

/**
 * The services filter lives in the URL query (?q=&categoria=), the single source of truth shared
 * by the hero search box and the catalogue. We read window.location through an external store
 * rather than useSearchParams: the server snapshot is the default view, so the pre-rendered HTML
 * lists every service without a Suspense fallback, and the client re-renders with the real query.
 * Writes use the native history API, which the Next.js router observes.
 */
const CHANGE_EVENT = 'gielle:service-filter';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const clientSearch = () => window.location.search;
const serverSearch = () => '';

export type HistoryMode = 'push' | 'replace';

export function useServiceFilter(
  categories: readonly ServiceCategoryFilter[],
): [ServiceFilterState, (next: ServiceFilterState, mode: HistoryMode) => void] {
  const search = useSyncExternalStore(subscribe, clientSearch, serverSearch);
  const state = parseServiceFilter(search, categories);

  const update = useCallback((next: ServiceFilterState, mode: HistoryMode) => {
    const query = serviceFilterSearch(next, categories, window.location.search);
    const url = `${window.location.pathname}${query}${window.location.hash}`;
    if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
    if (mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, [categories]);

  return [state, update];
}
