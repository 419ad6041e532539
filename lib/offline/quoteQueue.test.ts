import type { SendResult } from '@/lib/mailService';
import {
  flushQueue,
  newRequestId,
  rentalRequestSent,
  sendOutcome,
  withRequestId,
  type LockRunner,
  type QueuedRequest,
  type QueueStore,
} from './quoteQueue';

function memoryStore(initial: QueuedRequest[]): QueueStore & { rows: Map<string, QueuedRequest> } {
  const rows = new Map(initial.map((row) => [row.id, row]));
  return {
    rows,
    all: async () => [...rows.values()],
    put: async (row) => void rows.set(row.id, row),
    remove: async (id) => void rows.delete(id),
    update: async (id, change) => {
      const current = rows.get(id);
      if (current) rows.set(id, change(current));
    },
  };
}

/** An exclusive lock like navigator.locks.request: tasks under one name run one after another. */
function memoryLocks(): LockRunner {
  const tails = new Map<string, Promise<unknown>>();
  return (name, task) => {
    const previous = tails.get(name) ?? Promise.resolve();
    const run = previous.then(task, task);
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
}

const request = (id: string, minute: number): QueuedRequest => ({
  id,
  params: { nome: 'Mario Rossi', dettagli_completi: `Codice richiesta: ${id}` },
  summary: 'Noleggio: Carrello elevatore elettrico 1,6 t',
  createdAt: `2026-11-25T10:${String(minute).padStart(2, '0')}:00.000Z`,
  attempts: 0,
});

describe('sendOutcome', () => {
  it.each<[SendResult, string]>([
    [{ ok: true }, 'sent'],
    [{ ok: false, kind: 'network', message: 'Failed to fetch' }, 'retry'],
    [{ ok: false, kind: 'throttled' }, 'retry'],
    [{ ok: false, kind: 'http', status: 429, text: 'Too many' }, 'retry'],
    [{ ok: false, kind: 'http', status: 500, text: '' }, 'retry'],
    [{ ok: false, kind: 'http', status: 503, text: '' }, 'retry'],
    [{ ok: false, kind: 'http', status: 400, text: 'bad' }, 'refused'],
    [{ ok: false, kind: 'http', status: 403, text: 'no' }, 'refused'],
    [{ ok: false, kind: 'not-configured' }, 'refused'],
  ])('%j is %s', (result, outcome) => {
    expect(sendOutcome(result)).toBe(outcome);
  });
});

describe('request ids', () => {
  it('are short, unambiguous when read aloud, and in the mail', () => {
    const id = newRequestId(() => new Uint8Array([0, 1, 2, 30, 31, 255]));
    expect(id).toMatch(/^GL-[2-9A-HJKMNP-Z]{6}$/);
    expect(new Set(Array.from({ length: 200 }, () => newRequestId())).size).toBe(200);
    const params = withRequestId({ nome: 'Mario', dettagli_completi: 'Tipo: Noleggio' }, id);
    expect(Object.keys(params)).toEqual(['nome', 'dettagli_completi']);
    expect(params.dettagli_completi?.startsWith(`Codice richiesta: ${id}\n`)).toBe(true);
  });
});

describe('flushQueue', () => {
  it('sends oldest first, one at a time, and removes what was sent', async () => {
    const store = memoryStore([request('GL-B', 2), request('GL-A', 1)]);
    const sent: string[] = [];
    let inFlight = 0;
    const send = async (params: Record<string, string>) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1));
      sent.push(params.dettagli_completi ?? '');
      inFlight -= 1;
      return { ok: true } as const;
    };
    const result = await flushQueue({ store, send, lock: memoryLocks() });
    expect(sent).toEqual(['Codice richiesta: GL-A', 'Codice richiesta: GL-B']);
    expect(result).toEqual({ sent: ['GL-A', 'GL-B'], refused: [], pending: 0 });
  });

  it('sends each request through its own form’s template: the assistance form’s too', async () => {
    const store = memoryStore([request('GL-A', 1), { ...request('GL-B', 2), form: 'assistance' }]);
    const send = jest.fn(async () => ({ ok: true }) as const);
    await flushQueue({ store, send, lock: memoryLocks() });
    expect(send.mock.calls.map((call) => (call as unknown[])[1])).toEqual(['wizard', 'assistance']);
  });

  it('a sent assistance request does not empty the fleet’s request list', () => {
    const assistance = { ...request('GL-B', 2), form: 'assistance' as const, params: { tipo: 'Noleggio' } };
    expect(rentalRequestSent([assistance], ['GL-B'])).toBe(false);
    expect(rentalRequestSent([{ ...assistance, form: 'wizard' }], ['GL-B'])).toBe(true);
  });

  it('two tabs flushing at once send each request exactly once', async () => {
    const store = memoryStore([request('GL-A', 1), request('GL-B', 2)]);
    const lock = memoryLocks();
    const send = jest.fn(async () => ({ ok: true }) as const);
    await Promise.all([flushQueue({ store, send, lock }), flushQueue({ store, send, lock })]);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a 500 keeps the request for the next try, and stops there; a later 200 sends it', async () => {
    const store = memoryStore([request('GL-A', 1), request('GL-B', 2)]);
    const lock = memoryLocks();
    const failing = jest.fn(async (): Promise<SendResult> => ({ ok: false, kind: 'http', status: 500, text: '' }));
    expect(await flushQueue({ store, send: failing, lock })).toEqual({ sent: [], refused: [], pending: 2 });
    expect(failing).toHaveBeenCalledTimes(1);
    expect(store.rows.get('GL-A')?.attempts).toBe(1);
    const working = jest.fn(async (): Promise<SendResult> => ({ ok: true }));
    expect(await flushQueue({ store, send: working, lock })).toEqual({
      sent: ['GL-A', 'GL-B'],
      refused: [],
      pending: 0,
    });
  });

  it('a request cancelled while its send is on the way stays cancelled when the send fails', async () => {
    for (const status of [503, 400]) {
      const store = memoryStore([request('GL-A', 1)]);
      // The visitor presses "Annulla" while the mail service has not answered yet.
      const send = jest.fn(async (): Promise<SendResult> => {
        store.rows.delete('GL-A');
        return { ok: false, kind: 'http', status, text: '' };
      });
      expect(await flushQueue({ store, send, lock: memoryLocks() })).toEqual({
        sent: [],
        refused: status === 400 ? ['GL-A'] : [],
        pending: 0,
      });
      expect(store.rows.size).toBe(0);
    }
  });

  it('a 400 is never retried: the request stays, marked, for the visitor to see', async () => {
    const store = memoryStore([request('GL-A', 1)]);
    const lock = memoryLocks();
    const refused = jest.fn(async (): Promise<SendResult> => ({ ok: false, kind: 'http', status: 400, text: 'bad' }));
    expect(await flushQueue({ store, send: refused, lock })).toEqual({ sent: [], refused: ['GL-A'], pending: 1 });
    expect(store.rows.get('GL-A')?.refused).toEqual({ status: 400 });
    await flushQueue({ store, send: refused, lock });
    expect(refused).toHaveBeenCalledTimes(1);
  });
});

describe('the fleet request list after a flush', () => {
  const request = (id: string, tipo: string): QueuedRequest => ({
    id,
    params: { tipo },
    summary: id,
    createdAt: '2026-11-25T10:00:00.000Z',
    attempts: 1,
  });
  const waiting = [request('GL-AAAAAA', 'Noleggio'), request('GL-BBBBBB', 'Servizio')];

  it('empties only when a rental request has really left', () => {
    expect(rentalRequestSent(waiting, ['GL-AAAAAA'])).toBe(true);
    expect(rentalRequestSent(waiting, ['GL-AAAAAA', 'GL-BBBBBB'])).toBe(true);
    expect(rentalRequestSent(waiting, ['GL-BBBBBB'])).toBe(false);
    expect(rentalRequestSent(waiting, [])).toBe(false);
  });
});
