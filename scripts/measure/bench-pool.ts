/**
 * Several saved benchmark runs read as one:
 *
 *   npm run bench:pool -- audit-report/bench-a.json audit-report/bench-b.json
 *
 * Each file is what one `npm run bench` wrote (audit-report/bench.json, or bench-trace.json with
 * --trace; copy it aside before the next run overwrites it). One run's 8 pairs per route cannot
 * tell a third apart; runs of the same two builds on other days can be added up, as long as each
 * route of each run stays its own stratum: its old and new runs were interleaved on one machine in
 * one sitting, and only they are relabelled among themselves (pooledExcessP). Files must share the
 * old commit and the kind of figure (simulated or traced TBT); the heads of "new" are printed, so
 * the reader can check that they changed nothing the pages run.
 */
import { readFileSync } from 'node:fs';
import { allRoutesLine, formatP, formatRatio, ms, pooledTbt, SIGNIFICANCE, tbtStratum } from './benchReport';
import { ratio, type Stratum } from './stats';

interface Run {
  tbtMs: number;
}

/** The part of a saved bench.json or bench-trace.json this reads. */
export interface SavedBench {
  old: { ref?: string; commit: string };
  new: { head: string; dirty: boolean };
  comparisons?: { route: string; old: { samples: Run[] }; new: { samples: Run[] } }[];
  traces?: { route: string; old: Run[]; new: Run[] }[];
}

interface RouteRun {
  route: string;
  stratum: Stratum;
}

/** Every route of one saved run as its own stratum. */
export function routeRunsOf(saved: SavedBench): RouteRun[] {
  if (saved.traces)
    return saved.traces.map((trace) => ({ route: trace.route, stratum: tbtStratum(trace.old, trace.new) }));
  return (saved.comparisons ?? []).map((comparison) => ({
    route: comparison.route,
    stratum: tbtStratum(comparison.old.samples, comparison.new.samples),
  }));
}

/** The pooled report: per route, its runs added up, then every route of every run at once. */
export function poolReport(files: readonly { name: string; saved: SavedBench }[]): string {
  if (files.length === 0) throw new Error('No saved runs: name the bench.json files to pool.');
  const commits = new Set(files.map((file) => file.saved.old.commit));
  if (commits.size > 1)
    throw new Error(`The files compare with different old builds (${[...commits].join(', ')}): pool runs against one.`);
  const kinds = new Set(files.map((file) => (file.saved.traces ? 'traced' : 'simulated')));
  if (kinds.size > 1)
    throw new Error('Simulated (bench.json) and traced (bench-trace.json) TBT are different figures: pool one kind.');
  const kind = [...kinds][0] as string;
  const routeRuns = files.flatMap((file) => routeRunsOf(file.saved));
  const routes = [...new Set(routeRuns.map((routeRun) => routeRun.route))];
  const first = files[0] as { saved: SavedBench };
  const lines = [
    `### ${files.length} saved run${files.length === 1 ? '' : 's'} pooled, ${kind} TBT: old ${first.saved.old.ref ?? ''} (${first.saved.old.commit.slice(0, 7)})`,
    '',
    ...files.map(
      (file) =>
        `- ${file.name}: new ${file.saved.new.head}${file.saved.new.dirty ? ' (with uncommitted changes)' : ''}`,
    ),
    '',
    '| route | runs | pairs | Σ median TBT old | Σ median TBT new | new/old | p (new above old) | p (new below old) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...routes.map((route) => {
      const strata = routeRuns.filter((routeRun) => routeRun.route === route).map((routeRun) => routeRun.stratum);
      const { pairs, before, after, pAbove, pBelow } = pooledTbt(strata);
      return (
        `| ${route} | ${strata.length} | ${pairs} | ${ms(before)} | ${ms(after)} | ${formatRatio(ratio(after, before))} ` +
        `| ${formatP(pAbove)} | ${formatP(pBelow)} |`
      );
    }),
    '',
    allRoutesLine(
      routeRuns.map((routeRun) => routeRun.stratum),
      "these runs'",
      'route run',
    ),
    '',
    `p (one-sided): the chance, relabelling each route run's old and new runs among their own, of new at least this far above old ` +
      `(or below it). Below ${SIGNIFICANCE}, new is slower (or faster) beyond the runs' noise.`,
  ];
  return lines.join('\n');
}

if (require.main === module) {
  try {
    const names = process.argv.slice(2);
    console.log(
      poolReport(names.map((name) => ({ name, saved: JSON.parse(readFileSync(name, 'utf8')) as SavedBench }))),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
