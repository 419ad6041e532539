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
      'mainthread-work-breakdown': {
        details: {
          items: [
            { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 480.5 },
            { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 88 },
            { group: 'other', groupLabel: 'Other', duration: 95 },
            { group: 'parseHTML', groupLabel: 'Parse HTML & CSS', duration: 31 },
            { group: 'notAGroup', groupLabel: 'Something new', duration: 7 },
          ],
        },
      },
      'long-tasks': {
        details: {
          items: [],
          debugData: {
            type: 'debugdata',
            tasks: [
              // a long task of the load: stays where it is
              { urlIndex: 0, startTime: 1900, duration: 412.5, scriptEvaluation: 400, other: 12.5 },
              // the service worker's install, seconds after the page settled
              { urlIndex: 1, startTime: 6700, duration: 86, other: 70, scriptEvaluation: 16 },
            ],
          },
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

  it('takes the categories of the whole trace less the long tasks that began once interactive, counted apart, and keys each script by its path', () => {
    expect(breakdownOf(result)).toEqual({
      groups: {
        parseHTML: 31,
        styleLayout: 88,
        paintCompositeRender: 0,
        scriptParseCompile: 0,
        scriptEvaluation: 464.5,
        garbageCollection: 0,
        other: 32,
      },
      afterInteractive: 86,
      tbtMs: 84,
      scripts: { '/_next/static/chunks/main.js': 135, Unattributable: 40 },
    });
  });

  it('counts everything as the load when the run has no Time to Interactive, and a missing TBT or breakdown as unmeasured', () => {
    const { interactive: _, ...audits } = result.audits;
    const breakdown = breakdownOf({ categories: {}, audits });
    expect(breakdown.groups.other).toBe(102);
    expect(breakdown.afterInteractive).toBe(0);
    const empty = breakdownOf({ categories: {}, audits: {} });
    expect(empty.tbtMs).toBeNaN();
    expect(empty.groups.scriptEvaluation).toBeNaN();
    expect(empty.afterInteractive).toBe(0);
  });
});
