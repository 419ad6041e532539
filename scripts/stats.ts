/** Small statistics shared by the audit and the benchmark. */

/** The median; NaN for no values (a figure never measured must not look like zero). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * new/old. Both zero is "no change" (1): a TBT of 0 ms on both builds is common. Old zero with
 * new above zero, or a figure missing on either side, has no ratio (NaN), never Infinity.
 */
export function ratio(newValue: number, oldValue: number): number {
  if (!Number.isFinite(newValue) || !Number.isFinite(oldValue)) return Number.NaN;
  if (oldValue === 0) return newValue === 0 ? 1 : Number.NaN;
  return newValue / oldValue;
}
