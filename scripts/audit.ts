/**
 * The project's audit: Lighthouse (mobile defaults) on every route of the served export,
 * N runs each, median per figure, plus first-load JS measured from the HTML. Each route is
 * fetched once unmeasured, and each run waits for a quiet CPU (scripts/quietCpu.ts).
 * Prints one table and exits non-zero naming every route that misses a bar (scripts/budgets.ts).
 *
 * Usage: tsx scripts/audit.ts [--runs 3] [--routes /,/chi-siamo] [--port 4300]
 * Expects out/ to be built (npm run audit builds first).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { pages } from '../content/pages';
import { servicePageMetas } from '../lib/servicePages';
import { vehiclePageMetas } from '../lib/sitePages';
import { budgetFor, type Budget } from './budgets';
import { firstLoadJsBytes, htmlFileFor, scriptSources } from './firstLoadJs';
import { waitForQuietCpu } from './quietCpu';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

// Lighthouse refuses documents answered with status 404, so the 404 page is audited through
// the file's own path (/404 serves out/404.html with status 200); e2e checks the real 404 status.
const NOT_FOUND_ROUTE = '/404';
const OUT_DIR = join(process.cwd(), 'out');

/**
 * Generated pages are audited by sample, so a full audit stays within 15 minutes on two cores:
 * the vehicle pages share one template and load the same scripts, and so do the service pages,
 * so the one of each kind with the largest HTML (most specs and text) stands for them all.
 */
function heaviestPage(paths: readonly string[]): string[] {
  const bySize = paths
    .map((path) => ({ path, bytes: statSync(htmlFileFor(OUT_DIR, path)).size }))
    .sort((a, b) => b.bytes - a.bytes);
  return bySize.length ? [bySize[0]!.path] : [];
}

const generatedPageSample = () => [
  ...heaviestPage(vehiclePageMetas.map((page) => page.path)),
  ...heaviestPage(servicePageMetas().map((page) => page.path)),
];

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
}

interface RouteResult extends Figures {
  route: string;
  firstLoadJsBytes: number;
  failures: string[];
}

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? (process.argv[index + 1] as string) : fallback;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

async function waitForServer(url: string, server: ChildProcess) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) throw new Error('The static server exited early (is out/ built?)');
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Server at ${url} did not start`);
}

interface LighthouseResult {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

const execFileAsync = promisify(execFile);
const lighthouseCli = require.resolve('lighthouse/cli/index.js');

/**
 * Lighthouse runs as its own plain-node CLI: loaded through tsx, its page functions would be
 * rewritten with helpers (__name) that do not exist in the browser.
 */
async function runLighthouse(url: string, port: number): Promise<Figures> {
  const { stdout } = await execFileAsync(
    process.execPath,
    [
      lighthouseCli,
      url,
      `--port=${port}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as LighthouseResult;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    totalBytes: value('total-byte-weight'),
  };
}

/**
 * One unmeasured fetch of the page and its scripts, as a browser asking for brotli: the server
 * compresses each file once and keeps it (as production hosts serve precompressed or cached
 * bytes), so no measured run pays for compression on the same cores.
 */
async function warmUp(origin: string, route: string) {
  const get = (path: string) => fetch(new URL(path, origin), { headers: { 'accept-encoding': 'br, gzip' } });
  const html = await (await get(route)).text();
  await Promise.all(scriptSources(html).map(async (src) => (await get(src)).arrayBuffer()));
}

/** Runs Lighthouse once the machine is quiet, saying so when it never became quiet. */
async function measure(url: string, port: number): Promise<Figures> {
  const { busy, quiet } = await waitForQuietCpu();
  if (!quiet) console.warn(`  (machine still ${Math.round((busy ?? 0) * 100)}% busy after waiting; measuring ${url} anyway)`);
  return runLighthouse(url, port);
}

function check(route: string, figures: Figures & { firstLoadJsBytes: number }, budget: Budget): string[] {
  const failures: string[] = [];
  const min = (label: string, actual: number, bar: number | null) => {
    if (bar !== null && actual < bar) failures.push(`${label} ${actual} < ${bar}`);
  };
  const max = (label: string, actual: number, bar: number, unit = '') => {
    if (!(actual <= bar)) failures.push(`${label} ${actual.toFixed(unit === '' ? 3 : 0)}${unit} > ${bar}${unit}`);
  };
  min('performance', figures.performance, budget.performance);
  min('accessibility', figures.accessibility, budget.accessibility);
  min('best practices', figures.bestPractices, budget.bestPractices);
  min('SEO', figures.seo, budget.seo);
  max('LCP', figures.lcpMs, budget.lcpMs, ' ms');
  max('TBT', figures.tbtMs, budget.tbtMs, ' ms');
  max('CLS', figures.cls, budget.cls);
  max('first-load JS', figures.firstLoadJsBytes, budget.firstLoadJsBytes, ' B');
  return failures.map((failure) => `${route}: ${failure}`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(results: RouteResult[]): string {
  const header = ['route', 'perf', 'a11y', 'bp', 'seo', 'LCP', 'TBT', 'CLS', 'first-load JS', 'total', 'ok'];
  const rows = results.map((r) => [
    r.route,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    `${Math.round(r.lcpMs)} ms`,
    `${Math.round(r.tbtMs)} ms`,
    r.cls.toFixed(3),
    kb(r.firstLoadJsBytes),
    kb(r.totalBytes),
    r.failures.length ? 'FAIL' : 'pass',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] as string).length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] as number)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

async function main() {
  const runs = Math.max(1, Number(option('runs', process.env.AUDIT_RUNS ?? '5')));
  const port = Number(option('port', '4300'));
  const allRoutes = [...Object.values(pages).map((page) => page.path), ...generatedPageSample(), NOT_FOUND_ROUTE];
  const requested = option('routes', '');
  const routes = requested ? requested.split(',').map((r) => r.trim()).filter(Boolean) : allRoutes;

  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port)], { stdio: 'ignore' });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const results: RouteResult[] = [];
  try {
    const origin = `http://localhost:${port}`;
    await waitForServer(`${origin}/`, server);
    for (const route of routes) {
      await warmUp(origin, route);
      const samples: Figures[] = [];
      for (let run = 0; run < runs; run += 1) samples.push(await measure(`${origin}${route}`, chrome.port));
      const pick = (key: keyof Figures) => median(samples.map((sample) => sample[key]));
      const figures = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        totalBytes: pick('totalBytes'),
        firstLoadJsBytes: firstLoadJsBytes(OUT_DIR, htmlFileFor(OUT_DIR, route)),
      };
      const result = { route, ...figures, failures: check(route, figures, budgetFor(route)) };
      results.push(result);
      // Every run's TBT in the log: a failing median can then be told from one noisy run.
      const tbts = samples.map((sample) => Math.round(sample.tbtMs)).join(', ');
      console.log(`audited ${route} (${runs} run${runs > 1 ? 's' : ''}, TBT ${tbts} ms): ${result.failures.length ? 'FAIL' : 'pass'}`);
    }
  } finally {
    await chrome.kill();
    server.kill();
  }

  mkdirSync('audit-report', { recursive: true });
  writeFileSync(join('audit-report', 'summary.json'), JSON.stringify({ runs, results }, null, 2));
  console.log(`\nLighthouse mobile, median of ${runs} run(s) per route:\n`);
  console.log(table(results));
  const failures = results.flatMap((r) => r.failures);
  if (failures.length) {
    console.error(`\nAudit failed, ${failures.length} bar(s) missed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nAudit passed: every route meets its bars.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
