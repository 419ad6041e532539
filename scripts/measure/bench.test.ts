/** @jest-environment node */
import { DEFAULT_PORT, DEFAULT_ROUTES, DEFAULT_RUNS, parseBenchArgs, sidesInOrder, TRACE_ROUTES } from './bench';
import {
  allRoutesLine,
  costliestScripts,
  formatRatio,
  routeTable,
  summary,
  tbtRatio,
  traceSummary,
  traceTable,
  type RouteComparison,
  type Side,
} from './benchReport';
import type { Figures, WorkBreakdown } from './lighthouse';

describe('parseBenchArgs', () => {
  it('needs --against and defaults the rest', () => {
    expect(parseBenchArgs(['--against', 'main'])).toEqual({
      against: 'main',
      runs: DEFAULT_RUNS,
      routes: DEFAULT_ROUTES,
      port: DEFAULT_PORT,
      build: true,
      trace: false,
      worker: true,
    });
    expect(() => parseBenchArgs([])).toThrow(/--against <git ref> is required/);
    expect(DEFAULT_ROUTES).toEqual([
      '/',
      '/gielle-rental',
      '/servizi',
      '/contatti',
      '/chi-siamo',
      '/termini-condizioni',
    ]);
    expect(DEFAULT_RUNS).toBe(4);
  });

  it('reads runs, routes, port, --no-build and --no-worker, in any order and as --name=value', () => {
    expect(
      parseBenchArgs([
        '--runs',
        '1',
        '--routes',
        '/,gielle-rental, /servizi,/',
        '--no-build',
        '--against=34ac4f2',
        '--no-worker',
        '--port=4420',
      ]),
    ).toEqual({
      against: '34ac4f2',
      runs: 1,
      routes: ['/', '/gielle-rental', '/servizi'],
      port: 4420,
      build: false,
      trace: false,
      worker: false,
    });
  });

  it.each([
    [['--against', 'main', '--runs', '0'], /--runs must be a whole number/],
    [['--against', 'main', '--runs', 'two'], /--runs must be a whole number/],
    [['--against', 'main', '--routes', ' , '], /--routes names no route/],
    [['--against', '--runs', '2'], /--against needs a value/],
    [['--against', 'main', '--port'], /--port needs a value/],
    [['--against', 'main', '--fast'], /Unknown argument "--fast"/],
    [['main'], /Unknown argument "main"/],
  ])('rejects %j', (args, message) => {
    expect(() => parseBenchArgs(args)).toThrow(message);
  });
});

const figures = (tbtMs: number, extra: Partial<Figures> = {}): Figures => ({
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  tbtMs,
  cls: 0,
  totalBytes: 400 * 1024,
  scriptBytes: 150 * 1024,
  imageBytes: 20 * 1024,
  ...extra,
});
const side = (tbts: number[], extra: Partial<Figures> = {}, firstLoadJsBytes = 160 * 1024): Side => ({
  samples: tbts.map((tbt) => figures(tbt, extra)),
  firstLoadJsBytes,
});

describe('routeTable', () => {
  it('prints the medians of both builds and new/old as a markdown table, then every run', () => {
    const comparison: RouteComparison = {
      route: '/servizi',
      old: side([200, 100, 400], { lcpMs: 2000, performance: 90 }, 160 * 1024),
      new: side([50, 100, 80], { lcpMs: 1500, performance: 99, scriptBytes: 120 * 1024 }, 128 * 1024),
    };
    expect(routeTable(comparison, '34ac4f2', '6fa3876 + changes')).toBe(
      [
        '### /servizi (median of 3 runs each)',
        '',
        '| figure | old (34ac4f2) | new (6fa3876 + changes) | new/old |',
        '| --- | ---: | ---: | ---: |',
        '| TBT | 200 ms | 80 ms | 0.40 |',
        '| LCP | 2000 ms | 1500 ms | 0.75 |',
        '| performance | 90 | 99 | 1.10 |',
        '| script bytes (transfer) | 150.0 KB | 120.0 KB | 0.80 |',
        '| first-load JS (gzip) | 160.0 KB | 128.0 KB | 0.80 |',
        '| total bytes (transfer) | 400.0 KB | 400.0 KB | 1.00 |',
        '',
        "Every run's TBT, in the order measured: old 200 ms, 100 ms, 400 ms; new 50 ms, 100 ms, 80 ms.",
        "TBT new − old: −120 ms, p = 0.200: within this run's noise (p ≥ 0.05); more runs may tell.",
      ].join('\n'),
    );
  });

  it('says "n/a" for a missing figure or a ratio over zero', () => {
    const table = routeTable({ route: '/', old: side([0], { scriptBytes: Number.NaN }), new: side([30]) }, 'a', 'b');
    expect(table).toContain('| TBT | 0 ms | 30 ms | n/a |');
    expect(table).toContain('| script bytes (transfer) | n/a | 150.0 KB | n/a |');
    expect(table).toContain('(median of 1 run each)');
  });

  it('says whether the TBT medians differ by more than the runs spread', () => {
    const apart = routeTable(
      { route: '/', old: side([0, 5, 8, 10, 12, 15, 20]), new: side([60, 62, 65, 70, 75, 80, 90]) },
      'a',
      'b',
    );
    expect(apart).toMatch(/TBT new − old: \+60 ms, p = 0\.0\d\d: beyond this run's noise\.$/);
    const overlapping = routeTable(
      { route: '/', old: side([26, 45, 36, 76, 57, 21, 67]), new: side([28, 90, 85, 62, 80, 56, 60]) },
      'a',
      'b',
    );
    expect(overlapping).toMatch(/TBT new − old: \+17 ms, p = 0\.254: within this run's noise/);
  });
});

describe('summary', () => {
  it("lists each route's TBT ratio and their median, leaving out routes without one", () => {
    const comparisons: RouteComparison[] = [
      { route: '/', old: side([100]), new: side([50]) },
      { route: '/servizi', old: side([100]), new: side([80]) },
      { route: '/contatti', old: side([100]), new: side([120]) },
      { route: '/chi-siamo', old: side([0]), new: side([10]) },
    ];
    expect(comparisons.map(tbtRatio).map(formatRatio)).toEqual(['0.50', '0.80', '1.20', 'n/a']);
    expect(summary(comparisons)).toBe(
      [
        '### Summary',
        '',
        '| route | TBT new/old | p |',
        '| --- | ---: | ---: |',
        '| / | 0.50 | 1.000 |',
        '| /servizi | 0.80 | 1.000 |',
        '| /contatti | 1.20 | 1.000 |',
        '| /chi-siamo | n/a | 1.000 |',
        '',
        'Median TBT ratio new/old over 3 routes: 0.80 (1 without a ratio: old TBT 0 ms)',
        '',
        'All 4 routes together: median TBTs sum to 300 ms old and 260 ms new (new/old 0.87). New above old: p = 0.747; below: p = 0.374 ' +
          "(one-sided each, each route's runs relabelled among their own): neither beyond this run's noise.",
        '',
        'p: the chance that relabelling the runs puts the medians at least as far apart (a permutation test); ' +
          "below 0.05 the difference is beyond the run's noise. With several routes, one of them below 0.05 by chance is not rare.",
      ].join('\n'),
    );
  });
});

/** One traced load's breakdown, as runLighthouseTrace returns it. */
const breakdown = (
  evaluation: number,
  layout: number,
  scripts: Record<string, number>,
  tbtMs = 50,
  afterInteractive = 0,
): WorkBreakdown => ({
  groups: {
    parseHTML: 10,
    styleLayout: layout,
    paintCompositeRender: 5,
    scriptParseCompile: 20,
    scriptEvaluation: evaluation,
    garbageCollection: 0,
    other: 15,
  },
  afterInteractive,
  tbtMs,
  scripts,
});

describe('--trace', () => {
  it('records the heaviest first loads unless routes are given', () => {
    expect(parseBenchArgs(['--against', 'dd0751c', '--trace'])).toMatchObject({ trace: true, routes: TRACE_ROUTES });
    expect(TRACE_ROUTES).toEqual(['/', '/contatti', '/gielle-rental']);
    expect(parseBenchArgs(['--trace', '--routes', '/servizi', '--against', 'main'])).toMatchObject({
      trace: true,
      routes: ['/servizi'],
    });
  });

  it('ranks the scripts by their median cost over the runs', () => {
    const runs = [
      breakdown(300, 50, { '/a.js': 200, '/b.js': 90 }),
      breakdown(320, 40, { '/a.js': 220, '/b.js': 100, '/c.js': 400 }),
      breakdown(310, 45, { '/a.js': 210, '/b.js': 95 }),
    ];
    // c.js cost 400 ms once, nothing in the two other runs: its median is 0, last.
    expect(costliestScripts(runs, 3)).toEqual([
      { path: '/a.js', ms: 210 },
      { path: '/b.js', ms: 95 },
      { path: '/c.js', ms: 0 },
    ]);
  });

  it('tables the observed blocking time, each category until interactive, the background after it and the costliest scripts', () => {
    const table = traceTable(
      {
        route: '/contatti',
        old: [breakdown(200, 40, { '/old.js': 150 }, 60, 20)],
        new: [breakdown(300, 80, { '/new.js': 260 }, 90, 180)],
      },
      'dd0751c',
      'abc1234',
    );
    expect(table).toContain('### /contatti: main thread at 4x CPU slowdown (median of 1 trace each)');
    expect(table).toContain('| total blocking time (observed) | 60 ms | 90 ms | 1.50 |');
    expect(table).toContain('| script evaluation (hydration included) | 200 ms | 300 ms | 1.50 |');
    expect(table).toContain('| style and layout | 40 ms | 80 ms | 2.00 |');
    expect(table).toContain('| garbage collection | 0 ms | 0 ms | 1.00 |');
    // The background work is its own row, not part of the load's total.
    expect(table).toContain('| **until interactive** | 290 ms | 430 ms | 1.48 |');
    expect(table).toContain('| after interactive (background) | 20 ms | 180 ms | 9.00 |');
    expect(table).toContain(
      'Costliest scripts (evaluation + compile, whole trace): old /old.js 150 ms; new /new.js 260 ms.',
    );
  });

  it("says whether the observed blocking times differ beyond the traces' spread", () => {
    const side = (tbts: number[]) => tbts.map((tbt) => breakdown(200, 40, {}, tbt));
    const apart = traceTable(
      { route: '/', old: side([10, 12, 11, 13, 9, 10]), new: side([90, 95, 91, 99, 93, 92]) },
      'a',
      'b',
    );
    expect(apart).toMatch(/Observed TBT: p = 0\.0\d\d, beyond these traces' noise\./);
    const mixed = traceTable(
      { route: '/', old: side([10, 90, 12, 95, 11, 91]), new: side([91, 10, 94, 12, 90, 11]) },
      'a',
      'b',
    );
    expect(mixed).toMatch(/Observed TBT: p = [01]\.\d{3}, within these traces' noise \(p ≥ 0\.05\)\./);
  });
});

describe('traceSummary', () => {
  it("tables each route's observed TBT and tells whether all routes together moved up", () => {
    const side = (tbts: number[]) => tbts.map((tbt) => breakdown(200, 40, {}, tbt));
    // Each route a third slower, too close to tell on its own, consistent over six routes.
    const spread = [100, 140, 60, 180, 120, 80, 160, 90];
    const slower = spread.map((value) => Math.round(value * 1.3)).reverse();
    const routes = ['/', '/a', '/b', '/c', '/d', '/e'].map((route) => ({
      route,
      old: side(spread),
      new: side(slower),
    }));
    const text = traceSummary(routes);
    expect(text).toContain('| / | 110 ms | 143 ms | 1.30 | ');
    expect(text).toMatch(
      /All 6 routes together: median TBTs sum to 660 ms old and 858 ms new \(new\/old 1\.30\)\. New above old: p = 0\.0[0-4]\d; below: p = 0\.9\d\d .*: new is slower, beyond these traces' noise\./,
    );
    const faster = traceSummary(routes.map((route) => ({ ...route, old: route.new, new: route.old })));
    expect(faster).toMatch(
      /\(new\/old 0\.77\)\. New above old: p = 0\.9\d\d; below: p = 0\.0[0-4]\d .*: new is faster, beyond these traces' noise\./,
    );
    const same = traceSummary(routes.map((route) => ({ ...route, new: side([...spread].reverse()) })));
    expect(same).toMatch(
      /new\/old 1\.00\)\. New above old: p = 0\.\d{3}; below: p = 0\.\d{3} .*: neither beyond these traces' noise\./,
    );
  });
});

describe('allRoutesLine', () => {
  it('writes a very small p as "p < 0.001", not "p = < 0.001"', () => {
    const apart = Array.from({ length: 6 }, () => ({ old: [100, 110, 120, 130], new: [10, 11, 12, 13] }));
    expect(allRoutesLine(apart, "these runs'")).toContain('New above old: p = 1.000; below: p < 0.001 ');
  });
});

describe('sidesInOrder', () => {
  it('takes turns at going first, so a run that follows another is each build equally often', () => {
    const pairs = Array.from({ length: DEFAULT_RUNS }, (_, index) => sidesInOrder(index));
    expect(pairs).toEqual([
      ['old', 'new'],
      ['new', 'old'],
      ['old', 'new'],
      ['new', 'old'],
    ]);
    const second = pairs.map((pair) => pair[1]);
    expect(second.filter((name) => name === 'new')).toHaveLength(second.filter((name) => name === 'old').length);
  });
});
