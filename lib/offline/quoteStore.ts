/**
 * The browser side of lib/offline/quoteQueue.ts: IndexedDB through `idb`, and Web Locks.
 * Loaded only when a send fails or something is waiting, so pages do not carry it at start.
 */
import { openDB, type DBSchema } from 'idb';
import type { LockRunner, QueuedRequest, QueueStore } from './quoteQueue';

interface OfflineDb extends DBSchema {
  'quote-requests': { key: string; value: QueuedRequest };
}

const DB_NAME = 'gielle-offline';
const STORE = 'quote-requests';

const database = () =>
  openDB<OfflineDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: 'id' });
    },
  });

export const quoteStore: QueueStore = {
  all: async () => (await database()).getAll(STORE),
  put: async (request) => void (await (await database()).put(STORE, request)),
  remove: async (id) => (await database()).delete(STORE, id),
  update: async (id, change) => {
    // One read-write transaction: a cancel cannot fall between the read and the write.
    const transaction = (await database()).transaction(STORE, 'readwrite');
    const current = await transaction.store.get(id);
    if (current) await transaction.store.put(change(current));
    await transaction.done;
  },
};

/**
 * navigator.locks where the browser has it (all current ones); without it (Safari before 15.4)
 * the task runs unguarded, and the request id lets the office spot a rare double.
 */
export const browserLock: LockRunner = async (name, task) =>
  typeof navigator !== 'undefined' && navigator.locks
    ? ((await navigator.locks.request(name, task)) as Awaited<ReturnType<typeof task>>)
    : task();
