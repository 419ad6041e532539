import { COMPARE_MAX, COMPARE_MIN, COMPARE_PARAM } from './fleetCompare';
import { parseIdList } from './idList';

/** The open comparison in the URL, `?confronto=3,9` (read by the lazily loaded finder toolbar). */

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
