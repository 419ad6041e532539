/**
 * Issue 19's figures: the LCP of a repeat visit served by the service worker against the same
 * repeat visit without it (the browser's HTTP cache only, as before the worker), on a throttled
 * phone connection and a 4x slower CPU. Both sides visit the route twice first, unthrottled (the
 * second visit under the worker's control fills its image cache, as a visitor's second page
 * would), then measure one more visit throttled. Runs alternate (worker, none, none, worker…) so a
 * busy spell of the machine falls on both alike; each side gets a fresh browser profile per run.
 *
 *   npx tsx scripts/measure/offlineFigures.ts [--runs 7] [--routes /gielle-rental,/gielle-rental/<slug>] [--port 4420]
 *
 * Needs a built out/ (npm run build). Serving is scripts/serve.mjs (brotli), as in the audit.
 */
import { chromium, type Browser } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { chromiumPath, playwrightChromiumFlags } from '../chromium.mjs';
import { waitForQuietCpu } from './quietCpu';
import { median } from './stats';
import { startStaticServer } from '../staticServer';

/** DevTools' "Slow 4G" preset: what a building site or a warehouse often gets. */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;
type Side = 'worker' | 'no worker';

function option(args: string[], name: string, fallback: string): string {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? (args[index + 1] as string) : fallback;
}

/** The first vehicle page of the export: the one the figures name. */
function firstVehiclePage(): string {
  const file = readdirSync('out/gielle-rental').find((name) => name.endsWith('.html'));
  if (!file) throw new Error('out/gielle-rental has no vehicle page: build first');
  return `/gielle-rental/${file.replace(/\.html$/, '')}`;
}

async function repeatVisitLcp(browser: Browser, origin: string, route: string, side: Side): Promise<number> {
  const context = await browser.newContext({
    serviceWorkers: side === 'worker' ? 'allow' : 'block',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${route}`, { waitUntil: 'load' });
    if (side === 'worker') await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload({ waitUntil: 'networkidle' });
    if (side === 'worker' && !(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
      throw new Error(`${route}: the worker did not take control`);
    }
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${route}`, { waitUntil: 'load' });
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const runs = Number(option(args, 'runs', '7'));
  const routes = option(args, 'routes', `/gielle-rental,${firstVehiclePage()}`).split(',');
  const server = await startStaticServer({ dir: 'out', port: Number(option(args, 'port', '4420')) });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: playwrightChromiumFlags });
  try {
    console.log(`Repeat-visit LCP, Slow 4G and CPU ${CPU_SLOWDOWN}x, ${runs} runs per side, alternating\n`);
    console.log('| route | LCP with the worker | LCP without (HTTP cache) | with / without |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const route of routes) {
      const figures: Record<Side, number[]> = { worker: [], 'no worker': [] };
      for (let run = 0; run < runs; run += 1) {
        const order: Side[] = run % 2 === 0 ? ['worker', 'no worker'] : ['no worker', 'worker'];
        for (const side of order) {
          await waitForQuietCpu();
          figures[side].push(await repeatVisitLcp(browser, server.origin, route, side));
        }
      }
      const withWorker = median(figures.worker);
      const without = median(figures['no worker']);
      console.log(
        `| ${route} | ${Math.round(withWorker)} ms | ${Math.round(without)} ms | ${(withWorker / without).toFixed(2)} |`,
      );
      console.log(
        `  every run: worker ${figures.worker.map(Math.round).join(' ')} | no worker ${figures['no worker'].map(Math.round).join(' ')}`,
      );
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
