/**
 * The kinds a search result belongs to (issue 44): the filters of /cerca and the groups of its
 * site index. One Pagefind filter, `tipo`, whose values are these labels as the visitor reads them.
 */
export const SEARCH_FILTER = 'tipo';

export const SEARCH_KINDS = ['Noleggio', 'Servizi', 'Notizie', 'Lavoro', 'Documenti', 'Azienda'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Where pages of a kind live; a page under none of them is about the company. PDFs are Documenti. */
const KIND_PATHS: ReadonlyArray<readonly [SearchKind, readonly string[]]> = [
  ['Noleggio', ['/gielle-rental']],
  ['Servizi', ['/servizi', '/centro-spasciani', '/eProcurement', '/shop']],
  ['Notizie', ['/notizie']],
  ['Lavoro', ['/lavora-con-noi']],
];

const under = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/** The kind of the page at a path (/gielle-rental/carrello-diesel-3t → Noleggio). */
export function searchKind(path: string): SearchKind {
  if (/\.pdf$/i.test(path)) return 'Documenti';
  return KIND_PATHS.find(([, roots]) => roots.some((root) => under(path, root)))?.[0] ?? 'Azienda';
}
