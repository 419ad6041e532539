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

/**
 * Where the finder's fixed bar sits in the document: right after the list of vehicles, so its
 * buttons come next in the tab order for the keyboard user who has just pressed "Confronta".
 */
export const FINDER_BAR_SLOT_ID = 'barra-confronto-richiesta';
