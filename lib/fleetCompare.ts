
/**
 * The fleet comparison (issue 12): two or three vehicles side by side. The chosen vehicles are
 * kept in sessionStorage (components/rental/finder/stores.ts); the open comparison lives in the URL,
 * `?confronto=3,9`, so it can be shared (lib/compareLink.ts). The table's rows are built by
 * lib/compareRows.ts. Apart so the first load carries only what the card toggles need.
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
