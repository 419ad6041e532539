/**
 * The benchmark: this working tree's build ("new") against an earlier one ("old"), measured in
 * one run on the same machine with the same serving, so a speed claim compares like with like
 * (docs/product.md, decision "speed claims"). The audit says whether a build meets its bars; this says whether
 * a change made it faster.
 *
 *   npm run bench -- --against <git ref> [--runs 4] [--routes /,/servizi] [--port 4410] [--no-build] [--trace] [--no-worker]
 *
 * 1. Builds this tree into out/ (`npm run build`; --no-build reuses an existing out/).
 * 2. Checks out <ref> in a temporary worktree (`git worktree add --detach`), installs its packages
 *    from its own lock (or hard-links this tree's node_modules when the locks are equal) and builds
 *    it with the same environment.
 * 3. Serves both exports with scripts/serve.mjs (brotli), old on --port, new on --port + 1.
 * 4. Per route, runs Lighthouse (mobile) interleaved in pairs whose order alternates (old, new,
 *    new, old, old, new…), each run after the CPU is quiet, so a busy spell of the machine falls
 *    on both builds alike (sidesInOrder).
 * 5. Prints a markdown table per route (medians of both, new/old) and the median TBT ratio, writes
 *    audit-report/bench.json, and removes the temporary worktree (also on failure or Ctrl-C).
 *
 * --trace answers where the time goes rather than how much: each run records a Chromium trace with
 * the CPU really slowed down 4x (Lighthouse's devtools throttling), kept in audit-report/traces/,
 * and the tables compare the blocking time those loads observed, main-thread time by category
 * (HTML parsing, style and layout, script compile and evaluation, which includes hydration...)
 * until the page was interactive, the background work after it, and the scripts that cost most.
 * Its routes default to /, /contatti and /gielle-rental.
 *
 * --no-worker serves both builds without out/sw.js (the registration then fails quietly, as on a
 * host that lost the file), to tell the service worker's share of a difference from the pages'.
 * The file is put back when the run ends.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { firstLoadJsBytes, htmlFileFor } from '../firstLoadJs';
import {
  routeTable,
  summary,
  traceSummary,
  traceTable,
  totalOf,
  kb,
  ms,
  type RouteComparison,
  type TraceComparison,
} from './benchReport';
import { launchChromium, measure, runLighthouseTrace, warmUp } from './lighthouse';
import { waitForQuietCpu } from './quietCpu';
import { startStaticServer, type StaticServer } from '../staticServer';

export const DEFAULT_ROUTES = ['/', '/gielle-rental', '/servizi', '/contatti', '/chi-siamo', '/termini-condizioni'];
/** Even, so each build runs first equally often (sidesInOrder). */
export const DEFAULT_RUNS = 4;
export const DEFAULT_PORT = 4410;
/** The routes a --trace run records unless told otherwise: the heaviest first loads. */
export const TRACE_ROUTES = ['/', '/contatti', '/gielle-rental'];
/** Where --no-worker keeps each build's sw.js during the run. */
const HIDDEN_WORKER = 'sw.js.bench-hidden';

export interface BenchOptions {
  against: string;
  runs: number;
  routes: string[];
  port: number;
  build: boolean;
  trace: boolean;
  worker: boolean;
}

export const USAGE =
  'Usage: npm run bench -- --against <git ref> [--runs 4] [--routes /,/servizi] [--port 4410] [--no-build] [--trace] [--no-worker]';

/** The command line of the benchmark; throws with the usage on anything it does not understand. */
export function parseBenchArgs(args: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    against: '',
    runs: DEFAULT_RUNS,
    routes: DEFAULT_ROUTES,
    port: DEFAULT_PORT,
    build: true,
    trace: false,
    worker: true,
  };
  let routesGiven = false;
  const rest = [...args];
  const valueOf = (name: string) => {
    const value = rest.shift();
    if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value.\n${USAGE}`);
    return value;
  };
  const positiveInteger = (name: string, text: string, max: number) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1 || value > max)
      throw new Error(`--${name} must be a whole number from 1 to ${max}, not "${text}".\n${USAGE}`);
    return value;
  };
  while (rest.length) {
    const arg = rest.shift() as string;
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    if (inline !== undefined) rest.unshift(inline);
    switch (flag) {
      case '--against':
        options.against = valueOf('against');
        break;
      case '--runs':
        options.runs = positiveInteger('runs', valueOf('runs'), 50);
        break;
      case '--port':
        options.port = positiveInteger('port', valueOf('port'), 65534);
        break;
      case '--routes': {
        const routes = valueOf('routes')
          .split(',')
          .map((route) => route.trim())
          .filter(Boolean)
          .map((route) => (route.startsWith('/') ? route : `/${route}`));
        if (!routes.length) throw new Error(`--routes names no route.\n${USAGE}`);
        options.routes = [...new Set(routes)];
        routesGiven = true;
        break;
      }
      case '--no-build':
        options.build = false;
        break;
      case '--trace':
        options.trace = true;
        break;
      case '--no-worker':
        options.worker = false;
        break;
      default:
        throw new Error(`Unknown argument "${arg}".\n${USAGE}`);
    }
  }
  if (!options.against) throw new Error(`--against <git ref> is required: the build to compare with.\n${USAGE}`);
  if (options.trace && !routesGiven) options.routes = TRACE_ROUTES;
  return options;
}

// ---------------------------------------------------------------------------------------------
// The run itself (not unit-tested: it builds, serves and drives Chromium).

const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

function run(command: string, args: string[], cwd: string): Promise<void> {
  console.log(`\n$ (${cwd}) ${command} ${args.join(' ')}`);
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env: process.env, stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (code, signal) =>
      code === 0
        ? done()
        : fail(new Error(`${command} ${args.join(' ')} in ${cwd} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** The temporary worktree of the old build, and its removal (idempotent, synchronous: it also runs on Ctrl-C). */
class OldTree {
  readonly root = mkdtempSync(join(tmpdir(), 'gielle-bench-'));
  readonly dir = join(this.root, 'old');
  private removed = false;

  constructor(readonly commit: string) {}

  add() {
    git('worktree', 'add', '--detach', this.dir, this.commit);
  }

  remove() {
    if (this.removed) return;
    this.removed = true;
    try {
      git('worktree', 'remove', '--force', this.dir);
    } catch {
      // not added, or already gone: the prune below forgets it either way
    }
    rmSync(this.root, { recursive: true, force: true });
    try {
      git('worktree', 'prune');
    } catch {
      // nothing to prune
    }
    console.log(`Removed the temporary worktree ${this.dir}.`);
  }
}

/**
 * The old tree's packages. When its lock equals this tree's, a hard-linked copy of this tree's
 * node_modules (seconds, no disk): not a symlink, which Turbopack refuses to follow out of the
 * project root ("Could not find the Next.js package"). Otherwise, or where hard links fail
 * (another file system, no GNU cp), an install from the ref's own lock.
 */
async function installOld(tree: OldTree, newRoot: string) {
  const short = tree.commit.slice(0, 7);
  const ownModules = join(newRoot, 'node_modules');
  const oldLock = readFileSync(join(tree.dir, 'package-lock.json'), 'utf8');
  if (readFileSync(join(newRoot, 'package-lock.json'), 'utf8') === oldLock && existsSync(ownModules)) {
    try {
      execFileSync('cp', ['-al', ownModules, join(tree.dir, 'node_modules')], { stdio: ['ignore', 'ignore', 'pipe'] });
      console.log(
        `\n${short}'s package-lock.json equals this tree's: node_modules is a hard-linked copy of this tree's (same packages, no second install).`,
      );
      return;
    } catch (error) {
      rmSync(join(tree.dir, 'node_modules'), { recursive: true, force: true });
      console.log(
        `\nSame lock, but hard-linking node_modules failed (${error instanceof Error ? error.message.split('\n')[0] : error}): installing instead.`,
      );
    }
  } else {
    console.log(`\n${short}'s package-lock.json differs from this tree's: installing its own packages.`);
  }
  // As .ci/run does, not `npm ci`: the registry here lacks other platforms' optional binaries, so
  // `npm ci` rejects the lock as out of sync. A clean install from the ref's own lock, checked unchanged.
  await run('npm', ['install', '--no-audit', '--no-fund'], tree.dir);
  if (readFileSync(join(tree.dir, 'package-lock.json'), 'utf8') !== oldLock) {
    console.warn(
      `Warning: npm install changed ${short}'s lock; the old build may use other packages than it shipped with.`,
    );
  }
}

/** The two builds a bench compares. */
export type BuildName = 'old' | 'new';

/**
 * Which build runs first in pair `index`: old first, then new first, and so on. The bench against
 * its own commit (same code on both sides), always old first, read /gielle-rental's TBT +51 ms for
 * "new", p = 0.012: going second (or the second port; those runs could not tell which) cost time.
 * Taking turns puts the order's share on both builds alike, exactly so with an even --runs; the
 * same check then read 0.87, p = 0.690.
 */
export function sidesInOrder(index: number): readonly BuildName[] {
  return index % 2 === 0 ? ['old', 'new'] : ['new', 'old'];
}

/** Measures every route, interleaving old and new run by run. */
async function measureAll(
  servers: { old: StaticServer; new: StaticServer },
  dirs: { old: string; new: string },
  options: BenchOptions,
) {
  const chrome = await launchChromium();
  const comparisons: RouteComparison[] = [];
  try {
    for (const route of options.routes) {
      await warmUp(servers.old.origin, route);
      await warmUp(servers.new.origin, route);
      const comparison: RouteComparison = {
        route,
        old: { samples: [], firstLoadJsBytes: firstLoadJsBytes(dirs.old, htmlFileFor(dirs.old, route)) },
        new: { samples: [], firstLoadJsBytes: firstLoadJsBytes(dirs.new, htmlFileFor(dirs.new, route)) },
      };
      for (let index = 0; index < options.runs; index += 1) {
        for (const side of sidesInOrder(index)) {
          const figures = await measure(`${servers[side].origin}${route}`, chrome.port);
          comparison[side].samples.push(figures);
          console.log(
            `${route} run ${index + 1}/${options.runs} ${side}: perf ${figures.performance}, LCP ${ms(figures.lcpMs)}, ` +
              `TBT ${ms(figures.tbtMs)}, scripts ${kb(figures.scriptBytes)}, total ${kb(figures.totalBytes)}`,
          );
        }
      }
      comparisons.push(comparison);
    }
  } finally {
    await chrome.kill();
  }
  return comparisons;
}

/** Traces every route, interleaving old and new run by run; the traces stay in audit-report/traces/. */
async function traceAll(servers: { old: StaticServer; new: StaticServer }, options: BenchOptions) {
  const folder = resolve('audit-report', 'traces');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const chrome = await launchChromium();
  const comparisons: TraceComparison[] = [];
  try {
    for (const route of options.routes) {
      await warmUp(servers.old.origin, route);
      await warmUp(servers.new.origin, route);
      const comparison: TraceComparison = { route, old: [], new: [] };
      const slug = route === '/' ? 'home' : route.slice(1).replace(/\//g, '_');
      for (let index = 0; index < options.runs; index += 1) {
        for (const side of sidesInOrder(index)) {
          const { busy, quiet } = await waitForQuietCpu();
          if (!quiet)
            console.warn(`  (machine still ${Math.round((busy ?? 0) * 100)}% busy after waiting; tracing anyway)`);
          const trace = join(folder, `${slug}-${side}-${index + 1}.trace.json`);
          const { breakdown } = await runLighthouseTrace(`${servers[side].origin}${route}`, chrome.port, trace);
          comparison[side].push(breakdown);
          console.log(
            `${route} trace ${index + 1}/${options.runs} ${side}: TBT ${ms(breakdown.tbtMs)}, main thread until interactive ${ms(totalOf(breakdown))}, ` +
              `after ${ms(breakdown.afterInteractive)}, ${trace}`,
          );
        }
      }
      comparisons.push(comparison);
    }
  } finally {
    await chrome.kill();
  }
  return comparisons;
}

async function main() {
  const options = parseBenchArgs(process.argv.slice(2));
  const newRoot = process.cwd();
  const newOut = join(newRoot, 'out');
  let commit: string;
  try {
    commit = git('rev-parse', '--verify', '--end-of-options', `${options.against}^{commit}`);
  } catch {
    throw new Error(`"${options.against}" names no commit in this repository.`);
  }
  const short = commit.slice(0, 7);
  const oldLabel = commit.startsWith(options.against) ? short : `${options.against} = ${short}`;
  const head = git('rev-parse', '--short', 'HEAD');
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  const newLabel = `${head}${dirty ? ' + changes' : ''}`;
  console.log(
    `Benchmark: old = ${oldLabel} (${git('log', '-1', '--format=%s', commit)}), new = working tree at ${newLabel}.`,
  );
  console.log(`Routes ${options.routes.join(', ')}; ${options.runs} run(s) each, interleaved old/new.`);

  if (options.build || !existsSync(join(newOut, 'index.html'))) {
    if (!options.build) console.log('--no-build, but out/ has no export: building it.');
    await run('npm', ['run', 'build'], newRoot);
  } else {
    console.log('--no-build: measuring the existing out/ as "new".');
  }

  const tree = new OldTree(commit);
  const servers: Partial<Record<'old' | 'new', StaticServer>> = {};
  const hidden: string[] = [];
  const stopAll = () => {
    servers.old?.stop();
    servers.new?.stop();
    for (const dir of hidden.splice(0)) renameSync(join(dir, HIDDEN_WORKER), join(dir, 'sw.js'));
    tree.remove();
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping.`);
    stopAll();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    console.log(`\nChecking out ${commit.slice(0, 7)} in ${tree.dir}`);
    tree.add();
    await installOld(tree, newRoot);
    await run('npm', ['run', 'build'], tree.dir);
    const dirs = { old: join(tree.dir, 'out'), new: newOut };
    if (!options.worker) {
      for (const dir of Object.values(dirs)) {
        renameSync(join(dir, 'sw.js'), join(dir, HIDDEN_WORKER));
        hidden.push(dir);
      }
      console.log('\nBoth builds served without out/sw.js (--no-worker).');
    }
    servers.old = await startStaticServer({ dir: dirs.old, port: options.port });
    servers.new = await startStaticServer({ dir: dirs.new, port: options.port + 1 });
    console.log(`\nServing old at ${servers.old.origin}, new at ${servers.new.origin} (scripts/serve.mjs, brotli).`);
    if (options.trace) {
      const traces = await traceAll({ old: servers.old, new: servers.new }, options);
      mkdirSync('audit-report', { recursive: true });
      writeFileSync(
        resolve('audit-report', 'bench-trace.json'),
        JSON.stringify({ old: { ref: options.against, commit }, new: { head, dirty }, traces }, null, 2),
      );
      console.log(
        `\n## Main-thread breakdown: new (${newLabel}) against old (${oldLabel}), Lighthouse mobile, devtools throttling\n`,
      );
      for (const comparison of traces) console.log(`${traceTable(comparison, oldLabel, newLabel)}\n`);
      console.log(`${traceSummary(traces)}\n`);
      console.log('Open a trace in Chromium DevTools (Performance, "Load profile") to see the tasks themselves.');
      return;
    }
    const comparisons = await measureAll({ old: servers.old, new: servers.new }, dirs, options);

    mkdirSync('audit-report', { recursive: true });
    const report = resolve('audit-report', 'bench.json');
    writeFileSync(
      report,
      JSON.stringify(
        { old: { ref: options.against, commit }, new: { head, dirty }, runs: options.runs, comparisons },
        null,
        2,
      ),
    );
    console.log(`\n## Benchmark: new (${newLabel}) against old (${oldLabel}), Lighthouse mobile\n`);
    for (const comparison of comparisons) console.log(`${routeTable(comparison, oldLabel, newLabel)}\n`);
    console.log(summary(comparisons));
    console.log(`\nRatios below 1 mean new is smaller or faster (performance: below 1 is worse). Every run: ${report}`);
  } finally {
    stopAll();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
