/**
 * Lists of vehicle ids kept by the browser (the request list in localStorage, the compare
 * selection in sessionStorage) or carried in a URL. Whatever is stored or typed may be stale or
 * tampered with, so reading keeps only distinct ids that still exist, in their order.
 * Without `knownIds`, any positive whole number is kept.
 */
export function parseIdList(raw: readonly unknown[], knownIds?: readonly number[]): number[] {
  const ids: number[] = [];
  for (const item of raw) {
    const id = typeof item === 'number' ? item : typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : NaN;
    const known = knownIds ? knownIds.includes(id) : id > 0;
    if (Number.isInteger(id) && known && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * A stored JSON array of ids; anything that is not one gives an empty list. Without `knownIds`
 * any positive whole number passes (the browser stores do not carry the fleet data; what they
 * hold is matched against the fleet where it is shown).
 */
export function parseStoredIds(raw: string | null, knownIds?: readonly number[]): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? parseIdList(value, knownIds) : [];
  } catch {
    return [];
  }
}

export function withId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? [...ids] : [...ids, id];
}

export function withoutId(ids: readonly number[], id: number): number[] {
  return ids.filter((item) => item !== id);
}
