'use client';

import { useSyncExternalStore } from 'react';
import { replaceHistoryUrl } from './historyUrl';

/**
 * The query string as an external store, for state that lives in the URL (the services filter,
 * the fleet finder's filters, tab and open comparison). We read window.location rather than
 * useSearchParams: the server snapshot is the plain page, so the pre-rendered HTML lists
 * everything without a Suspense fallback, and the client re-renders with the real query.
 * Writes use the native history API, which the Next.js router observes.
 */
const CHANGE_EVENT = 'gielle:location-search';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

// While another path holds the address bar (a vehicle dialog shows the vehicle page's URL),
// the page underneath keeps the query it had, so the grid does not change behind the dialog.
const lastSearch = new Map<string, string>();

/** The current query; with `pathname`, the query that page last had while it held the address bar. */
export function useLocationSearch(pathname?: string): string {
  return useSyncExternalStore(
    subscribe,
    () => {
      const { pathname: current, search } = window.location;
      if (pathname === undefined) return search;
      if (current.replace(/\/$/, '') === pathname) lastSearch.set(pathname, search);
      return lastSearch.get(pathname) ?? '';
    },
    () => '',
  );
}

export type HistoryMode = 'push' | 'replace';

/**
 * Pushes a history entry for a view that Back should undo (an open dialog, a filter choice).
 * The fragment is dropped from both entries first: it has done its job (the scroll on arrival),
 * and Chromium, coming Back to an entry with a fragment, moves focus to <body>, so the control
 * the visitor closed the view from would lose it.
 */
export function pushHistoryEntry(url: string) {
  const { pathname, search, hash } = window.location;
  if (hash) replaceHistoryUrl(`${pathname}${search}`);
  window.history.pushState(null, '', url.replace(/#.*$/, ''));
}

/** Sets the query of the current page and tells the subscribers; a replaced entry keeps its hash. */
export function setLocationSearch(search: string, mode: HistoryMode) {
  const { pathname, hash } = window.location;
  if (search === window.location.search) return;
  if (mode === 'push') pushHistoryEntry(`${pathname}${search}`);
  else replaceHistoryUrl(`${pathname}${search}${hash}`);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
