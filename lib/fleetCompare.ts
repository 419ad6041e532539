import { parseIdList } from './idList';

/**
 * The fleet comparison (issue 12): two or three vehicles side by side. The chosen vehicles are
 * kept in sessionStorage (components/rental/finder/stores.ts); the open comparison lives in the URL,
 * `?confronto=3,9`, so it can be shared. The table's rows are built by lib/compareRows.ts.
 */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 3;
export const COMPARE_PARAM = 'confronto';

export type CompareToggleResult = 'added' | 'removed' | 'full';

/** Adds or removes a vehicle; a fourth is refused ('full') and the selection stays as it was. */
export function toggleCompare(ids: readonly number[], id: number): { ids: number[]; result: CompareToggleResult } {
  if (ids.includes(id)) return { ids: ids.filter((item) => item !== id), result: 'removed' };
  if (ids.length >= COMPARE_MAX) return { ids: [...ids], result: 'full' };
  return { ids: [...ids, id], result: 'added' };
}

/** The vehicles of a `?confronto=` query: two or three distinct known ids, or null for anything else. */
export function compareIdsFromSearch(search: string | URLSearchParams, knownIds: readonly number[]): number[] | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get(COMPARE_PARAM);
  if (raw === null) return null;
  const parts = raw.split(',');
  const ids = parseIdList(parts, knownIds);
  // Every part must be a distinct known id: a half-valid link is not silently reinterpreted.
  if (ids.length !== parts.length || ids.length < COMPARE_MIN || ids.length > COMPARE_MAX) return null;
  return ids;
}

/** The same query with the comparison set (or removed with null); other parameters kept. */
export function searchWithCompare(search: string, ids: readonly number[] | null): string {
  const params = new URLSearchParams(search);
  if (ids === null || ids.length === 0) params.delete(COMPARE_PARAM);
  else params.set(COMPARE_PARAM, ids.join(','));
  // Commas are safe in a query; keeping them literal makes the link readable.
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}
