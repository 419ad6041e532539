/**
 * Lighthouse's Total Blocking Time is the observed main-thread work, scaled by its CPU slowdown:
 * any other process busy on the same two cores (a build's stragglers, a neighbour VM taking
 * steal time) lengthens every task it measures. The audit waits for a quiet machine before each
 * run, so its figures describe the site, not whatever else the machine was doing.
 */
import { readFileSync } from 'node:fs';

/** The aggregate "cpu" line of /proc/stat: user nice system idle iowait irq softirq steal … */
export interface CpuTimes {
  idle: number;
  total: number;
}

/** Parses /proc/stat's first line. Idle is idle + iowait; steal counts as busy (another VM had our CPU). */
export function parseCpuTimes(procStat: string): CpuTimes | null {
  const line = procStat.split('\n').find((row) => row.startsWith('cpu '));
  if (!line) return null;
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (fields.length < 4 || fields.some((value) => !Number.isFinite(value))) return null;
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  return { idle: idle + iowait, total: user + nice + system + idle + iowait + irq + softirq + steal };
}

/** Share of all cores busy between two readings, 0–1; null when the readings cannot tell. */
export function busyShare(before: CpuTimes, after: CpuTimes): number | null {
  const total = after.total - before.total;
  if (total <= 0) return null;
  return Math.min(1, Math.max(0, 1 - (after.idle - before.idle) / total));
}

function readCpuTimes(): CpuTimes | null {
  try {
    return parseCpuTimes(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null; // not Linux: nothing to wait for
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface QuietOptions {
  /** Busy share at or under which the machine counts as quiet. */
  maxBusy?: number;
  /** Length of one sample. */
  windowMs?: number;
  /** Give up waiting after this long and measure anyway (the caller is told). */
  timeoutMs?: number;
}

/**
 * Resolves once one sampling window shows the machine quiet; returns the last busy share seen
 * (null where /proc/stat is unavailable) and whether it ever became quiet.
 */
export async function waitForQuietCpu({ maxBusy = 0.15, windowMs = 1000, timeoutMs = 60_000 }: QuietOptions = {}) {
  const deadline = Date.now() + timeoutMs;
  let busy: number | null = null;
  for (;;) {
    const before = readCpuTimes();
    await sleep(windowMs);
    const after = readCpuTimes();
    busy = before && after ? busyShare(before, after) : null;
    if (busy === null || busy <= maxBusy) return { busy, quiet: true };
    if (Date.now() >= deadline) return { busy, quiet: false };
  }
}
