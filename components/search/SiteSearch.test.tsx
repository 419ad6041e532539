import { act, fireEvent, render, screen } from '@testing-library/react';
import { SiteSearch } from './SiteSearch';
import { ADDRESS_PAUSE_MS } from '@/components/ui/useAddressFollowing';

// The search code exists only in the built site: here it never finishes loading.
jest.mock('./pagefind', () => ({ loadPagefind: () => new Promise(() => undefined) }));

const renderAt = (search: string) => {
  window.history.replaceState(null, '', `/cerca${search}`);
  render(
    <SiteSearch phone={{ display: '095 000', tel: '095000' }} contactsPath="/contatti" icon={null}>
      <p>Indice</p>
    </SiteSearch>,
  );
  return screen.getByRole('searchbox', { name: 'Cerca nel sito' });
};

describe('SiteSearch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.history.replaceState(null, '', '/');
  });
  const pause = () => act(() => jest.advanceTimersByTime(ADDRESS_PAUSE_MS));

  it('starts from the address, and the address follows what is typed', () => {
    const field = renderAt('?q=muletto&tipo=Noleggio');
    expect(field).toHaveValue('muletto');
    fireEvent.change(field, { target: { value: 'muletto diesel' } });
    // Once typing pauses, not at every key.
    expect(window.location.search).toBe('?q=muletto&tipo=Noleggio');
    pause();
    expect(window.location.search).toBe('?q=muletto+diesel&tipo=Noleggio');
  });

  it('keeps every key typed while something else rewrites the address with an older query', () => {
    const field = renderAt('');
    fireEvent.change(field, { target: { value: 'muletto d' } });
    pause();
    // As the router may do while it catches up with the entries we write.
    act(() => {
      window.history.replaceState(null, '', '/cerca?q=muletto');
      window.dispatchEvent(new Event('gielle:location-search'));
    });
    expect(field).toHaveValue('muletto d');
    fireEvent.change(field, { target: { value: 'muletto di' } });
    expect(field).toHaveValue('muletto di');
    pause();
    expect(window.location.search).toBe('?q=muletto+di');
  });

  it('follows Back and Forward', () => {
    const field = renderAt('?q=muletto');
    act(() => {
      window.history.replaceState(null, '', '/cerca?q=cestello');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(field).toHaveValue('cestello');
  });
});
