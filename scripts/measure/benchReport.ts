/**
 * What the benchmark prints (scripts/measure/bench.ts runs it; scripts/measure/bench-pool.ts reads saved runs):
 * the per-route tables of medians and new/old, each route's p-value, the summaries, and the line
 * that reads every route at once. Pure functions of the figures, unit-tested in bench.test.ts.
 */
import { WORK_GROUPS, type Figures, type WorkBreakdown } from './lighthouse';
import { median, medianDifferenceP, pooledExcessP, ratio, type Stratum } from './stats';

/** The figures of one route for one build: every run's, and first-load JS (gzip, from the HTML). */
export interface Side {
  samples: Figures[];
  firstLoadJsBytes: number;
}

export interface RouteComparison {
  route: string;
  old: Side;
  new: Side;
}

interface Row {
  label: string;
  pick: (side: Side) => number;
  show: (value: number) => string;
}

export const kb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : 'n/a');
export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
const plain = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : 'n/a');
const medianOf = (key: keyof Figures) => (side: Side) => median(side.samples.map((sample) => sample[key]));

const ROWS: Row[] = [
  { label: 'TBT', pick: medianOf('tbtMs'), show: ms },
  { label: 'LCP', pick: medianOf('lcpMs'), show: ms },
  { label: 'performance', pick: medianOf('performance'), show: plain },
  { label: 'script bytes (transfer)', pick: medianOf('scriptBytes'), show: kb },
  { label: 'first-load JS (gzip)', pick: (side) => side.firstLoadJsBytes, show: kb },
  { label: 'total bytes (transfer)', pick: medianOf('totalBytes'), show: kb },
];

/** A ratio as the table shows it: two decimals, "n/a" where there is none (old 0, or missing). */
export const formatRatio = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : 'n/a');

/** The median TBT's new/old ratio of one route. */
export const tbtRatio = (comparison: RouteComparison) =>
  ratio(medianOf('tbtMs')(comparison.new), medianOf('tbtMs')(comparison.old));

/** One route's TBT runs of both builds, runs without a figure left out. */
export const tbtStratum = (old: readonly { tbtMs: number }[], next: readonly { tbtMs: number }[]): Stratum => ({
  old: old.map((run) => run.tbtMs).filter(Number.isFinite),
  new: next.map((run) => run.tbtMs).filter(Number.isFinite),
});

/** The p-value of two builds' TBT difference (see medianDifferenceP), runs without a figure left out. */
const tbtDifferenceP = (old: readonly { tbtMs: number }[], next: readonly { tbtMs: number }[]) => {
  const stratum = tbtStratum(old, next);
  return medianDifferenceP(stratum.old, stratum.new);
};

/** The p-value of a route's TBT difference. */
export const tbtP = (comparison: RouteComparison) => tbtDifferenceP(comparison.old.samples, comparison.new.samples);

/** Below this p, a difference of medians is reported as beyond the run's noise. */
export const SIGNIFICANCE = 0.05;

/** Where p puts a difference against the spread of the runs (`whose`: "this run's"...), in words. */
const noiseWords = (p: number, whose: string) =>
  p < SIGNIFICANCE ? `beyond ${whose} noise` : `within ${whose} noise (p ≥ ${SIGNIFICANCE})`;

export const formatP = (p: number) => (Number.isFinite(p) ? (p < 0.001 ? '< 0.001' : p.toFixed(3)) : 'n/a');

/** "p = 0.213", or "p < 0.001" rather than "p = < 0.001". */
const pIs = (p: number) => (Number.isFinite(p) && p < 0.001 ? 'p < 0.001' : `p = ${formatP(p)}`);

/**
 * Several routes' runs read together: the sums of their median TBTs on each side, and whether new
 * is above old, or below it, over all of them (pooledExcessP, one-sided each way). Routes without
 * runs on a side are left out.
 */
export function pooledTbt(strata: readonly Stratum[]) {
  const counted = strata.filter((stratum) => stratum.old.length > 0 && stratum.new.length > 0);
  const sum = (pick: (stratum: Stratum) => readonly number[]) =>
    counted.reduce((total, stratum) => total + median(pick(stratum)), 0);
  return {
    routes: counted.length,
    pairs: counted.reduce((total, stratum) => total + Math.min(stratum.old.length, stratum.new.length), 0),
    before: sum((stratum) => stratum.old),
    after: sum((stratum) => stratum.new),
    pAbove: pooledExcessP(counted),
    pBelow: pooledExcessP(counted.map((stratum) => ({ old: stratum.new, new: stratum.old }))),
  };
}

/**
 * Every route at once, in words (pooledTbt). One route's runs cannot tell a third apart; all of
 * them together tell whether the site as a whole got slower or faster.
 */
export function allRoutesLine(strata: readonly Stratum[], whose: string, unit = 'route'): string {
  const { routes, before, after, pAbove, pBelow } = pooledTbt(strata);
  if (routes === 0) return `All ${unit}s together: no runs to compare.`;
  const verdict =
    pAbove < SIGNIFICANCE
      ? `new is slower, beyond ${whose} noise`
      : pBelow < SIGNIFICANCE
        ? `new is faster, beyond ${whose} noise`
        : `neither beyond ${whose} noise`;
  return (
    `All ${routes} ${unit}${routes === 1 ? '' : 's'} together: median TBTs sum to ${ms(before)} old and ${ms(after)} new ` +
    `(new/old ${formatRatio(ratio(after, before))}). New above old: ${pIs(pAbove)}; below: ${pIs(pBelow)} ` +
    `(one-sided each, each route's runs relabelled among their own): ${verdict}.`
  );
}

/** Whether a route's TBT medians differ by more than the spread of its runs, in words. */
export function tbtVerdict(comparison: RouteComparison): string {
  const p = tbtP(comparison);
  if (!Number.isFinite(p)) return 'TBT: no runs to compare.';
  const difference = medianOf('tbtMs')(comparison.new) - medianOf('tbtMs')(comparison.old);
  const signed = `${difference > 0 ? '+' : difference < 0 ? '−' : '±'}${ms(Math.abs(difference))}`;
  return `TBT new − old: ${signed}, ${pIs(p)}: ${noiseWords(p, "this run's")}${p < SIGNIFICANCE ? '.' : '; more runs may tell.'}`;
}

/** One route's markdown table: medians of old and new and new/old, then every run's TBT and whether they differ. */
export function routeTable(comparison: RouteComparison, oldLabel: string, newLabel: string): string {
  const runs = comparison.old.samples.length;
  const lines = [
    `### ${comparison.route} (median of ${runs} run${runs === 1 ? '' : 's'} each)`,
    '',
    `| figure | old (${oldLabel}) | new (${newLabel}) | new/old |`,
    '| --- | ---: | ---: | ---: |',
    ...ROWS.map((row) => {
      const before = row.pick(comparison.old);
      const after = row.pick(comparison.new);
      return `| ${row.label} | ${row.show(before)} | ${row.show(after)} | ${formatRatio(ratio(after, before))} |`;
    }),
    '',
    `Every run's TBT, in the order measured: old ${comparison.old.samples.map((s) => ms(s.tbtMs)).join(', ')}; ` +
      `new ${comparison.new.samples.map((s) => ms(s.tbtMs)).join(', ')}.`,
    tbtVerdict(comparison),
  ];
  return lines.join('\n');
}

/** The summary: each route's TBT ratio and their median (routes without a ratio left out of it). */
export function summary(comparisons: readonly RouteComparison[]): string {
  const ratios = comparisons.map(tbtRatio);
  const counted = ratios.filter(Number.isFinite);
  const lines = [
    '### Summary',
    '',
    '| route | TBT new/old | p |',
    '| --- | ---: | ---: |',
    ...comparisons.map(
      (comparison, index) =>
        `| ${comparison.route} | ${formatRatio(ratios[index] as number)} | ${formatP(tbtP(comparison))} |`,
    ),
    '',
    `Median TBT ratio new/old over ${counted.length} route${counted.length === 1 ? '' : 's'}: ${formatRatio(median(counted))}` +
      (counted.length < comparisons.length
        ? ` (${comparisons.length - counted.length} without a ratio: old TBT 0 ms)`
        : ''),
    '',
    allRoutesLine(
      comparisons.map((comparison) => tbtStratum(comparison.old.samples, comparison.new.samples)),
      "this run's",
    ),
    '',
    `p: the chance that relabelling the runs puts the medians at least as far apart (a permutation test); ` +
      `below ${SIGNIFICANCE} the difference is beyond the run's noise. With several routes, one of them below ${SIGNIFICANCE} by chance is not rare.`,
  ];
  return lines.join('\n');
}

/** One route's traced loads, every run of each build. */
export interface TraceComparison {
  route: string;
  old: WorkBreakdown[];
  new: WorkBreakdown[];
}

const GROUP_LABELS: Record<(typeof WORK_GROUPS)[number], string> = {
  parseHTML: 'HTML and CSS parsing',
  styleLayout: 'style and layout',
  paintCompositeRender: 'paint and composite',
  scriptParseCompile: 'script parse and compile',
  scriptEvaluation: 'script evaluation (hydration included)',
  garbageCollection: 'garbage collection',
  other: 'other',
};

export const totalOf = (breakdown: WorkBreakdown) =>
  WORK_GROUPS.reduce((sum, group) => sum + breakdown.groups[group], 0);

/** The scripts that cost most on one side: median ms per script path over the runs, top n. */
export function costliestScripts(runs: readonly WorkBreakdown[], n = 4): { path: string; ms: number }[] {
  const paths = [...new Set(runs.flatMap((run) => Object.keys(run.scripts)))];
  return paths
    .map((path) => ({ path, ms: median(runs.map((run) => run.scripts[path] ?? 0)) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, n);
}

/** The p-value of a route's observed TBT difference over its traced loads. */
export const tracedTbtP = (comparison: TraceComparison) => tbtDifferenceP(comparison.old, comparison.new);

/** After the traces' tables: each route's observed TBT ratio and p, and every route at once. */
export function traceSummary(comparisons: readonly TraceComparison[]): string {
  const observed = (side: readonly WorkBreakdown[]) => median(side.map((breakdown) => breakdown.tbtMs));
  return [
    '### Observed TBT, every route',
    '',
    '| route | old | new | new/old | p |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...comparisons.map((comparison) => {
      const before = observed(comparison.old);
      const after = observed(comparison.new);
      return `| ${comparison.route} | ${ms(before)} | ${ms(after)} | ${formatRatio(ratio(after, before))} | ${formatP(tracedTbtP(comparison))} |`;
    }),
    '',
    allRoutesLine(
      comparisons.map((comparison) => tbtStratum(comparison.old, comparison.new)),
      "these traces'",
    ),
  ].join('\n');
}

/**
 * One route's traced loads at 4x CPU slowdown: the blocking time the traces observed, main-thread
 * time by category until the page was interactive (the load), and what came after, medians of
 * both builds and new/old.
 */
export function traceTable(comparison: TraceComparison, oldLabel: string, newLabel: string): string {
  const runs = comparison.old.length;
  const row = (label: string, pick: (breakdown: WorkBreakdown) => number) => {
    const before = median(comparison.old.map(pick));
    const after = median(comparison.new.map(pick));
    return `| ${label} | ${ms(before)} | ${ms(after)} | ${formatRatio(ratio(after, before))} |`;
  };
  const scripts = (side: readonly WorkBreakdown[]) =>
    costliestScripts(side)
      .map((script) => `${script.path} ${ms(script.ms)}`)
      .join(', ') || "none above Lighthouse's threshold";
  const p = tracedTbtP(comparison);
  return [
    `### ${comparison.route}: main thread at 4x CPU slowdown (median of ${runs} trace${runs === 1 ? '' : 's'} each)`,
    '',
    `| category | old (${oldLabel}) | new (${newLabel}) | new/old |`,
    '| --- | ---: | ---: | ---: |',
    row('total blocking time (observed)', (breakdown) => breakdown.tbtMs),
    ...WORK_GROUPS.map((group) => row(GROUP_LABELS[group], (breakdown) => breakdown.groups[group])),
    row('**until interactive**', totalOf),
    row('after interactive (background)', (breakdown) => breakdown.afterInteractive),
    '',
    `Observed TBT: ${pIs(p)}${Number.isFinite(p) ? `, ${noiseWords(p, "these traces'")}.` : '.'} ` +
      "Categories count each task's own time (mainthread-work-breakdown); the long tasks (50 ms or more) that began after the observed Time to Interactive count apart.",
    `Costliest scripts (evaluation + compile, whole trace): old ${scripts(comparison.old)}; new ${scripts(comparison.new)}.`,
  ].join('\n');
}
