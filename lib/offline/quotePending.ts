/**
 * The page side of the quote-request queue: saving a request that could not leave, and sending
 * what waits on every page load, when the connection returns and once a minute while anything
 * waits. Not Background Sync: Safari and Firefox lack it. The heavy parts (IndexedDB, the mail
 * client) are imported only when something is actually saved or waiting.
 */
import { hasPendingFlag, PENDING_FLAG } from './quoteFlag';
import type { QueuedRequest } from './quoteQueue';
// Static, not on demand: saving happens offline, when no further chunk can be fetched. The wizard
// that imports this module is part of the pages the service worker keeps.
import { quoteStore } from './quoteStore';
/** Fired on window whenever the waiting list changes (the pending list redraws). */
export const QUEUE_CHANGED_EVENT = 'gielle:quote-requests';
/**
 * Carries the codes of the requests just sent to every open page of the site, this one included:
 * with two tabs open, either may be the one that sends (under the lock), and the form that listed
 * the request must say it left wherever it is.
 */
export const QUEUE_SENT_CHANNEL = 'gielle:quote-requests-sent';
const RETRY_EVERY_MS = 60_000;

function setPendingFlag(count: number) {
  try {
    if (count > 0) localStorage.setItem(PENDING_FLAG, String(count));
    else localStorage.removeItem(PENDING_FLAG);
  } catch {
    // storage blocked: the next page load opens IndexedDB only if the flag says so; nothing lost
  }
  window.dispatchEvent(new Event(QUEUE_CHANGED_EVENT));
}

export async function pendingQuoteRequests(): Promise<QueuedRequest[]> {
  return (await quoteStore.all()).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function saveQuoteRequest(request: QueuedRequest): Promise<void> {
  await quoteStore.put(request);
  setPendingFlag((await quoteStore.all()).length);
  // It has just failed: the next try waits for the connection to return or for the minute to pass.
  startQuoteFlusher({ now: false });
}

export async function cancelQuoteRequest(id: string): Promise<void> {
  await quoteStore.remove(id);
  setPendingFlag((await quoteStore.all()).length);
}

let flushing: Promise<void> | null = null;

export function flushQuoteRequests(): Promise<void> {
  if (flushing) return flushing;
  flushing = (async () => {
    const [{ browserLock }, { flushQueue, rentalRequestSent }, { sendMail }, { clearRequestList }] = await Promise.all([
      import('./quoteStore'),
      import('./quoteQueue'),
      import('@/lib/mailService'),
      import('@/components/rental/finder/stores'),
    ]);
    const waiting = await quoteStore.all();
    const result = await flushQueue({
      store: quoteStore,
      send: (params, form) => sendMail(form, params),
      lock: browserLock,
    });
    // A rental request has really left: its vehicles leave the fleet's request list now.
    if (rentalRequestSent(waiting, result.sent)) clearRequestList();
    setPendingFlag(result.pending);
    // The pending list only loses a line: every open form says it left (SentQuoteRequests).
    if (result.sent.length > 0 && typeof BroadcastChannel === 'function') {
      const channel = new BroadcastChannel(QUEUE_SENT_CHANNEL);
      channel.postMessage(result.sent);
      channel.close();
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

let started = false;

/** Idempotent: sends now if online (unless told not to), then on 'online' and every minute while anything waits. */
export function startQuoteFlusher({ now = true }: { now?: boolean } = {}) {
  if (started || typeof window === 'undefined') return;
  started = true;
  const attempt = () => {
    if (navigator.onLine !== false && hasPendingFlag()) void flushQuoteRequests().catch(() => undefined);
  };
  window.addEventListener('online', attempt);
  window.setInterval(attempt, RETRY_EVERY_MS);
  if (now) attempt();
}
