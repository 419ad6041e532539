import { fireEvent, render, screen } from '@testing-library/react';
import { initialWizardState } from '@/lib/wizardValidation';
import type { WizardOptions } from '@/lib/wizardOptions';
import { StepSelection } from './StepSelection';

const options: WizardOptions = {
  services: [],
  serviceCategories: [],
  vehicles: [
    {
      id: 1,
      name: 'Carrello 1,6 t',
      description: '',
      image: '/x.svg',
      category: 'elevatori',
      specs: { capacity: '1.600 kg' },
      path: '/gielle-rental/carrello',
    },
    {
      id: 2,
      name: 'Carrello 2,5 t',
      description: '',
      image: '/x.svg',
      category: 'elevatori',
      specs: {},
      path: '/gielle-rental/carrello-2',
    },
  ],
  fleetCategories: [
    { id: 'elevatori', label: 'Carrelli Elevatori', vehicleIds: [1, 2] },
    { id: 'vuota', label: 'Categoria vuota', vehicleIds: [] },
  ],
};

describe('StepSelection', () => {
  it('says so when the chosen fleet category has no vehicles (docs/product.md, "Messages")', () => {
    render(
      <StepSelection
        state={{ ...initialWizardState, requestType: 'rental', vehicleCategory: 'vuota' }}
        errors={{}}
        options={options}
        update={jest.fn()}
        onRequestType={jest.fn()}
      />,
    );
    expect(screen.getByText('Nessun mezzo disponibile per questa categoria')).toBeInTheDocument();
    expect(screen.queryAllByRole('radio', { name: /Carrello/ })).toHaveLength(0);
  });

  it('lists the vehicles of a category with their specs', () => {
    render(
      <StepSelection
        state={{ ...initialWizardState, requestType: 'rental', vehicleCategory: 'elevatori' }}
        errors={{ vehicleType: 'Seleziona un mezzo da noleggiare' }}
        options={options}
        update={jest.fn()}
        onRequestType={jest.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: /Aggiungi un altro mezzo/ })).toBeNull();
    const radio = screen.getByRole('radio', { name: 'Carrello 1,6 t' });
    expect(radio).toHaveAccessibleDescription('Capacità 1.600 kg');
    expect(screen.getByRole('group', { name: /Mezzo da noleggiare/ })).toHaveAccessibleDescription(
      'Seleziona un mezzo da noleggiare',
    );
    expect(screen.queryByText('Nessun mezzo disponibile per questa categoria')).toBeNull();
  });

  it('a picked vehicle can be joined by others, and any chosen vehicle removed', () => {
    const update = jest.fn();
    const { rerender } = render(
      <StepSelection
        state={{ ...initialWizardState, requestType: 'rental', vehicleType: '1' }}
        errors={{}}
        options={options}
        update={update}
        onRequestType={jest.fn()}
      />,
    );
    // One vehicle: no list, exactly as before, plus the way to add another.
    expect(screen.queryByRole('region', { name: /Mezzi nella richiesta/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi un altro mezzo' }));
    expect(update).toHaveBeenCalledWith('vehicleIds', ['1']);
    expect(update).toHaveBeenCalledWith('vehicleType', '');

    update.mockClear();
    rerender(
      <StepSelection
        state={{ ...initialWizardState, requestType: 'rental', vehicleIds: ['1'], vehicleType: '2' }}
        errors={{}}
        options={options}
        update={update}
        onRequestType={jest.fn()}
      />,
    );
    const list = screen.getByRole('region', { name: 'Mezzi nella richiesta (2)' });
    expect(list).toHaveTextContent('Carrello 1,6 t');
    expect(list).toHaveTextContent('Carrello 2,5 t');
    fireEvent.click(screen.getByRole('button', { name: 'Togli Carrello 1,6 t dalla richiesta' }));
    expect(update).toHaveBeenCalledWith('vehicleIds', []);
    expect(update).toHaveBeenCalledWith('vehicleType', '2');
  });
});
