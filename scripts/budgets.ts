/**
 * The quality bars of DESIGN.md, as numbers the audit (scripts/audit.ts) enforces.
 * One place: change a bar here and the audit follows.
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
}

const KB = 1024;

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
  '/': { firstLoadJsBytes: 200 * KB },
  '/contatti': { firstLoadJsBytes: 200 * KB },
  // The 404 page asks not to be indexed, which Lighthouse's SEO category scores down by
  // design (is-crawlable): SEO does not apply to it.
  '/404': { seo: null },
};

export function budgetFor(route: string): Budget {
  return { ...defaultBudget, ...routeBudgets[route] };
}
