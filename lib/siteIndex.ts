import { siteDocuments } from '@/content/documents';
import type { PageMeta } from '@/content/types';
import { documentHref } from './documents';
import { canonicalPath } from './metadata';
import { SEARCH_KINDS, searchKind, type SearchKind } from './searchKinds';
import { sitePages } from './sitePages';

/**
 * The index of the site that /cerca shows without scripts, and beside an empty search (issue 44):
 * every page that answers its own topic and every document, grouped by the search's kinds, in
 * the order of the site's map. The same pages the search indexes (scripts/searchIndex.ts).
 */
export interface SiteIndexEntry {
  href: string;
  title: string;
}

export type SiteIndex = ReadonlyArray<{ kind: SearchKind; entries: readonly SiteIndexEntry[] }>;

export function siteIndex(
  pages: readonly PageMeta[] = sitePages,
  documents: ReadonlyArray<{ file: string; title: string }> = siteDocuments,
): SiteIndex {
  const entries: SiteIndexEntry[] = [
    ...pages
      .filter((page) => canonicalPath(page) === page.path)
      .map((page) => ({ href: page.path, title: page.title })),
    ...documents.map((document) => ({ href: documentHref(document.file), title: document.title })),
  ];
  return SEARCH_KINDS.map((kind) => ({
    kind,
    entries: entries.filter((entry) => searchKind(entry.href) === kind),
  })).filter((group) => group.entries.length > 0);
}
