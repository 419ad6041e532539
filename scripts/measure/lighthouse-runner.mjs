/**
 * Lighthouse runs, one after the other, in one long-lived plain-Node process
 * (scripts/measure/lighthouse.ts starts it and sends it the runs).
 *
 * Why a process of its own: loaded through tsx, Lighthouse's page functions would be rewritten
 * with helpers (__name) that do not exist in the browser. Why one for all runs: starting its CLI
 * for each run loaded Lighthouse again every time, about 2 s of CPU on a two-core machine, before
 * each of an audit's 18 runs.
 *
 * Protocol, one JSON object per line: a run comes in on stdin, { url, port, flags, tracePath? }
 * (flags as Lighthouse's Node API takes them); its answer goes out on file descriptor 3, { lhr }
 * or { error }, so nothing Lighthouse prints can be mistaken for one. With tracePath, the run's
 * trace is written there first (the Trace artifact, openable in Chromium's Performance panel).
 */
import lighthouse from 'lighthouse';
import { createWriteStream, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const answers = createWriteStream('', { fd: 3 });
const answer = (value) => answers.write(`${JSON.stringify(value)}\n`);

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  try {
    const { url, port, flags, tracePath } = JSON.parse(line);
    const result = await lighthouse(url, { ...flags, port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    if (tracePath) writeFileSync(tracePath, JSON.stringify(result.artifacts.Trace));
    answer({ lhr: result.lhr });
  } catch (error) {
    answer({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}
