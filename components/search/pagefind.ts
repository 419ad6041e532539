'use client';

/**
 * Loads Pagefind's search code from the export (out/pagefind/, written by scripts/searchIndex.ts)
 * once, on the first use of the search: it is no part of any page's bundle. The file exists only
 * in the built site, so the bundler must leave the import alone.
 */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  filters: Record<string, string[]>;
}

export interface PagefindSearch {
  results: Array<{ id: string; data: () => Promise<PagefindResultData> }>;
  totalFilters: Record<string, Record<string, number>>;
}

export interface Pagefind {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  search: (
    term: string,
    options?: { filters?: Record<string, string | { any: string[] }> },
  ) => Promise<PagefindSearch | null>;
}

export const PAGEFIND_URL = '/pagefind/pagefind.js';

/** Words of the excerpt around the first match. */
const EXCERPT_WORDS = 26;

let loading: Promise<Pagefind> | undefined;

export function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PAGEFIND_URL) as Promise<Pagefind>).then(
    async (pagefind) => {
      await pagefind.options({ excerptLength: EXCERPT_WORDS });
      await pagefind.init();
      return pagefind;
    },
  );
  // A failed load (offline before the first visit, a blocked file) may succeed on the next try.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
