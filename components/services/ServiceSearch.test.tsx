import { act, fireEvent, render, screen } from '@testing-library/react';
import { setLocationSearch } from '@/components/ui/locationSearch';
import { ADDRESS_PAUSE_MS } from '@/components/ui/useAddressFollowing';
import { serviceCategories } from '@/content/services';
import { ServiceSearch } from './ServiceSearch';

const renderAt = (search: string) => {
  window.history.replaceState(null, '', `/servizi${search}`);
  render(
    <ServiceSearch
      label="Cerca un servizio"
      placeholder="…"
      submitLabel="Cerca"
      categories={serviceCategories}
      controls="catalogo-servizi"
      icon={null}
    />,
  );
  return screen.getByRole('searchbox', { name: 'Cerca un servizio' });
};

describe('ServiceSearch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.history.replaceState(null, '', '/');
  });
  const pause = () => act(() => jest.advanceTimersByTime(ADDRESS_PAUSE_MS));

  it('writes the address once typing pauses, keeping the category chosen meanwhile', () => {
    const field = renderAt('');
    for (const typed of ['f', 'fa', 'fac', 'facility']) fireEvent.change(field, { target: { value: typed } });
    expect(window.location.search).toBe('');
    // The catalogue's category, chosen while the field waited for the pause.
    act(() => setLocationSearch('?categoria=consulenza', 'replace'));
    expect(field).toHaveValue('facility');
    pause();
    expect(new URLSearchParams(window.location.search).get('q')).toBe('facility');
    expect(new URLSearchParams(window.location.search).get('categoria')).toBe('consulenza');
    expect(field).toHaveValue('facility');
  });

  it('writes at once when the search is submitted', () => {
    const field = renderAt('');
    fireEvent.change(field, { target: { value: 'antincendio' } });
    fireEvent.submit(field.closest('form')!);
    expect(window.location.search).toBe('?q=antincendio');
  });

  it('shows what the address says when it changes from elsewhere (the reset, Back)', () => {
    const field = renderAt('?q=logistica');
    expect(field).toHaveValue('logistica');
    act(() => setLocationSearch('', 'replace'));
    expect(field).toHaveValue('');
  });
});
