/** @jest-environment node */
import { median, medianDifferenceP, pooledExcessP, ratio } from './stats';

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones, whatever the order', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('is NaN for no values, not 0', () => {
    expect(median([])).toBeNaN();
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('ratio', () => {
  it('is new over old', () => {
    expect(ratio(50, 100)).toBe(0.5);
    expect(ratio(150, 100)).toBe(1.5);
  });

  it('is 1 when both are zero and NaN (never Infinity) when only old is zero or a figure is missing', () => {
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(20, 0)).toBeNaN();
    expect(ratio(Number.NaN, 10)).toBeNaN();
    expect(ratio(10, Number.NaN)).toBeNaN();
  });
});

describe('medianDifferenceP', () => {
  it('is 1 for two identical sets of runs: nothing to tell apart', () => {
    expect(medianDifferenceP([10, 20, 30], [10, 20, 30])).toBe(1);
  });

  it('is the exact share of relabellings whose medians lie at least as far apart', () => {
    // 4 of the 20 splits of 3 + 3: the measured one, {1, 2, 11} against {3, 12, 13}, and their mirrors.
    expect(medianDifferenceP([1, 2, 3], [11, 12, 13])).toBeCloseTo(4 / 20, 10);
  });

  it('calls seven runs that never overlap a difference (p < 0.05), and a wide overlapping spread noise', () => {
    expect(medianDifferenceP([0, 5, 8, 10, 12, 15, 20], [60, 62, 65, 70, 75, 80, 90])).toBeLessThan(0.05);
    // the bench's /servizi, runs 7: old 26 45 36 76 57 21 67, new 28 90 85 62 80 56 60
    const p = medianDifferenceP([26, 45, 36, 76, 57, 21, 67], [28, 90, 85, 62, 80, 56, 60]);
    expect(p).toBeGreaterThan(0.05);
    expect(p).toBeLessThan(1);
  });

  it('copes with ties, the many 0 ms runs of TBT', () => {
    expect(medianDifferenceP([0, 0, 0, 0], [0, 0, 0, 0])).toBe(1);
    expect(medianDifferenceP([0, 0, 0, 40], [0, 0, 0, 0])).toBe(1);
  });

  it('samples relabellings past the exact limit, reproducibly, and never reports 0', () => {
    const low = Array.from({ length: 15 }, (_, index) => index);
    const high = low.map((value) => value + 100);
    const p = medianDifferenceP(low, high);
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(0.001);
    expect(medianDifferenceP(low, high)).toBe(p);
  });

  it('is NaN without runs on a side', () => {
    expect(medianDifferenceP([], [1])).toBeNaN();
  });
});

describe('pooledExcessP', () => {
  // One route's spread as the bench sees it (single runs of one build from 60 to 180 ms), and the
  // same runs a third slower: too close for one route's 8 pairs to tell apart.
  const spread = [100, 140, 60, 180, 120, 80, 160, 90];
  const slower = spread.map((value) => Math.round(value * 1.3)).reverse();
  const routes = [1, 0.8, 1.2, 0.9, 1.1, 1.5].map((level) => ({
    old: spread.map((value) => value * level),
    new: slower.map((value) => value * level),
  }));

  it('tells six routes that are each a third slower apart, where no single route can', () => {
    for (const route of routes) expect(medianDifferenceP(route.old, route.new)).toBeGreaterThan(0.05);
    expect(pooledExcessP(routes)).toBeLessThan(0.05);
  });

  it('is one-sided: new below old everywhere is far from "above"', () => {
    const faster = routes.map((route) => ({ old: route.new, new: route.old }));
    expect(pooledExcessP(faster)).toBeGreaterThan(0.95);
  });

  it('reads the same runs on both sides as nothing to tell (p well above 0.05)', () => {
    expect(pooledExcessP(routes.map((route) => ({ old: route.old, new: [...route.old].reverse() })))).toBeGreaterThan(
      0.3,
    );
  });

  it('keeps each route its own level: a slow route does not count as noise of a fast one', () => {
    // Within each route new is always above old by 5 ms; the routes' levels differ by 1000 ms.
    const levels = [0, 1000, 2000, 3000].map((level) => ({
      old: [1, 2, 3, 4, 5, 6].map((value) => level + value),
      new: [6, 7, 8, 9, 10, 11].map((value) => level + value),
    }));
    expect(pooledExcessP(levels)).toBeLessThan(0.01);
  });

  it('is reproducible, never 0, leaves out routes without runs on a side, and is NaN with none left', () => {
    const p = pooledExcessP(routes);
    expect(p).toBeGreaterThan(0);
    expect(pooledExcessP([...routes, { old: [], new: [5] }])).toBe(p);
    expect(pooledExcessP([{ old: [1], new: [] }])).toBeNaN();
    expect(pooledExcessP([])).toBeNaN();
  });
});
