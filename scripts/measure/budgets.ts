/**
 * The quality bars of docs/quality-bars.md, as numbers the audit (scripts/measure/audit.ts) checks, and the gate
 * that decides which of them fail it. One place: change a bar here and the audit follows.
 *
 * Two kinds of figure (docs/product.md, decision "speed claims"):
 * - deterministic ones (first-load JS bytes, CLS, accessibility, best practices, SEO) come out
 *   the same on every run of the same build: missing the bar fails the audit;
 * - timings (performance score, LCP, TBT) swing with whatever else the machine is doing (on two
 *   busy cores one run's TBT moves by 100-300 ms): past the target they are only reported
 *   ("above target"); they fail only past the wide margin of `timingGate`. Whether a change made
 *   them better or worse is the benchmark's question (`npm run bench -- --against <ref>`), which
 *   measures both builds interleaved in one run.
 */
export interface Budget {
  /** Lighthouse category scores, 0-100 (minimums). null: not applicable to this route. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number | null;
  /** Maximums. */
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** gzip bytes of the scripts the pre-rendered HTML loads (nomodule polyfill excluded). */
  firstLoadJsBytes: number;
  /**
   * Bytes of images the load downloads, where a bar applies: the vehicle page built with a phone
   * photo (the audit's photo site) may take at most 600 KB of pictures in all.
   */
  imageBytes?: number;
}

const KB = 1024;

/** The targets of docs/quality-bars.md. The timing ones warn; the others fail. */
export const defaultBudget: Budget = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.05,
  firstLoadJsBytes: 160 * KB,
};

/** Routes with their own bars; everything else uses defaultBudget. */
export const routeBudgets: Record<string, Partial<Budget>> = {
  // Swiper left the home page's first load (issue 20: 186 → 162 KB); the bar keeps it out.
  '/': { firstLoadJsBytes: 170 * KB },
  '/contatti': { firstLoadJsBytes: 200 * KB },
  // The 404 page asks not to be indexed, which Lighthouse's SEO category scores down by
  // design (is-crawlable): SEO does not apply to it.
  '/404': { seo: null },
  // So does the search page (it lists the site and shows results: docs/search.md).
  '/cerca': { seo: null },
};

export function budgetFor(route: string): Budget {
  return { ...defaultBudget, ...routeBudgets[route] };
}

/**
 * Where a timing stops being noise and fails the audit. Wide on purpose: a real regression (a
 * heavy library back on the first load, a render-blocking resource) lands far past these; a slow
 * or busy host does not.
 * - performance below 65 and TBT over 1500 ms: the same build swings far more between hosts than
 *   within one run. bc8008b read TBT 61-185 ms in the audits of stops 36-39 and passed CI; on
 *   the hosts of stop 45 (CI's and this machine, Lighthouse benchmark index 1,200-2,800, so not
 *   a slow CPU by Lighthouse's own table) the same build read medians of 390-840 ms and
 *   performance 79-89, interleaved with the current tree at no difference (TBT 1.06, p 0.31;
 *   docs/quality-bars.md). Lighthouse's simulation multiplies every observed task by 4, waits on
 *   the browser process (font lookups) included, so a slow host quadruples them. The gate sits
 *   well past the worst an unchanged build showed (median 840 ms and 79, single runs up to
 *   1,022 ms and 78); on such a host, tripling the home page's main-thread work crosses it.
 *   Whether a change made timings worse is the benchmark's question.
 * - LCP over 4000 ms: where Core Web Vitals call LCP "poor". Lighthouse's mobile LCP is
 *   simulated (slow 4G, 4x CPU) from the observed trace, so CPU contention stretches it too;
 *   the site's pages sit around 1.5-2.5 s, so 4 s means the page changed, not the machine.
 */
export interface TimingGate {
  performance: number;
  lcpMs: number;
  tbtMs: number;
}

export const timingGate: TimingGate = { performance: 65, lcpMs: 4000, tbtMs: 1500 };

/** What one Lighthouse run scores and times (scripts/measure/lighthouse.ts adds its byte counts). */
export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The figures the gate reads: one route's medians, and the first-load JS of its HTML. */
export interface AuditFigures extends LighthouseScores {
  firstLoadJsBytes: number;
  /** Image bytes of the load; read only where the budget sets imageBytes. */
  imageBytes?: number;
}

/** A vehicle page whose picture is a 4000x3000 phone photo: its images in all (docs/quality-bars.md, "pictures"). */
export const photoPageImageBytes = 600 * KB;

export interface Verdict {
  /** Bars missed that fail the audit, each naming route, figure, value and bar. */
  failures: string[];
  /** Timings past their target ("above target") but within the gate: printed, not failing. */
  warnings: string[];
}

const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * Which figures of a route fail the audit and which only warn. A missing figure (NaN) fails:
 * a run that measured nothing must not pass.
 */
export function judge(
  route: string,
  figures: AuditFigures,
  budget: Budget = budgetFor(route),
  gate: TimingGate = timingGate,
): Verdict {
  const failures: string[] = [];
  const warnings: string[] = [];
  const fail = (text: string) => failures.push(`${route}: ${text}`);

  // Deterministic: the bar is the gate.
  const atLeast = (label: string, actual: number, bar: number | null) => {
    if (bar !== null && !(actual >= bar)) fail(`${label} ${actual} < ${bar}`);
  };
  atLeast('accessibility', figures.accessibility, budget.accessibility);
  atLeast('best practices', figures.bestPractices, budget.bestPractices);
  atLeast('SEO', figures.seo, budget.seo);
  if (!(figures.cls <= budget.cls)) fail(`CLS ${figures.cls.toFixed(3)} > ${budget.cls}`);
  if (!(figures.firstLoadJsBytes <= budget.firstLoadJsBytes)) {
    fail(`first-load JS ${figures.firstLoadJsBytes} B > ${budget.firstLoadJsBytes} B`);
  }
  if (budget.imageBytes !== undefined) {
    const images = figures.imageBytes ?? Number.NaN;
    if (Number.isNaN(images)) fail(`images not measured (bar ${budget.imageBytes} B)`);
    else if (images > budget.imageBytes) fail(`images ${images} B > ${budget.imageBytes} B`);
  }

  // Timings: fail past the gate, warn past the target.
  const timing = (
    label: string,
    actual: number,
    target: number,
    limit: number,
    higherIsBetter: boolean,
    show: (v: number) => string,
  ) => {
    const within = (bar: number) => (higherIsBetter ? actual >= bar : actual <= bar);
    const sign = higherIsBetter ? '<' : '>';
    if (!within(limit))
      fail(`${label} ${show(actual)} ${sign} ${show(limit)} (fails past the wide margin; target ${show(target)})`);
    else if (!within(target)) {
      const side = higherIsBetter ? 'below' : 'above';
      warnings.push(
        `${route}: ${label} ${show(actual)} ${side} target ${show(target)} (fails only ${sign} ${show(limit)})`,
      );
    }
  };
  timing('performance', figures.performance, budget.performance, gate.performance, true, String);
  timing('LCP', figures.lcpMs, budget.lcpMs, gate.lcpMs, false, ms);
  timing('TBT', figures.tbtMs, budget.tbtMs, gate.tbtMs, false, ms);
  return { failures, warnings };
}
