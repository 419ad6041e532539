/**
 * One Lighthouse run (mobile defaults) and what the audit and the benchmark read from it; the
 * headless Chromium it drives; the unmeasured warm-up fetch; the wait for a quiet CPU.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { LighthouseScores } from './budgets';
import { scriptSources } from '../firstLoadJs';
import { waitForQuietCpu } from './quietCpu';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';

export interface Figures extends LighthouseScores {
  totalBytes: number;
  /** Bytes of scripts over the wire during the load (as served: brotli), from resource-summary. */
  scriptBytes: number;
  /** Bytes of images over the wire during the load, from resource-summary (lazy ones the load did not reach excluded). */
  imageBytes: number;
}

export interface LighthouseResult {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    | { numericValue?: number; details?: { items?: unknown[]; debugData?: { type?: string; tasks?: unknown[] } } }
    | undefined
  >;
}

/** The figures of one Lighthouse result (scores 0-100; a missing figure is NaN, not 0). */
export function figuresOf(lhr: LighthouseResult): Figures {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
  };
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (lhr.audits['resource-summary']?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  const ofType = (type: string) => {
    const found = items.find((item) => item.resourceType === type);
    return found?.transferSize ?? (items.length ? 0 : Number.NaN);
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    totalBytes: value('total-byte-weight'),
    scriptBytes: ofType('script'),
    imageBytes: ofType('image'),
  };
}

/** Lighthouse's main-thread categories (mainthread-work-breakdown), in the order a table shows them. */
export const WORK_GROUPS = [
  'parseHTML',
  'styleLayout',
  'paintCompositeRender',
  'scriptParseCompile',
  'scriptEvaluation',
  'garbageCollection',
  'other',
] as const;
export type WorkGroup = (typeof WORK_GROUPS)[number];

/** Where the main thread spent a load, by category and by script (ms). */
export interface WorkBreakdown {
  /**
   * Main-thread time by category (mainthread-work-breakdown: each task's own time, over the whole
   * trace), less what the long tasks that began once the page was interactive spent in it: the load.
   */
  groups: Record<WorkGroup, number>;
  /**
   * Main-thread time of the long tasks (50 ms or more) that began once the page was interactive:
   * background work such as the service worker's install (dd0751c has none), which would
   * otherwise read as the load's "other". Shorter tasks after it stay in the load's categories.
   */
  afterInteractive: number;
  /** Total blocking time as the trace observed it at 4x, not simulated. */
  tbtMs: number;
  /** Script evaluation and compile time per script URL (bootup-time: scripts above its threshold only). */
  scripts: Record<string, number>;
}

/** One long task as the long-tasks audit lists it for debugging: its start (ms from the navigation), duration, and time per category. */
type LongTask = { startTime?: number; duration?: number } & Partial<Record<WorkGroup | 'urlIndex', number>>;

/**
 * The breakdown of one traced load, from Lighthouse's public result only: the categories of
 * mainthread-work-breakdown, from which the long tasks (long-tasks) that began at or after the
 * observed Time to Interactive are taken out and counted apart; the scripts from bootup-time.
 * A category the page never used is 0; without the breakdown audit every category is unmeasured (NaN).
 */
export function breakdownOf(lhr: LighthouseResult): WorkBreakdown {
  const work = lhr.audits['mainthread-work-breakdown']?.details?.items as
    { group?: string; duration?: number }[] | undefined;
  const groups = Object.fromEntries(WORK_GROUPS.map((group) => [group, work ? 0 : Number.NaN])) as Record<
    WorkGroup,
    number
  >;
  for (const item of work ?? []) {
    const group = (WORK_GROUPS as readonly string[]).includes(item.group ?? '') ? (item.group as WorkGroup) : 'other';
    groups[group] += item.duration ?? 0;
  }
  const interactive = lhr.audits.interactive?.numericValue ?? Number.POSITIVE_INFINITY;
  const longTasks = (lhr.audits['long-tasks']?.details?.debugData?.tasks ?? []) as LongTask[];
  let afterInteractive = 0;
  for (const task of longTasks) {
    if ((task.startTime ?? Number.NEGATIVE_INFINITY) < interactive) continue;
    afterInteractive += task.duration ?? 0;
    for (const group of WORK_GROUPS) groups[group] = Math.max(0, groups[group] - (task[group] ?? 0));
  }
  const scripts: Record<string, number> = {};
  const bootup = (lhr.audits['bootup-time']?.details?.items ?? []) as {
    url?: string;
    scripting?: number;
    scriptParseCompile?: number;
  }[];
  for (const item of bootup) {
    if (!item.url) continue;
    const path = item.url.startsWith('http') ? new URL(item.url).pathname : item.url;
    scripts[path] = (item.scripting ?? 0) + (item.scriptParseCompile ?? 0);
  }
  return { groups, afterInteractive, tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN, scripts };
}

/**
 * A load recorded with the CPU really slowed down 4x (Lighthouse's devtools throttling, mobile
 * defaults), not simulated: the breakdown is what Lighthouse's audits of the trace report, and the trace is kept at
 * tracePath (Lighthouse's Trace artifact, openable in Chromium's Performance panel).
 */
export async function runLighthouseTrace(
  url: string,
  chromePort: number,
  tracePath: string,
): Promise<{ figures: Figures; breakdown: WorkBreakdown }> {
  const lhr = await lighthouseRunner().run({
    url,
    port: chromePort,
    tracePath,
    flags: { throttlingMethod: 'devtools', throttling: { cpuSlowdownMultiplier: 4 }, onlyCategories: ['performance'] },
  });
  return { figures: figuresOf(lhr), breakdown: breakdownOf(lhr) };
}

/**
 * Without the screenshots no bar reads (the full page, the film strip, the last frame): on
 * /gielle-rental, 3 interleaved pairs on this two-core machine, Lighthouse's own total took
 * 10.6-11.1 s against 12.6-15.1 s, with the same accessibility, best-practices and SEO scores.
 */
export async function runLighthouse(url: string, chromePort: number): Promise<Figures> {
  const lhr = await lighthouseRunner().run({
    url,
    port: chromePort,
    flags: {
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableFullPageScreenshot: true,
      skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
    },
  });
  return figuresOf(lhr);
}

interface LighthouseRun {
  url: string;
  port: number;
  flags: Record<string, unknown>;
  tracePath?: string;
}

/** Lighthouse's own process (./lighthouse-runner.mjs), started on the first run, closed with the browser. */
let runner: { run: (job: LighthouseRun) => Promise<LighthouseResult>; close: () => void } | undefined;

function lighthouseRunner() {
  if (runner) return runner;
  const child = spawn(process.execPath, [join(__dirname, 'lighthouse-runner.mjs')], {
    stdio: ['pipe', 'inherit', 'inherit', 'pipe'],
  });
  const waiting: { url: string; resolve: (lhr: LighthouseResult) => void; reject: (error: Error) => void }[] = [];
  createInterface({ input: child.stdio[3] as Readable }).on('line', (line) => {
    const next = waiting.shift();
    if (!next) return;
    const answer = JSON.parse(line) as { lhr?: LighthouseResult; error?: string };
    if (answer.error || !answer.lhr) next.reject(new Error(`${next.url}: ${answer.error ?? 'no result'}`));
    else if (answer.lhr.runtimeError) next.reject(new Error(`${next.url}: ${answer.lhr.runtimeError.message}`));
    else next.resolve(answer.lhr);
  });
  const started = {
    run: (job: LighthouseRun) =>
      new Promise<LighthouseResult>((resolve, reject) => {
        waiting.push({ url: job.url, resolve, reject });
        child.stdin?.write(`${JSON.stringify(job)}\n`);
      }),
    close: () => child.stdin?.end(),
  };
  child.once('exit', (code) => {
    for (const job of waiting.splice(0)) job.reject(new Error(`${job.url}: Lighthouse's process exited (${code})`));
    if (runner === started) runner = undefined;
  });
  runner = started;
  return started;
}

/**
 * Headless Chromium for Lighthouse to drive (CHROMIUM_PATH or /usr/bin/chromium). chrome-launcher
 * is an ES module loaded when needed, so the pure parts here and in the scripts using this
 * module load in Jest (CommonJS) too.
 */
export async function launchChromium(): Promise<{ port: number; kill: () => Promise<void> }> {
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  return {
    port: chrome.port,
    /** Stops the browser, and Lighthouse's process if a run started it. */
    kill: async () => {
      runner?.close();
      await chrome.kill();
    },
  };
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
  if (!quiet)
    console.warn(`  (machine still ${Math.round((busy ?? 0) * 100)}% busy after waiting; measuring ${url} anyway)`);
  return runLighthouse(url, chromePort);
}
