import { fireEvent, render, screen } from '@testing-library/react';
import { NO_FILTERS } from '@/lib/fleetFinder';
import FleetFilters, { chosenFilters, NoMatchingVehicles } from './FleetFilters';

const powers = [
  { value: 'elettrica', label: 'Elettrica' },
  { value: 'diesel', label: 'Diesel' },
] as const;

describe('FleetFilters', () => {
  it('turns each choice into numbers or a power source, and says how many match', () => {
    const onChange = jest.fn();
    render(<FleetFilters filters={NO_FILTERS} powers={powers} count={7} onChange={onChange} />);
    expect(screen.getByRole('status')).toHaveTextContent('7 mezzi corrispondono alla ricerca');
    expect(screen.getByRole('group', { name: 'Filtra per esigenza' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Altezza minima'), { target: { value: '12' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, minHeightM: 12 });
    fireEvent.change(screen.getByLabelText('Portata minima'), { target: { value: '1000' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, minCapacityKg: 1000 });
    fireEvent.change(screen.getByLabelText('Alimentazione'), { target: { value: 'diesel' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, power: 'diesel' });
    expect(screen.getByLabelText('Alimentazione').querySelectorAll('option')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Azzera i filtri' })).toBeNull();
  });

  it('shows the chosen values and clears them all, keeping focus in the form', () => {
    const onChange = jest.fn();
    render(
      <FleetFilters
        filters={{ minHeightM: 10, minCapacityKg: null, power: 'diesel' }}
        powers={powers}
        count={2}
        onChange={onChange}
      />,
    );
    expect(screen.getByLabelText('Altezza minima')).toHaveValue('10');
    expect(screen.getByLabelText('Alimentazione')).toHaveValue('diesel');
    expect(screen.getByRole('status')).toHaveTextContent('2 mezzi corrispondono alla ricerca');
    fireEvent.click(screen.getByRole('button', { name: 'Azzera i filtri' }));
    expect(onChange).toHaveBeenLastCalledWith(NO_FILTERS);
    expect(screen.getByLabelText('Altezza minima')).toHaveFocus();
  });

  it('leaves "nothing matches" to the list: the status only announces it, with no second button', () => {
    render(
      <FleetFilters
        filters={{ minHeightM: 20, minCapacityKg: null, power: 'diesel' }}
        powers={powers}
        count={0}
        onChange={jest.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Nessun mezzo corrisponde ai filtri scelti');
    expect(screen.getByRole('status')).toHaveClass('visually-hidden');
    expect(screen.queryByRole('button', { name: 'Azzera i filtri' })).toBeNull();
  });
});

/** The list emptied by the visitor's own filter change: focus was in the filters. */
function emptiedFromTheFilters(onClear: () => void) {
  const { rerender } = render(
    <div data-finder-filters="">
      <select aria-label="Alimentazione" />
    </div>,
  );
  screen.getByLabelText('Alimentazione').focus();
  rerender(
    <>
      <div data-finder-filters="">
        <select aria-label="Alimentazione" />
      </div>
      <NoMatchingVehicles
        filters={{ minHeightM: 15, minCapacityKg: null, power: 'diesel' }}
        powers={powers}
        onClear={onClear}
      />
    </>,
  );
}

describe('NoMatchingVehicles', () => {
  it('names the chosen filters in words', () => {
    expect(chosenFilters({ minHeightM: 15, minCapacityKg: 1000, power: 'diesel' }, powers)).toEqual([
      'Altezza minima: almeno 15 m',
      'Portata minima: almeno 1.000 kg',
      'Alimentazione: Diesel',
    ]);
    expect(chosenFilters(NO_FILTERS, powers)).toEqual([]);
  });

  it('takes focus when the emptying change came from the filters, and clears them', () => {
    const onClear = jest.fn();
    emptiedFromTheFilters(onClear);
    expect(screen.getByRole('heading', { name: 'Nessun mezzo corrisponde ai filtri scelti' })).toBeInTheDocument();
    expect(screen.getByText(/Hai scelto: Altezza minima: almeno 15 m, Alimentazione: Diesel\./)).toBeInTheDocument();
    const clear = screen.getByRole('button', { name: 'Azzera i filtri' });
    expect(clear).toHaveFocus();
    fireEvent.click(clear);
    expect(onClear).toHaveBeenCalled();
  });

  it('brings the button it focuses into view at once: no smooth scroll leaves focus below the screen', () => {
    const scrolls: Array<{ element: Element; options: unknown; focused: boolean }> = [];
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolls.push({ element: this, options, focused: document.activeElement === this });
    };
    try {
      emptiedFromTheFilters(jest.fn());
      const clear = screen.getByRole('button', { name: 'Azzera i filtri' });
      expect(scrolls).toEqual([{ element: clear, options: { block: 'nearest', behavior: 'instant' }, focused: true }]);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('leaves focus alone when the list was empty on arrival (a shared link)', () => {
    render(
      <NoMatchingVehicles
        filters={{ minHeightM: 15, minCapacityKg: null, power: 'diesel' }}
        powers={powers}
        onClear={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Azzera i filtri' })).not.toHaveFocus();
  });
});
