/**
 * Placeholders that must not reach the live site. Content wraps them where they are written
 * (`vatNumber: sample('…')`), so replacing a value with the real one also removes its
 * mark, and no list elsewhere repeats or has to follow the company's details. `sample()` returns
 * its argument unchanged: pages render exactly what they did. The build reads the marks
 * (scripts/goLive.ts) to warn, or with GO_LIVE=1 to stop, while any remain.
 */
const marked = new Set<unknown>();

/** Marks a placeholder value; returns it unchanged (with its literal type). */
export function sample<const T>(value: T): T {
  marked.add(value);
  return value;
}

export interface SampleFound {
  /** Where it is, e.g. `company.email.info` or `company.social[0].url`. */
  path: string;
  value: unknown;
}

/**
 * Every marked value reachable from the named roots, by path, in the order written. A value met
 * twice (a content module quoting a company detail) is listed once, where it is first reached.
 */
export function samplesIn(roots: Record<string, unknown>): SampleFound[] {
  const found: SampleFound[] = [];
  const reported = new Set<unknown>();
  const visit = (value: unknown, path: string): void => {
    if (marked.has(value)) {
      if (!reported.has(value)) found.push({ path, value });
      reported.add(value);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${path}[${index}]`));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) visit(item, `${path}.${key}`);
    }
  };
  for (const [name, value] of Object.entries(roots)) visit(value, name);
  return found;
}
