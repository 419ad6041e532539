/**
 * What the worker downloads at install, and when (issue 61). Pure, so Jest checks it; the worker
 * (lib/offline/worker.ts) and the page that answers it (components/offline/workerConversation.ts)
 * share these rules.
 */
import { addressSpellings } from './workerRules';

/** The worker asks each open page this at install; the page answers with a VisitReport. */
export const VISIT_QUESTION = 'gielle:visit?';
/** A page being left (a navigation, a closed tab): the precache waits until the next page settles. */
export const LEAVING_MESSAGE = 'gielle:leaving';
/** A page has loaded and gone idle: the precache may go on. */
export const SETTLED_MESSAGE = 'gielle:settled';
/** Files the precache downloads at once: the rest of the connection stays with the visitor. */
export const PRECACHE_CONCURRENCY = 2;
/** The longest a page being left holds the precache, if no page settles after it (the visitor left the site). */
export const LEAVING_HOLD_MS = 10_000;

/** What a page tells the worker about its visit. */
export interface VisitReport {
  /** Save-Data on, or a 2g/slow-2g connection: keep only the shell and the pages visited. */
  light: boolean;
  /** The page's own address and the same-origin files it loaded. */
  urls: string[];
}

/** navigator.connection where there is one (Chromium): TypeScript's DOM types lack it. */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Save-Data, or a connection too slow for 2.6 MB the visitor never asked for. */
export function isLightConnection(connection: ConnectionHints | undefined): boolean {
  return connection?.saveData === true || connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g';
}

/**
 * The precache addresses a page's visit stands for: the page at any spelling (its HTML and the
 * data file client navigation reads) and every same-origin file it loaded that the list holds.
 */
export function visitedPrecacheUrls(urls: readonly string[], listed: ReadonlySet<string>, origin: string): string[] {
  const kept = new Set<string>();
  for (const address of urls) {
    let url: URL;
    try {
      url = new URL(address, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    if (listed.has(url.pathname)) kept.add(url.pathname);
    for (const spelling of addressSpellings(url)) {
      const html = spelling.pathname;
      if (!html.endsWith('.html') || !listed.has(html)) continue;
      kept.add(html);
      const data = html.replace(/\.html$/, '.txt');
      if (listed.has(data)) kept.add(data);
    }
  }
  return [...kept];
}

/**
 * The page of one item of a list that grows with every publication (a news item or reference, an
 * open position), as its HTML or data file; not the listings (/notizie/pagina/2, /notizie/tipo/…).
 * Every install downloading every item would grow with each one the office publishes, for pages
 * most visitors never open: they are listed, so each is kept once opened (issue 60).
 */
export function isKeptWhenOpened(path: string): boolean {
  return /^\/(?:notizie|lavora-con-noi)\/(?!(?:pagina|tipo)\/)[^/]+\.(?:html|txt)$/.test(path);
}

/**
 * The list's addresses (paths) this install downloads. On a normal connection, all of them but the
 * item pages (isKeptWhenOpened) the device does not hold yet (`held`: pages a previous build's worker
 * kept, which stay); on a light one, the shell (the offline page and what it needs) and the pages the
 * visitor has open.
 */
export function precacheSelection(
  listed: readonly string[],
  shell: ReadonlySet<string>,
  visit: VisitReport,
  origin: string,
  held: ReadonlySet<string> = new Set(),
): string[] {
  const visited = new Set(visitedPrecacheUrls(visit.urls, new Set(listed), origin));
  if (!visit.light) return listed.filter((path) => !isKeptWhenOpened(path) || held.has(path) || visited.has(path));
  return listed.filter((path) => shell.has(path) || visited.has(path));
}

/**
 * Holds the precache while the visitor is asking for something: requests the worker is answering
 * for a page, or a page being left for the next one. `quiet()` resolves once neither is under way.
 */
export class VisitorActivity {
  private requests = 0;
  private leavingTimer: ReturnType<typeof setTimeout> | undefined;
  private waiters: Array<() => void> = [];

  constructor(private readonly holdMs = LEAVING_HOLD_MS) {}

  get busy(): boolean {
    return this.requests > 0 || this.leavingTimer !== undefined;
  }

  requestStarted(): void {
    this.requests += 1;
  }

  requestEnded(): void {
    this.requests = Math.max(0, this.requests - 1);
    this.wake();
  }

  leaving(): void {
    if (this.leavingTimer !== undefined) clearTimeout(this.leavingTimer);
    this.leavingTimer = setTimeout(() => this.settled(), this.holdMs);
  }

  settled(): void {
    if (this.leavingTimer !== undefined) clearTimeout(this.leavingTimer);
    this.leavingTimer = undefined;
    this.wake();
  }

  quiet(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise<void>((resolve) => this.waiters.push(resolve)).then(() => this.quiet());
  }

  private wake(): void {
    if (this.busy) return;
    const waiting = this.waiters;
    this.waiters = [];
    waiting.forEach((resolve) => resolve());
  }
}

/** Runs `task` over `items`, `limit` at a time, in order. */
export async function inTurns<T>(limit: number, items: readonly T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
