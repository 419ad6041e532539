import { act, render, screen } from '@testing-library/react';
import { OfflineSupport } from './OfflineSupport';
import { IDLE_FALLBACK_MS } from '@/lib/pageIdle';
import { SKIP_WAITING_MESSAGE } from '@/lib/offline/workerRules';

/** A worker as the page sees it: a state, and the 'statechange' listeners the page adds. */
function fakeWorker(state: ServiceWorkerState) {
  const listeners: Array<() => void> = [];
  return {
    state,
    postMessage: jest.fn(),
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    becomeInstalled() {
      this.state = 'installed';
      listeners.forEach((listener) => listener());
    },
  };
}

/**
 * The page's navigator.serviceWorker. Without `existing`, a first visit: nothing in control, no
 * registration. With it, a return visit: a worker in control and that registration already there.
 */
function fakeContainer(
  registration: { installing: unknown; waiting: unknown },
  existing?: { installing: unknown; waiting: unknown },
) {
  const held = existing
    ? { ...existing, addEventListener: jest.fn(), update: jest.fn(() => Promise.resolve()) }
    : undefined;
  const container = {
    controller: (existing ? {} : null) as unknown,
    register: jest.fn(() => Promise.resolve({ ...registration, addEventListener: jest.fn() })),
    getRegistration: jest.fn(() => Promise.resolve(held as unknown)),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  };
  Object.defineProperty(window.navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, held };
}

describe('OfflineSupport', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete (window.navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('registers the worker only once the page has settled, not at load (issue 20)', async () => {
    const { container } = fakeContainer({ installing: null, waiting: null });
    render(<OfflineSupport />);
    // jsdom has no requestIdleCallback: the page counts as idle IDLE_FALLBACK_MS after load.
    await act(async () => void jest.advanceTimersByTime(IDLE_FALLBACK_MS + 2900));
    expect(container.register).not.toHaveBeenCalled();
    await act(async () => void jest.advanceTimersByTime(200));
    expect(container.register).toHaveBeenCalledWith('/sw.js');
  });

  it('announces an update the browser had already begun installing before the page looked', async () => {
    const installing = fakeWorker('installing');
    const { held } = fakeContainer({ installing: null, waiting: null }, { installing, waiting: null });
    render(<OfflineSupport />);
    await act(async () => void jest.advanceTimersByTime(IDLE_FALLBACK_MS + 3000));
    expect(screen.queryByText('Nuova versione disponibile')).toBeNull();
    // The registration object the page holds sees the same worker move to "waiting".
    await act(async () => {
      held!.waiting = installing;
      installing.becomeInstalled();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Nuova versione disponibile');
    // The notice's code is loaded only now; pressing it still reaches the waiting worker.
    await act(async () => screen.getByRole('button', { name: 'Aggiorna' }).click());
    expect(installing.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
  });

  it('checks a registration already there with update(), never register(), which would bring one the kill switch is removing back for good', async () => {
    const installing = fakeWorker('installing');
    const { container, held } = fakeContainer({ installing: null, waiting: null }, { installing, waiting: null });
    // Being removed (or offline), the check fails; the page still follows what it holds.
    held!.update.mockRejectedValue(new DOMException('uninstalling', 'InvalidStateError'));
    render(<OfflineSupport />);
    await act(async () => void jest.advanceTimersByTime(IDLE_FALLBACK_MS + 3000));
    expect(held!.update).toHaveBeenCalledTimes(1);
    expect(container.register).not.toHaveBeenCalled();
    await act(async () => {
      held!.waiting = installing;
      installing.becomeInstalled();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Nuova versione disponibile');
  });

  it("does not bring back the kill switch's worker, which has unregistered itself but still controls the page", async () => {
    const { container } = fakeContainer({ installing: null, waiting: null });
    container.controller = {};
    render(<OfflineSupport />);
    await act(async () => void jest.advanceTimersByTime(IDLE_FALLBACK_MS + 3000));
    expect(container.getRegistration).toHaveBeenCalled();
    expect(container.register).not.toHaveBeenCalled();
  });

  it('registers nothing when the page goes away before it settles', async () => {
    const { container } = fakeContainer({ installing: null, waiting: null });
    const { unmount } = render(<OfflineSupport />);
    await act(async () => void jest.advanceTimersByTime(IDLE_FALLBACK_MS + 1000));
    unmount();
    await act(async () => void jest.advanceTimersByTime(5000));
    expect(container.register).not.toHaveBeenCalled();
  });
});
