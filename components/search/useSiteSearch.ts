'use client';

import { useEffect, useRef, useState } from 'react';
import { SEARCH_FILTER, SEARCH_KINDS, type SearchKind } from '@/lib/searchKinds';
import { loadPagefind, type PagefindResultData, type PagefindSearch } from './pagefind';

/** Results shown at first, and added by each "Mostra altri": each one costs a small fragment file. */
export const RESULTS_PAGE = 10;

export type SearchOutcome =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'error' }
  | {
      state: 'ready';
      query: string;
      kind: SearchKind | null;
      total: number;
      results: readonly PagefindResultData[];
      /** Results of each kind for this query, whatever kind is chosen. */
      counts: Partial<Record<SearchKind, number>>;
    };

/** The query and kind of a /cerca address (?q=…&tipo=…). */
export function parseSearch(search: string): { query: string; kind: SearchKind | null } {
  const params = new URLSearchParams(search);
  const tipo = params.get(SEARCH_FILTER);
  return { query: params.get('q') ?? '', kind: SEARCH_KINDS.find((kind) => kind === tipo) ?? null };
}

export function searchAddress(query: string, kind: SearchKind | null): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (kind) params.set(SEARCH_FILTER, kind);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Runs the search for a query and kind, the first `shown` results with their title and excerpt.
 * A newer query supersedes an older one still running: only the latest reaches the screen, and
 * the list on screen stays until the next one is ready, so typing does not make it flicker.
 */
export function useSiteSearch(query: string, kind: SearchKind | null, shown: number): SearchOutcome {
  const [outcome, setOutcome] = useState<SearchOutcome>({ state: 'idle' });
  const [found, setFound] = useState<{ query: string; kind: SearchKind | null; search: PagefindSearch } | null>(null);
  const data = useRef(new Map<string, PagefindResultData>());
  const term = query.trim();

  useEffect(() => {
    if (!term) {
      setFound(null);
      setOutcome({ state: 'idle' });
      return;
    }
    let current = true;
    setOutcome((previous) => (previous.state === 'ready' ? previous : { state: 'loading' }));
    loadPagefind()
      // "Any kind" rather than no filter: Pagefind counts results per kind only for a filtered search.
      .then((pagefind) => pagefind.search(term, { filters: { [SEARCH_FILTER]: kind ?? { any: [...SEARCH_KINDS] } } }))
      .then((search) => {
        if (current && search) setFound({ query: term, kind, search });
      })
      .catch(() => {
        if (current) setOutcome({ state: 'error' });
      });
    return () => {
      current = false;
    };
  }, [term, kind]);

  useEffect(() => {
    if (!found) return;
    let current = true;
    const wanted = found.search.results.slice(0, shown);
    Promise.all(
      wanted.map(async (result) => {
        const known = data.current.get(result.id);
        if (known) return known;
        const loaded = await result.data();
        data.current.set(result.id, loaded);
        return loaded;
      }),
    ).then(
      (results) => {
        if (!current) return;
        const counts = found.search.totalFilters[SEARCH_FILTER] ?? {};
        setOutcome({
          state: 'ready',
          query: found.query,
          kind: found.kind,
          total: found.search.results.length,
          results,
          counts: Object.fromEntries(SEARCH_KINDS.map((k) => [k, counts[k] ?? 0])),
        });
      },
      () => {
        if (current) setOutcome({ state: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [found, shown]);

  return outcome;
}
