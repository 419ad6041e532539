import { fireEvent, render, screen } from '@testing-library/react';
import { NO_FILTERS } from '@/lib/fleetFinder';
import FleetFilters from './FleetFilters';

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
    render(<FleetFilters filters={{ minHeightM: 10, minCapacityKg: null, power: 'diesel' }} powers={powers} count={0} onChange={onChange} />);
    expect(screen.getByLabelText('Altezza minima')).toHaveValue('10');
    expect(screen.getByLabelText('Alimentazione')).toHaveValue('diesel');
    expect(screen.getByRole('status')).toHaveTextContent('Nessun mezzo corrisponde alla ricerca');
    fireEvent.click(screen.getByRole('button', { name: 'Azzera i filtri' }));
    expect(onChange).toHaveBeenLastCalledWith(NO_FILTERS);
    expect(screen.getByLabelText('Altezza minima')).toHaveFocus();
  });
});
