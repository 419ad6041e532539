/**
 * One Lighthouse run (mobile defaults) and what the audit and the benchmark read from it; the
 * headless Chromium it drives; the unmeasured warm-up fetch; the wait for a quiet CPU.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { LighthouseScores } from './budgets';
import { scriptSources } from './firstLoadJs';
import { waitForQuietCpu } from './quietCpu';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

export interface Figures extends LighthouseScores {
  totalBytes: number;
  /** Bytes of scripts over the wire during the load (as served: brotli), from resource-summary. */
  scriptBytes: number;
}

export interface LighthouseResult {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
}

/** The figures of one Lighthouse result (scores 0-100; a missing figure is NaN, not 0). */
export function figuresOf(lhr: LighthouseResult): Figures {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
  };
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (lhr.audits['resource-summary']?.details?.items ?? []) as { resourceType?: string; transferSize?: number }[];
  const scripts = items.find((item) => item.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    totalBytes: value('total-byte-weight'),
    scriptBytes: scripts?.transferSize ?? (items.length ? 0 : Number.NaN),
  };
}

const execFileAsync = promisify(execFile);

/**
 * Lighthouse runs as its own plain-node CLI: loaded through tsx, its page functions would be
 * rewritten with helpers (__name) that do not exist in the browser.
 */
export async function runLighthouse(url: string, chromePort: number): Promise<Figures> {
  const { stdout } = await execFileAsync(
    process.execPath,
    [
      require.resolve('lighthouse/cli/index.js'),
      url,
      `--port=${chromePort}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as LighthouseResult;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  return figuresOf(lhr);
}

/**
 * Headless Chromium for Lighthouse to drive (CHROMIUM_PATH or /usr/bin/chromium). chrome-launcher
 * is an ES module loaded when needed, so the pure parts here and in the scripts using this
 * module load in Jest (CommonJS) too.
 */
export async function launchChromium() {
  const chromeLauncher = await import('chrome-launcher');
  return chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });
}

/**
 * One unmeasured fetch of the page and its scripts, as a browser asking for brotli: the server
 * compresses each file once and keeps it (as production hosts serve precompressed or cached
 * bytes), so no measured run pays for compression on the same cores. Fails on a route the
 * server does not have (Lighthouse would only report an unclear document error).
 */
export async function warmUp(origin: string, route: string) {
  const get = async (path: string) => {
    const response = await fetch(new URL(path, origin), { headers: { 'accept-encoding': 'br, gzip' } });
    if (!response.ok) throw new Error(`${origin}${path}: status ${response.status}`);
    return response;
  };
  const html = await (await get(route)).text();
  await Promise.all(scriptSources(html).map(async (src) => (await get(src)).arrayBuffer()));
}

/** Runs Lighthouse once the machine is quiet, saying so when it never became quiet. */
export async function measure(url: string, chromePort: number): Promise<Figures> {
  const { busy, quiet } = await waitForQuietCpu();
  if (!quiet) console.warn(`  (machine still ${Math.round((busy ?? 0) * 100)}% busy after waiting; measuring ${url} anyway)`);
  return runLighthouse(url, chromePort);
}
