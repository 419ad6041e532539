/** @jest-environment node */
import { breakdownOf, figuresOf, type LighthouseResult, type TimedTask } from './lighthouse';

const lhr = (summaryItems?: unknown[]): LighthouseResult => ({
  categories: {
    performance: { score: 0.97 },
    accessibility: { score: 1 },
    'best-practices': { score: 1 },
    seo: { score: null },
  },
  audits: {
    'largest-contentful-paint': { numericValue: 1800.4 },
    'total-blocking-time': { numericValue: 120 },
    'cumulative-layout-shift': { numericValue: 0.01 },
    'total-byte-weight': { numericValue: 420_000 },
    ...(summaryItems ? { 'resource-summary': { details: { items: summaryItems } } } : {}),
  },
});

describe('figuresOf', () => {
  it('reads scores as 0-100, the metrics, and the scripts and images rows of resource-summary', () => {
    const figures = figuresOf(
      lhr([
        { resourceType: 'total', transferSize: 420_000 },
        { resourceType: 'script', transferSize: 160_000 },
        { resourceType: 'document', transferSize: 20_000 },
        { resourceType: 'image', transferSize: 90_000 },
      ]),
    );
    expect(figures).toEqual({
      performance: 97,
      accessibility: 100,
      bestPractices: 100,
      seo: Number.NaN,
      lcpMs: 1800.4,
      tbtMs: 120,
      cls: 0.01,
      totalBytes: 420_000,
      scriptBytes: 160_000,
      imageBytes: 90_000,
    });
  });

  it('counts no scripts or images as 0 bytes, and a missing summary as unmeasured (NaN), not 0', () => {
    expect(figuresOf(lhr([{ resourceType: 'total', transferSize: 1 }])).scriptBytes).toBe(0);
    expect(figuresOf(lhr()).scriptBytes).toBeNaN();
    expect(figuresOf(lhr([{ resourceType: 'total', transferSize: 1 }])).imageBytes).toBe(0);
    expect(figuresOf(lhr()).imageBytes).toBeNaN();
  });
});

describe('breakdownOf', () => {
  const result: LighthouseResult = {
    categories: {},
    audits: {
      interactive: { numericValue: 2000 },
      'total-blocking-time': { numericValue: 84 },
      'bootup-time': {
        details: {
          items: [
            { url: 'http://127.0.0.1:4411/_next/static/chunks/main.js', scripting: 120, scriptParseCompile: 15 },
            { url: 'Unattributable', scripting: 40, scriptParseCompile: 0 },
          ],
        },
      },
    },
  };

  it('sums each task\'s own time by category until interactive, the rest apart, and keys each script by its path', () => {
    const tasks: TimedTask[] = [
      { rootStart: 100, selfTime: 31, group: 'parseHTML' },
      { rootStart: 700, selfTime: 88, group: 'styleLayout' },
      { rootStart: 1900, selfTime: 400, group: 'scriptEvaluation' },
      // a child of the task that began at 1900: it stays with the load although it ends later
      { rootStart: 1900, selfTime: 12.5, group: 'scriptEvaluation' },
      { rootStart: 1950, selfTime: 7, group: 'notAGroup' },
      // the service worker's install, seconds after the page settled
      { rootStart: 6700, selfTime: 21, group: 'other' },
      { rootStart: 2000, selfTime: 16, group: 'scriptEvaluation' },
    ];
    expect(breakdownOf(result, tasks)).toEqual({
      groups: {
        parseHTML: 31,
        styleLayout: 88,
        paintCompositeRender: 0,
        scriptParseCompile: 0,
        scriptEvaluation: 412.5,
        garbageCollection: 0,
        other: 7,
      },
      afterInteractive: 37,
      tbtMs: 84,
      scripts: { '/_next/static/chunks/main.js': 135, Unattributable: 40 },
    });
  });

  it('counts everything as the load when the run has no Time to Interactive, and a missing TBT as unmeasured', () => {
    const breakdown = breakdownOf({ categories: {}, audits: {} }, [{ rootStart: 9000, selfTime: 5, group: 'other' }]);
    expect(breakdown.groups.other).toBe(5);
    expect(breakdown.afterInteractive).toBe(0);
    expect(breakdown.tbtMs).toBeNaN();
  });
});
