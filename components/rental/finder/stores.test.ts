import { compareStore, COMPARE_KEY, requestListStore, REQUEST_LIST_KEY } from './stores';

/** Counts the reads of one storage key by the stores. */
function countReads(area: Storage, key: string) {
  const getItem = jest.spyOn(Object.getPrototypeOf(area) as Storage, 'getItem');
  return {
    reads: () => getItem.mock.calls.filter(([asked]) => asked === key).length,
    restore: () => getItem.mockRestore(),
  };
}

describe('the finder stores', () => {
  beforeEach(() => {
    requestListStore.set([]);
    compareStore.set([]);
  });

  it('read storage once while anyone listens, however often React asks', () => {
    window.localStorage.setItem(REQUEST_LIST_KEY, '[2,7]');
    const unsubscribe = requestListStore.subscribe(() => {});
    const counter = countReads(window.localStorage, REQUEST_LIST_KEY);
    try {
      for (let call = 0; call < 10; call += 1) expect(requestListStore.getSnapshot()).toEqual([2, 7]);
      expect(counter.reads()).toBe(1);
      // The same array each time: useSyncExternalStore needs a stable snapshot.
      expect(requestListStore.getSnapshot()).toBe(requestListStore.getSnapshot());
    } finally {
      counter.restore();
      unsubscribe();
    }
  });

  it("hear another tab's change through the storage event", () => {
    const listener = jest.fn();
    const unsubscribe = compareStore.subscribe(listener);
    expect(compareStore.getSnapshot()).toEqual([]);
    window.sessionStorage.setItem(COMPARE_KEY, '[4,9]');
    window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_KEY }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(compareStore.getSnapshot()).toEqual([4, 9]);
    unsubscribe();
  });

  it('read again after a return from the back/forward cache', () => {
    const listener = jest.fn();
    const unsubscribe = requestListStore.subscribe(listener);
    expect(requestListStore.getSnapshot()).toEqual([]);
    window.localStorage.setItem(REQUEST_LIST_KEY, '[3]');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(requestListStore.getSnapshot()).toEqual([3]);
    unsubscribe();
  });

  it('read storage afresh when nobody listens, since no event would tell them of a change', () => {
    window.localStorage.setItem(REQUEST_LIST_KEY, '[5]');
    expect(requestListStore.getSnapshot()).toEqual([5]);
    window.localStorage.setItem(REQUEST_LIST_KEY, '[5,6]');
    expect(requestListStore.getSnapshot()).toEqual([5, 6]);
  });

  it('see their own changes at once', () => {
    const unsubscribe = requestListStore.subscribe(() => {});
    expect(requestListStore.getSnapshot()).toEqual([]);
    requestListStore.set([8]);
    expect(requestListStore.getSnapshot()).toEqual([8]);
    expect(window.localStorage.getItem(REQUEST_LIST_KEY)).toBe('[8]');
    unsubscribe();
  });
});
