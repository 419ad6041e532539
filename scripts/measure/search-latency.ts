/**
 * The site search's speed and weight (issue 44), on the built export in out/, served compressed:
 *
 *   npm run bench:search [-- --runs 5] [--port 4420] [--cpu 4]
 *
 * For each query of QUERIES, in a fresh visit to /cerca with the CPU slowed down 4x (Chromium's
 * own throttling, as Lighthouse's devtools mode), it types the query a key at a time, as a person
 * does (KEY_GAP_MS apart), and measures from the last key to the moment the list shows that
 * query's results: the first search of the visit (the search code and index load when the field
 * takes focus) and a second query typed in the same visit. It also adds up what the first search
 * downloaded from /pagefind/, the worker's requests included (bytes on the wire, headers with
 * them). The bar is 300 ms (docs/search.md); a timing, so it informs rather than fails.
 */
import { chromium } from 'playwright-core';
import { chromiumPath, playwrightChromiumFlags } from '../chromium.mjs';
import { startStaticServer } from '../staticServer';
import { median } from './stats';

/** What buyers type (issue 44), the second one refining the first. */
export const QUERIES: ReadonlyArray<readonly [string, string]> = [
  ['muletto', 'muletto diesel'],
  ['piattaforma 15', 'piattaforma 15 m articolata'],
  ['ricarica bombole', 'fit test'],
  ['codice etico', 'whistleblowing'],
];
const KEY_GAP_MS = 120;
const CPU_SLOWDOWN = 4;
export const BAR_MS = 300;

function option(args: readonly string[], name: string, fallback: number): number {
  const at = args.indexOf(`--${name}`);
  const value = at >= 0 ? Number(args[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} wants a positive number`);
  return value;
}

async function main() {
  const args = process.argv.slice(2);
  const runs = option(args, 'runs', 5);
  const slowdown = option(args, 'cpu', CPU_SLOWDOWN);
  const server = await startStaticServer({ dir: 'out', port: option(args, 'port', 4420) });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: playwrightChromiumFlags });
  const rows: string[] = [];
  try {
    for (const [first, second] of QUERIES) {
      const cold: number[] = [];
      const warm: number[] = [];
      let bytes = 0;
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
        // The worker's requests too (the index and fragments load there): not in the page's timeline.
        const sizes: Array<Promise<number>> = [];
        context.on('requestfinished', (request) => {
          if (new URL(request.url()).pathname.startsWith('/pagefind/'))
            sizes.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize));
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await page.goto(`${server.origin}/cerca`);
        await page.evaluate(() => document.fonts.ready);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
        const field = page.getByRole('main').getByRole('searchbox');
        const typeAndTime = async (query: string) => {
          await field.fill('');
          await field.focus();
          // Timestamps taken in the page: the last input event, and the first frame whose status
          // names the whole query (the list is then on screen).
          // (A string: the bundler that runs this file would wrap named functions in a helper
          // the page does not have.)
          await page.evaluate(`(() => {
            const text = ${JSON.stringify(query)};
            window.lastInput = 0;
            window.shown = 0;
            document.querySelector('main input[type="search"]').addEventListener('input', () => { window.lastInput = performance.now(); });
            const watch = () => {
              if (document.querySelector('[role="status"]')?.textContent?.includes('«' + text + '»')) window.shown = performance.now();
              else requestAnimationFrame(watch);
            };
            requestAnimationFrame(watch);
          })()`);
          await field.pressSequentially(query, { delay: KEY_GAP_MS });
          await page.waitForFunction(() => (window as unknown as { shown: number }).shown > 0, null, {
            timeout: 60_000,
          });
          return page.evaluate(() => {
            const marks = window as unknown as { lastInput: number; shown: number };
            return marks.shown - marks.lastInput;
          });
        };
        cold.push(await typeAndTime(first));
        if (run === 0) bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
        warm.push(await typeAndTime(second));
        await context.close();
      }
      const fmt = (values: number[]) => `${Math.round(median(values))} ms (max ${Math.round(Math.max(...values))})`;
      rows.push(`| ${first} → ${second} | ${fmt(cold)} | ${fmt(warm)} | ${(bytes / 1024).toFixed(1)} KB |`);
    }
  } finally {
    await browser.close();
    server.stop();
  }
  console.log(
    `Search at ${slowdown}x CPU slowdown, ${runs} visits a query, keys ${KEY_GAP_MS} ms apart; from the last key to the results (bar ${BAR_MS} ms):\n`,
  );
  console.log('| queries | first search of the visit | next query | downloaded by the first |');
  console.log('| --- | --- | --- | --- |');
  console.log(rows.join('\n'));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
