import { IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS, whenPageIdle } from './pageIdle';

function fakeWindow(readyState: DocumentReadyState, withIdle: boolean) {
  const listeners = new Map<string, () => void>();
  const idle: { callback: () => void; timeout?: number }[] = [];
  const win = {
    document: { readyState },
    addEventListener: jest.fn((type: string, listener: () => void) => listeners.set(type, listener)),
    removeEventListener: jest.fn((type: string) => listeners.delete(type)),
    setTimeout: jest.fn(() => 7),
    clearTimeout: jest.fn(),
    ...(withIdle
      ? {
          requestIdleCallback: jest.fn((callback: () => void, options?: { timeout?: number }) =>
            idle.push({ callback, timeout: options?.timeout }),
          ),
          cancelIdleCallback: jest.fn(),
        }
      : {}),
  };
  return { win: win as unknown as Window & typeof globalThis, raw: win, listeners, idle };
}

describe('whenPageIdle', () => {
  it('waits for load, then for an idle moment with a time limit', () => {
    const { win, listeners, idle } = fakeWindow('interactive', true);
    const callback = jest.fn();
    whenPageIdle(callback, win);
    expect(idle).toHaveLength(0);
    listeners.get('load')?.();
    expect(idle).toEqual([{ callback: expect.any(Function), timeout: IDLE_TIMEOUT_MS }]);
    expect(callback).not.toHaveBeenCalled();
    idle[0]?.callback();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('asks for the idle moment at once when the page has already loaded', () => {
    const { win, raw, idle } = fakeWindow('complete', true);
    whenPageIdle(jest.fn(), win);
    expect(idle).toHaveLength(1);
    expect(raw.addEventListener).not.toHaveBeenCalled();
  });

  it('falls back to a short timer where requestIdleCallback is missing (Safari)', () => {
    const { win, raw } = fakeWindow('complete', false);
    const callback = jest.fn();
    whenPageIdle(callback, win);
    expect(raw.setTimeout).toHaveBeenCalledWith(callback, IDLE_FALLBACK_MS);
  });

  it('cancelling before load removes the listener; after, it cancels the idle callback', () => {
    const before = fakeWindow('loading', true);
    whenPageIdle(jest.fn(), before.win)();
    expect(before.listeners.has('load')).toBe(false);

    const after = fakeWindow('complete', true);
    whenPageIdle(jest.fn(), after.win)();
    expect(after.raw.cancelIdleCallback).toHaveBeenCalledWith(1);
  });
});
