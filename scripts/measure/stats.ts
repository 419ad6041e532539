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

/** mulberry32: small and seeded, so that a sampled test gives the same p every time a report is made. */
function seededRandom(seed = 0x9e3779b9): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates, in place. */
function shuffle<T>(items: T[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
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
  const random = seededRandom();
  const indices = pooled.map((_, index) => index);
  for (let draw = 0; draw < SAMPLED_PERMUTATIONS; draw += 1) {
    shuffle(indices, random);
    if (atLeastAsFar(indices.slice(0, a.length))) extreme += 1;
  }
  // The measured split is one of the possible ones: counting it keeps p above 0.
  return (extreme + 1) / (SAMPLED_PERMUTATIONS + 1);
}

/** One route's runs of both builds, for a test over several routes at once. */
export interface Stratum {
  old: readonly number[];
  new: readonly number[];
}

/**
 * Whether new runs above old over several routes taken together: the one-sided p-value of a
 * stratified permutation test. The statistic is the sum over routes of median(new) − median(old);
 * each relabelling shuffles a route's runs only among that route's own (a route's level is not
 * noise, its runs' order is), 20,000 times with a fixed seed. p is the share of relabellings whose
 * sum is at least the measured one. Why: one route's 8 pairs cannot tell a third apart (the
 * bench against itself), but six routes' 48 pairs can tell whether the whole site moved, and
 * "at most as slow as before" is a one-sided question. Routes without runs on a side are left out;
 * NaN when none is left.
 */
export function pooledExcessP(strata: readonly Stratum[]): number {
  const usable = strata.filter((stratum) => stratum.old.length > 0 && stratum.new.length > 0);
  if (usable.length === 0) return Number.NaN;
  const excess = (groups: readonly Stratum[]) =>
    groups.reduce((sum, group) => sum + median(group.new) - median(group.old), 0);
  const observed = excess(usable);
  const pools = usable.map((stratum) => ({ values: [...stratum.old, ...stratum.new], oldCount: stratum.old.length }));
  const random = seededRandom();
  let atLeast = 0;
  for (let draw = 0; draw < SAMPLED_PERMUTATIONS; draw += 1) {
    const relabelled = pools.map((pool) => {
      shuffle(pool.values, random);
      return { old: pool.values.slice(0, pool.oldCount), new: pool.values.slice(pool.oldCount) };
    });
    // The same float tolerance as medianDifferenceP: sums of half-integers must not decide.
    if (excess(relabelled) >= observed - 1e-9) atLeast += 1;
  }
  return (atLeast + 1) / (SAMPLED_PERMUTATIONS + 1);
}
