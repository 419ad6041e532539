import {
  CONSENT_STORAGE_KEY,
  createConsent,
  parseConsent,
  type ConsentChoice,
  type ConsentRecord,
} from '@/lib/consent';

/**
 * A tiny external store shared by the banner, the footer's "preferences" link and any
 * embed that waits for consent. Read with useSyncExternalStore.
 */
interface ConsentState {
  record: ConsentRecord | null;
  /** The visitor asked to review the choice (footer link). */
  reviewing: boolean;
}

const listeners = new Set<() => void>();
let state: ConsentState | null = null;
const serverState: ConsentState = { record: null, reviewing: false };

function readStorage(): ConsentRecord | null {
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    // Storage can be unavailable (privacy modes); the banner then simply asks again.
    return null;
  }
}

function emit(next: ConsentState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export const consentStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT_STORAGE_KEY) emit({ record: readStorage(), reviewing: false });
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  getSnapshot(): ConsentState {
    if (state === null) state = { record: readStorage(), reviewing: false };
    return state;
  },
  getServerSnapshot(): ConsentState {
    return serverState;
  },
  decide(choice: ConsentChoice) {
    const record = createConsent(choice);
    try {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
    } catch {
      // Not persisted, but honoured for this page view.
    }
    emit({ record, reviewing: false });
  },
  review() {
    emit({ ...consentStore.getSnapshot(), reviewing: true });
  },
  /** For tests: forget the cached state so the next read comes from storage. */
  reset() {
    state = null;
  },
};
