/** Small statistics shared by the audit and the benchmark. */

/** The median; NaN for no values (a figure never measured must not look like zero). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
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

/**
 * The median of a scratch array's values, sorted in place. The permutation tests below take
 * hundreds of thousands of medians of a few values: a typed array sorts numerically without a
 * comparator, and a scratch array needs no copy per median as median() makes.
 */
function medianInPlace(values: Float64Array): number {
  values.sort();
  const middle = values.length >> 1;
  return values.length % 2
    ? (values[middle] as number)
    : ((values[middle - 1] as number) + (values[middle] as number)) / 2;
}

/**
 * Calls `visit` with a mask of every way of choosing k of the indices 0..n-1 (only for small n:
 * C(n, k) of them), the chosen ones set to 1. One mask, changed in place: read it, do not keep it.
 */
function forEachChoice(n: number, k: number, visit: (chosen: Uint8Array) => void): void {
  const indices = Int32Array.from({ length: k }, (_, i) => i);
  const chosen = new Uint8Array(n);
  for (const index of indices) chosen[index] = 1;
  for (;;) {
    visit(chosen);
    // The next choice in lexicographic order: the rightmost index that can still move, moved
    // by one, and every index after it right behind it.
    let i = k - 1;
    while (i >= 0 && indices[i] === n - k + i) i -= 1;
    if (i < 0) return;
    for (let j = i; j < k; j += 1) chosen[indices[j] as number] = 0;
    indices[i] = (indices[i] as number) + 1;
    for (let j = i + 1; j < k; j += 1) indices[j] = (indices[j - 1] as number) + 1;
    for (let j = i; j < k; j += 1) chosen[indices[j] as number] = 1;
  }
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/**
 * Math's functions the permutation loops call millions of times, read once. Under Jest's node
 * environment every global is looked up through a Proxy (its global object), which made each
 * `Math.` in these loops cost as much as the rest of the loop: 1.4 s a test instead of 60 ms.
 */
const { abs, floor, imul } = Math;

/** mulberry32: small and seeded, so that a sampled test gives the same p every time a report is made. */
function seededRandom(seed = 0x9e3779b9): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates, in place. */
function shuffle(items: number[] | Float64Array, random: () => number): void {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = floor(random() * (i + 1));
    const item = items[i] as number;
    items[i] = items[j] as number;
    items[j] = item;
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
  const pooled = Float64Array.from([...a, ...b]);
  const observed = Math.abs(median(a) - median(b));
  const first = new Float64Array(a.length);
  const second = new Float64Array(b.length);
  /** Whether the split with `inFirst` (a mask over the pooled runs) has medians at least as far apart. */
  const atLeastAsFar = (inFirst: (index: number) => boolean) => {
    let f = 0;
    let s = 0;
    for (let index = 0; index < pooled.length; index += 1) {
      if (inFirst(index)) first[f++] = pooled[index] as number;
      else second[s++] = pooled[index] as number;
    }
    // A tolerance: an even group's median is the mean of two values, whose float error must not decide.
    return abs(medianInPlace(first) - medianInPlace(second)) >= observed - 1e-9;
  };
  const total = binomial(pooled.length, a.length);
  let extreme = 0;
  if (total <= EXACT_PERMUTATION_LIMIT) {
    forEachChoice(pooled.length, a.length, (chosen) => {
      if (atLeastAsFar((index) => chosen[index] === 1)) extreme += 1;
    });
    return extreme / total;
  }
  const random = seededRandom();
  const indices = pooled.map((_, index) => index);
  const position = new Int32Array(pooled.length);
  for (let draw = 0; draw < SAMPLED_PERMUTATIONS; draw += 1) {
    shuffle(indices, random);
    indices.forEach((pooledIndex, at) => (position[pooledIndex] = at));
    if (atLeastAsFar((index) => (position[index] as number) < a.length)) extreme += 1;
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
  const pools = usable.map((stratum) => {
    const values = Float64Array.from([...stratum.old, ...stratum.new]);
    return { values, old: new Float64Array(stratum.old.length), new: new Float64Array(stratum.new.length) };
  });
  const random = seededRandom();
  let atLeast = 0;
  for (let draw = 0; draw < SAMPLED_PERMUTATIONS; draw += 1) {
    let sum = 0;
    for (const pool of pools) {
      shuffle(pool.values, random);
      pool.old.set(pool.values.subarray(0, pool.old.length));
      pool.new.set(pool.values.subarray(pool.old.length));
      sum = sum + medianInPlace(pool.new) - medianInPlace(pool.old);
    }
    // The same float tolerance as medianDifferenceP: sums of half-integers must not decide.
    if (sum >= observed - 1e-9) atLeast += 1;
  }
  return (atLeast + 1) / (SAMPLED_PERMUTATIONS + 1);
}
