/**
 * How many quote requests wait on this device, kept in localStorage beside IndexedDB so every
 * page can tell without opening the database or loading the queue's code (lib/offline/quotePending.ts).
 */
export const PENDING_FLAG = 'gielle.quote-requests-pending';

export function hasPendingFlag(): boolean {
  try {
    return Number(localStorage.getItem(PENDING_FLAG) ?? '0') > 0;
  } catch {
    return false;
  }
}
