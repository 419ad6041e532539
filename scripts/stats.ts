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

/** Every way of choosing k of the indices 0..n-1, as index lists (only for small n: C(n, k) of them). */
function* combinations(n: number, k: number, start = 0, chosen: number[] = []): Generator<number[]> {
  if (chosen.length === k) {
    yield chosen;
    return;
  }
  for (let index = start; index <= n - (k - chosen.length); index += 1) {
    chosen.push(index);
    yield* combinations(n, k, index + 1, chosen);
    chosen.pop();
  }
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Beyond this many relabellings the test samples them instead of trying each. */
export const EXACT_PERMUTATION_LIMIT = 200_000;
const SAMPLED_PERMUTATIONS = 20_000;

/**
 * Whether two sets of runs differ by more than chance: the two-sided p-value of a permutation
 * test of the difference of their medians. Every way of splitting the pooled runs into groups of
 * the same sizes is tried (or, past EXACT_PERMUTATION_LIMIT, 20,000 of them drawn with a fixed
 * seed, so a report is reproducible); p is the share whose medians lie at least as far apart as
 * the measured ones. Why this test: the bench reports medians, TBT has many ties (0 ms), and runs
 * of one build spread widely, so a difference of medians alone says little. NaN without runs.
 */
export function medianDifferenceP(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || b.length === 0) return Number.NaN;
  const pooled = [...a, ...b];
  const observed = Math.abs(median(a) - median(b));
  const atLeastAsFar = (group: number[]) => {
    const inGroup = new Set(group);
    const first = group.map((index) => pooled[index] as number);
    const second = pooled.filter((_, index) => !inGroup.has(index));
    // A tolerance: an even group's median is the mean of two values, whose float error must not decide.
    return Math.abs(median(first) - median(second)) >= observed - 1e-9;
  };
  const total = binomial(pooled.length, a.length);
  let extreme = 0;
  if (total <= EXACT_PERMUTATION_LIMIT) {
    for (const group of combinations(pooled.length, a.length)) if (atLeastAsFar(group)) extreme += 1;
    return extreme / total;
  }
  let seed = 0x9e3779b9;
  const random = () => {
    // mulberry32: small, seeded, good enough to draw relabellings
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const indices = pooled.map((_, index) => index);
  for (let draw = 0; draw < SAMPLED_PERMUTATIONS; draw += 1) {
    for (let i = indices.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [indices[i], indices[j]] = [indices[j] as number, indices[i] as number];
    }
    if (atLeastAsFar(indices.slice(0, a.length))) extreme += 1;
  }
  // The measured split is one of the possible ones: counting it keeps p above 0.
  return (extreme + 1) / (SAMPLED_PERMUTATIONS + 1);
}
