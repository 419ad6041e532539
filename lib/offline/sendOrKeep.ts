/**
 * How a form's request leaves (the request wizard's and the rental assistance form's alike): sent
 * now, or kept on the device when there is no connection or the service failed in a way worth
 * trying again (lib/offline/quoteQueue.ts, sendOutcome), or refused for good, for the form to say why.
 */
import { sendMail, type SendResult } from '@/lib/mailService';
import { saveQuoteRequest } from './quotePending';
import { sendOutcome, type QueuedRequest } from './quoteQueue';

/** Why it is kept: no connection, or the mail service failed (429, 5xx) while online. */
export type SavedReason = 'offline' | 'service';

export type SendOrKeepOutcome =
  | { kind: 'sent' }
  | { kind: 'saved'; reason: SavedReason }
  | { kind: 'failed'; result: Exclude<SendResult, { ok: true }> };

/** `bot`: the hidden field was filled; it pretends to send and sends nothing. */
export async function sendOrKeep(request: QueuedRequest, { bot = false } = {}): Promise<SendOrKeepOutcome> {
  // With no connection at all there is nothing to try: straight to the device.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const result: SendResult = bot
    ? { ok: true }
    : offline
      ? { ok: false, kind: 'network', message: 'offline' }
      : await sendMail(request.form ?? 'wizard', request.params);
  if (result.ok) return { kind: 'sent' };
  // The SDK's own throttle is the visitor sending twice in a row: told, not kept.
  if (result.kind !== 'throttled' && sendOutcome(result) === 'retry') {
    const stored = await saveQuoteRequest(request).then(
      () => true,
      () => false,
    );
    if (stored) return { kind: 'saved', reason: result.kind === 'http' ? 'service' : 'offline' };
  }
  return { kind: 'failed', result };
}
