/** @jest-environment node */
import { budgetFor, defaultBudget, judge, timingGate, type AuditFigures } from './budgets';

/** A route that meets every target. */
const good: AuditFigures = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0,
  firstLoadJsBytes: 150 * 1024,
};

const verdict = (changes: Partial<AuditFigures>, route = '/chi-siamo') => judge(route, { ...good, ...changes });

describe('judge: deterministic figures fail at their bar', () => {
  it('passes a route that meets every target, with no warning', () => {
    expect(verdict({})).toEqual({ failures: [], warnings: [] });
  });

  it.each([
    ['accessibility', { accessibility: 96 }, '/chi-siamo: accessibility 96 < 100'],
    ['best practices', { bestPractices: 96 }, '/chi-siamo: best practices 96 < 100'],
    ['SEO', { seo: 92 }, '/chi-siamo: SEO 92 < 100'],
    ['CLS', { cls: 0.06 }, '/chi-siamo: CLS 0.060 > 0.05'],
    ['first-load JS', { firstLoadJsBytes: 160 * 1024 + 1 }, '/chi-siamo: first-load JS 163841 B > 163840 B'],
  ])('%s below its bar fails, by however little', (_label, changes, message) => {
    expect(verdict(changes)).toEqual({ failures: [message], warnings: [] });
  });

  it('holds each route to its own bytes bar and skips SEO where it does not apply', () => {
    expect(verdict({ firstLoadJsBytes: 165 * 1024 }, '/').failures).toEqual([]);
    expect(verdict({ firstLoadJsBytes: 180 * 1024 }, '/').failures).toHaveLength(1); // swiper back in the first load
    expect(verdict({ firstLoadJsBytes: 190 * 1024 }, '/servizi').failures).toHaveLength(1);
    expect(verdict({ seo: 60 }, '/404').failures).toEqual([]);
  });

  it('holds image bytes only where the budget sets them, and fails them unmeasured', () => {
    const photoBudget = { ...budgetFor('/gielle-rental/x'), imageBytes: 600 * 1024 };
    expect(judge('/gielle-rental/x', { ...good, imageBytes: 5_000_000 }).failures).toEqual([]);
    expect(judge('/gielle-rental/x', { ...good, imageBytes: 600 * 1024 }, photoBudget).failures).toEqual([]);
    expect(judge('/gielle-rental/x', { ...good, imageBytes: 600 * 1024 + 1 }, photoBudget).failures).toEqual([
      '/gielle-rental/x: images 614401 B > 614400 B',
    ]);
    expect(judge('/gielle-rental/x', good, photoBudget).failures).toEqual([
      '/gielle-rental/x: images not measured (bar 614400 B)',
    ]);
  });

  it('fails a figure that was never measured', () => {
    expect(verdict({ accessibility: Number.NaN, cls: Number.NaN }).failures).toHaveLength(2);
    expect(verdict({ tbtMs: Number.NaN }).failures).toHaveLength(1);
  });
});

describe('judge: timings warn past the target and fail only past the wide margin', () => {
  it.each([
    ['performance', { performance: 92 }, '/chi-siamo: performance 92 below target 95 (fails only < 65)'],
    ['LCP', { lcpMs: 3200 }, '/chi-siamo: LCP 3200 ms above target 2500 ms (fails only > 4000 ms)'],
    ['TBT', { tbtMs: 320 }, '/chi-siamo: TBT 320 ms above target 200 ms (fails only > 1500 ms)'],
  ])('%s between target and margin only warns', (_label, changes, message) => {
    expect(verdict(changes)).toEqual({ failures: [], warnings: [message] });
  });

  it('treats the target and the margin themselves as met', () => {
    expect(verdict({ performance: 95, lcpMs: 2500, tbtMs: 200 })).toEqual({ failures: [], warnings: [] });
    expect(verdict({ performance: 65, lcpMs: 4000, tbtMs: 1500 }).failures).toEqual([]);
  });

  it.each([
    ['performance', { performance: 64 }, '/chi-siamo: performance 64 < 65 (fails past the wide margin; target 95)'],
    ['LCP', { lcpMs: 4200 }, '/chi-siamo: LCP 4200 ms > 4000 ms (fails past the wide margin; target 2500 ms)'],
    ['TBT', { tbtMs: 1501 }, '/chi-siamo: TBT 1501 ms > 1500 ms (fails past the wide margin; target 200 ms)'],
  ])('%s past the margin fails (and is not also a warning)', (_label, changes, message) => {
    expect(verdict(changes)).toEqual({ failures: [message], warnings: [] });
  });

  it('reports every figure: failures and warnings together', () => {
    const result = verdict({ accessibility: 98, tbtMs: 1550, lcpMs: 3000 });
    expect(result.failures).toEqual([
      '/chi-siamo: accessibility 98 < 100',
      '/chi-siamo: TBT 1550 ms > 1500 ms (fails past the wide margin; target 200 ms)',
    ]);
    expect(result.warnings).toEqual(['/chi-siamo: LCP 3000 ms above target 2500 ms (fails only > 4000 ms)']);
  });
});

describe('the bars', () => {
  it('keeps the strict targets of docs/quality-bars.md and a wider gate for timings', () => {
    expect(defaultBudget).toMatchObject({
      performance: 95,
      tbtMs: 200,
      cls: 0.05,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
    });
    expect(timingGate).toEqual({ performance: 65, lcpMs: 4000, tbtMs: 1500 });
    expect(timingGate.performance).toBeLessThan(defaultBudget.performance);
    expect(timingGate.tbtMs).toBeGreaterThan(defaultBudget.tbtMs);
    expect(timingGate.lcpMs).toBeGreaterThan(defaultBudget.lcpMs);
    expect(budgetFor('/contatti').firstLoadJsBytes).toBe(200 * 1024);
  });
});
