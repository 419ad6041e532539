/**
 * Quote requests that could not leave the device (issue 19): kept, then sent when the connection
 * returns, one at a time, by one tab at a time. Storage (IndexedDB, lib/offline/quoteStore.ts),
 * the lock (Web Locks) and the mail client are passed in, so this logic is tested without them.
 * The request wizard and the rental assistance form use it (each request names its form, so it
 * leaves through its own template); the anonymous report is never stored on the device.
 */
import type { MailForm, SendResult } from '@/lib/mailService';

/** One request waiting on the device. `refused` once the mail service said 400 or 403: never retried. */
export interface QueuedRequest {
  id: string;
  params: Record<string, string>;
  /** What the visitor asked for, to recognise it in the pending list ("Noleggio: Carrello …"). */
  summary: string;
  createdAt: string;
  attempts: number;
  refused?: { status: number };
  /** The form it came from; requests saved before there were two are the wizard's. */
  form?: Extract<MailForm, 'wizard' | 'assistance'>;
}

export interface QueueStore {
  all(): Promise<QueuedRequest[]>;
  put(request: QueuedRequest): Promise<void>;
  remove(id: string): Promise<void>;
  /**
   * Changes a request only if it is still there, in one step: the visitor may cancel it while a
   * send is on its way, and a failed send must not bring it back.
   */
  update(id: string, change: (request: QueuedRequest) => QueuedRequest): Promise<void>;
}

/** Runs task while holding the named lock (navigator.locks.request in the browser). */
export type LockRunner = <T>(name: string, task: () => Promise<T>) => Promise<T>;

export const QUEUE_LOCK = 'gielle-quote-requests';

export type SendOutcome = 'sent' | 'retry' | 'refused';

/**
 * Whether a rental request was among those just sent: only then does the fleet's request list
 * (the vehicles it asked for) empty. A service request leaving must not clear a list being built.
 */
export function rentalRequestSent(waiting: readonly QueuedRequest[], sent: readonly string[]): boolean {
  return waiting.some(
    (request) =>
      sent.includes(request.id) && (request.form ?? 'wizard') === 'wizard' && request.params.tipo === 'Noleggio',
  );
}

/**
 * Worth trying again later: no connection, the service's rate limit (429, or the SDK's own
 * throttle) or its own failure (5xx). A 400 or 403 would fail the same way again, and a missing
 * configuration will not fix itself: those are told to the visitor with the mail fallback.
 */
export function sendOutcome(result: SendResult): SendOutcome {
  if (result.ok) return 'sent';
  if (result.kind === 'network' || result.kind === 'throttled') return 'retry';
  if (result.kind === 'http') return result.status === 429 || result.status >= 500 ? 'retry' : 'refused';
  return 'refused';
}

const ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'; // no 0/O, 1/I/L: read over the phone

/** A short id the office can quote and spot twice: "GL-7KQ3M9". */
export function newRequestId(
  randomBytes: (size: number) => Uint8Array = (size) => crypto.getRandomValues(new Uint8Array(size)),
): string {
  const bytes = randomBytes(6);
  return `GL-${Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`;
}

/**
 * The mail's params with the id first in the full details: the template keeps the six
 * params of docs/product.md, and the office reads the code at the top of every request.
 */
export function withRequestId(params: Record<string, string>, id: string): Record<string, string> {
  const details = params.dettagli_completi ?? '';
  return { ...params, dettagli_completi: `Codice richiesta: ${id}\n${details}` };
}

export interface FlushResult {
  sent: string[];
  refused: string[];
  /** Still waiting (including refused ones the visitor has not dismissed). */
  pending: number;
}

/**
 * Sends what is waiting, oldest first, one at a time, under the lock: a second tab that flushes at
 * the same moment waits, then finds the list already emptied. Stops at the first request that must
 * wait again (the connection is still down: the next would fail the same way).
 */
export function flushQueue({
  store,
  send,
  lock,
}: {
  store: QueueStore;
  send: (params: Record<string, string>, form: MailForm) => Promise<SendResult>;
  lock: LockRunner;
}): Promise<FlushResult> {
  return lock(QUEUE_LOCK, async () => {
    const result: FlushResult = { sent: [], refused: [], pending: 0 };
    const waiting = (await store.all())
      .filter((request) => !request.refused)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    for (const request of waiting) {
      const answer = await send(request.params, request.form ?? 'wizard');
      const outcome = sendOutcome(answer);
      if (outcome === 'sent') {
        await store.remove(request.id);
        result.sent.push(request.id);
      } else if (outcome === 'refused') {
        const status = !answer.ok && answer.kind === 'http' ? answer.status : 0;
        await store.update(request.id, (current) => ({
          ...current,
          attempts: current.attempts + 1,
          refused: { status },
        }));
        result.refused.push(request.id);
      } else {
        await store.update(request.id, (current) => ({ ...current, attempts: current.attempts + 1 }));
        break;
      }
    }
    result.pending = (await store.all()).length;
    return result;
  });
}
