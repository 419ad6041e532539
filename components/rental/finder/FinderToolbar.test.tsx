import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { fleetFinderText as text } from '@/content/fleetFinder';
import { FINDER_BAR_SLOT_ID } from '@/lib/fleetCompare';
import FinderToolbar from './FinderToolbar';
import { compareStore, requestListStore } from './stores';

let mockPathname = '/gielle-rental/carrello-diesel-3t';
let mockSearch = '';
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname,
  useSearchParams: () => new URLSearchParams(mockSearch),
}));

/** Every element the bar's region was inserted into, in order, while `act` runs. */
function placesOfTheBar(act: () => void): Element[] {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.body, { childList: true, subtree: true });
  act();
  const places = observer
    .takeRecords()
    .flatMap((record) =>
      [...record.addedNodes]
        .filter((node) => node instanceof Element)
        .map((node) => ({ node: node as Element, parent: record.target as Element })),
    )
    .filter(
      ({ node }) =>
        node.matches(`[aria-label="${text.toolbarLabel}"]`) ||
        node.querySelector(`[aria-label="${text.toolbarLabel}"]`),
    )
    .map(({ parent }) => parent);
  observer.disconnect();
  return places;
}

describe('FinderToolbar', () => {
  beforeEach(() => {
    act(() => {
      compareStore.set([3]);
      requestListStore.set([]);
    });
  });
  afterEach(() => {
    act(() => compareStore.set([]));
    document.body.innerHTML = '';
  });

  it('puts the bar in the page’s slot after the vehicles from its first render, never elsewhere first', () => {
    const slot = document.createElement('div');
    slot.id = FINDER_BAR_SLOT_ID;
    document.body.append(slot);
    const places = placesOfTheBar(() => {
      render(<FinderToolbar knownIds={[1, 3, 9]} />);
    });
    expect(places).toEqual([slot]);
    expect(slot).toContainElement(screen.getByRole('region', { name: text.toolbarLabel }));
  });

  it('moves to the new page’s slot after a client navigation, and stays where it is on a page without one', () => {
    const first = document.createElement('div');
    first.id = FINDER_BAR_SLOT_ID;
    document.body.append(first);
    const { rerender } = render(<FinderToolbar knownIds={[1, 3, 9]} />);
    first.remove();
    const next = document.createElement('div');
    next.id = FINDER_BAR_SLOT_ID;
    document.body.append(next);
    mockPathname = '/gielle-rental/piattaforma-forbice-12m';
    act(() => rerender(<FinderToolbar knownIds={[1, 3, 9]} />));
    expect(next).toContainElement(screen.getByRole('region', { name: text.toolbarLabel }));

    next.remove();
    mockPathname = '/gielle-rental';
    act(() => rerender(<FinderToolbar knownIds={[1, 3, 9]} />));
    expect(screen.getByRole('region', { name: text.toolbarLabel })).toBeInTheDocument();
  });

  it('"Chiudi" hides the comparison at once, while the router has not yet followed the address', async () => {
    // jsdom has no modal dialogs: open and close as the attribute, which is what hides one.
    const { showModal, close } = HTMLDialogElement.prototype;
    HTMLDialogElement.prototype.showModal = function showModalStub(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function closeStub(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    try {
      mockSearch = 'confronto=1,3';
      window.history.replaceState(null, '', '/gielle-rental?confronto=1,3');
      act(() => compareStore.set([1, 3]));
      render(<FinderToolbar knownIds={[1, 3, 9]} />);
      const dialog = await screen.findByRole('dialog', { name: text.compare.title });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
      // The router's query (mockSearch) still names the comparison: only the visitor's press closed it.
      expect(screen.queryByRole('dialog', { name: text.compare.title })).toBeNull();
      expect(window.location.search).toBe('');
    } finally {
      mockSearch = '';
      HTMLDialogElement.prototype.showModal = showModal;
      HTMLDialogElement.prototype.close = close;
    }
  });
});
