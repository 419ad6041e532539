import { render, screen } from '@testing-library/react';
import { initialWizardState } from '@/lib/wizardValidation';
import type { WizardOptions } from '@/lib/wizardOptions';
import { StepSelection } from './StepSelection';

const options: WizardOptions = {
  services: [],
  serviceCategories: [],
  vehicles: [
    { id: 1, name: 'Carrello 1,6 t', description: '', image: '/x.svg', category: 'elevatori', specs: { capacity: '1.600 kg' }, path: '/gielle-rental/carrello' },
  ],
  fleetCategories: [
    { id: 'elevatori', label: 'Carrelli Elevatori', vehicleIds: [1] },
    { id: 'vuota', label: 'Categoria vuota', vehicleIds: [] },
  ],
};

describe('StepSelection', () => {
  it('says so when the chosen fleet category has no vehicles (SPEC.md section 8)', () => {
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
    const radio = screen.getByRole('radio', { name: 'Carrello 1,6 t' });
    expect(radio).toHaveAccessibleDescription('Capacità 1.600 kg');
    expect(screen.getByRole('group', { name: /Mezzo da noleggiare/ })).toHaveAccessibleDescription('Seleziona un mezzo da noleggiare');
    expect(screen.queryByText('Nessun mezzo disponibile per questa categoria')).toBeNull();
  });
});
