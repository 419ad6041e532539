/** @jest-environment node */
import { breakdownOf, figuresOf, type LighthouseResult } from './lighthouse';

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
  it('reads scores as 0-100, the metrics, and the scripts row of resource-summary', () => {
    const figures = figuresOf(
      lhr([
        { resourceType: 'total', transferSize: 420_000 },
        { resourceType: 'script', transferSize: 160_000 },
        { resourceType: 'document', transferSize: 20_000 },
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
    });
  });

  it('counts no scripts as 0 bytes, and a missing summary as unmeasured (NaN), not 0', () => {
    expect(figuresOf(lhr([{ resourceType: 'total', transferSize: 1 }])).scriptBytes).toBe(0);
    expect(figuresOf(lhr()).scriptBytes).toBeNaN();
  });
});

describe('breakdownOf', () => {
  it('sums the main-thread categories and keys each script by its path', () => {
    const result: LighthouseResult = {
      categories: {},
      audits: {
        'mainthread-work-breakdown': {
          details: {
            items: [
              { group: 'scriptEvaluation', duration: 412.5 },
              { group: 'styleLayout', duration: 88 },
              { group: 'parseHTML', duration: 31 },
              { group: 'notAGroup', duration: 999 },
            ],
          },
        },
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
    expect(breakdownOf(result)).toEqual({
      groups: {
        parseHTML: 31,
        styleLayout: 88,
        paintCompositeRender: 0,
        scriptParseCompile: 0,
        scriptEvaluation: 412.5,
        garbageCollection: 0,
        other: 0,
      },
      scripts: { '/_next/static/chunks/main.js': 135, Unattributable: 40 },
    });
  });
});
