import { act, render } from '@testing-library/react';
import { IDLE_TIMEOUT_MS } from '@/lib/pageIdle';
import { OfflineSupport } from './OfflineSupport';

/**
 * Installing the worker fetches the whole precache: it must not start while the page hydrates
 * (issue 20), only once the page is idle after load.
 */
describe('OfflineSupport', () => {
  const register = jest.fn(() => new Promise<never>(() => {}));
  const idleCallbacks: (() => void)[] = [];

  beforeEach(() => {
    register.mockClear();
    idleCallbacks.length = 0;
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register, addEventListener: jest.fn(), removeEventListener: jest.fn(), controller: null },
    });
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      expect(options?.timeout).toBe(IDLE_TIMEOUT_MS);
      idleCallbacks.push(() => callback({ didTimeout: false, timeRemaining: () => 10 }));
      return idleCallbacks.length;
    });
    window.cancelIdleCallback = jest.fn();
  });

  afterEach(() => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('registers the worker when the page is idle after load, not when it mounts', () => {
    render(<OfflineSupport />);
    // jsdom's document has loaded: the wait is for the idle moment.
    expect(register).not.toHaveBeenCalled();
    expect(idleCallbacks).toHaveLength(1);
    act(() => idleCallbacks[0]?.());
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('does not register a worker for a page that is gone before the idle moment', () => {
    const { unmount } = render(<OfflineSupport />);
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
  });
});
