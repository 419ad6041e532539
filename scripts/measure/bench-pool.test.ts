import { poolReport, routeRunsOf, type SavedBench } from './bench-pool';

const runs = (tbts: number[]) => tbts.map((tbtMs) => ({ tbtMs }));
const simulated = (head: string, routes: Record<string, [number[], number[]]>): SavedBench => ({
  old: { ref: 'dd0751c', commit: 'dd0751c086a6b46cad03a0ad514a90c8e424ad6e' },
  new: { head, dirty: false },
  comparisons: Object.entries(routes).map(([route, [old, next]]) => ({
    route,
    old: { samples: runs(old) },
    new: { samples: runs(next) },
  })),
});

// One route's spread as the bench sees it, and the same runs a third slower.
const spread = [100, 140, 60, 180, 120, 80, 160, 90];
const slower = spread.map((value) => Math.round(value * 1.3)).reverse();

describe('poolReport', () => {
  it('adds up runs of other days route by route, and tells a third apart where each run alone cannot', () => {
    const days = ['aaa1111', 'bbb2222', 'ccc3333'].map((head) =>
      simulated(head, { '/': [spread, slower], '/servizi': [spread, slower] }),
    );
    const report = poolReport(days.map((saved, index) => ({ name: `day-${index + 1}.json`, saved })));
    expect(report).toContain('### 3 saved runs pooled, simulated TBT: old dd0751c (dd0751c)');
    expect(report).toContain('- day-2.json: new bbb2222');
    expect(report).toMatch(/\| \/ \| 3 \| 24 \| 330 ms \| 429 ms \| 1\.30 \| 0\.0\d\d \| 0\.9\d\d \|/);
    expect(report).toMatch(
      /All 6 route runs together: .*new\/old 1\.30\)\. New above old: p = 0\.0[0-4]\d; below: p = 0\.9\d\d .*: new is slower, beyond these runs' noise\./,
    );
  });

  it('reads traced runs (bench-trace.json) too, each route of each run its own stratum', () => {
    const traced: SavedBench = {
      old: { commit: 'dd0751c086a6b46cad03a0ad514a90c8e424ad6e' },
      new: { head: 'ddd4444', dirty: true },
      traces: [{ route: '/contatti', old: runs([82, 90]), new: runs([15, 20, Number.NaN]) }],
    };
    expect(routeRunsOf(traced)).toEqual([{ route: '/contatti', stratum: { old: [82, 90], new: [15, 20] } }]);
    const report = poolReport([{ name: 't.json', saved: traced }]);
    expect(report).toContain('traced TBT');
    expect(report).toContain('new ddd4444 (with uncommitted changes)');
    expect(report).toContain('| /contatti | 1 | 2 | 86 ms | 18 ms | 0.20 |');
  });

  it('refuses runs against different old builds, simulated and traced figures together, and no files', () => {
    const a = simulated('aaa1111', { '/': [[1], [2]] });
    const b = {
      ...simulated('bbb2222', { '/': [[1], [2]] }),
      old: { commit: 'ffffffffffffffffffffffffffffffffffffffff' },
    };
    expect(() =>
      poolReport([
        { name: 'a', saved: a },
        { name: 'b', saved: b },
      ]),
    ).toThrow(/different old builds/);
    const traced: SavedBench = {
      ...a,
      comparisons: undefined,
      traces: [{ route: '/', old: runs([1]), new: runs([2]) }],
    };
    expect(() =>
      poolReport([
        { name: 'a', saved: a },
        { name: 't', saved: traced },
      ]),
    ).toThrow(/pool one kind/);
    expect(() => poolReport([])).toThrow(/No saved runs/);
  });
});
