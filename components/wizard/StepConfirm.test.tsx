import { render, screen } from '@testing-library/react';
import { initialWizardState } from '@/lib/wizardValidation';
import type { WizardOptions } from '@/lib/wizardOptions';
import { StepConfirm } from './StepConfirm';

const options: WizardOptions = {
  services: [{ id: 3, title: 'Facchinaggio', path: '/servizi/facchinaggio', description: '', categories: [] }],
  serviceCategories: [],
  vehicles: [
    {
      id: 1,
      name: 'Carrello 1,6 t',
      description: '',
      image: '/x.svg',
      category: 'elevatori',
      specs: {},
      path: '/gielle-rental/carrello',
    },
  ],
  fleetCategories: [{ id: 'elevatori', label: 'Carrelli Elevatori', vehicleIds: [1] }],
};

const renderStep = (patch: Partial<typeof initialWizardState>, selectionLabel: string, selectionHref?: string) =>
  render(
    <StepConfirm
      state={{ ...initialWizardState, ...patch }}
      errors={{}}
      options={options}
      update={jest.fn()}
      selectionLabel={selectionLabel}
      selectionHref={selectionHref}
      honeypot=""
      onHoneypot={jest.fn()}
    />,
  );

describe('StepConfirm', () => {
  it('links the chosen vehicle in the summary to its page, in a new tab', () => {
    renderStep(
      { requestType: 'rental', vehicleType: '1', rentalDuration: 'flessibile' },
      'Carrello 1,6 t',
      '/gielle-rental/carrello',
    );
    const link = screen.getByRole('link', { name: /Carrello 1,6 t/ });
    expect(link).toHaveAttribute('href', '/gielle-rental/carrello');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows a selection without a page as text', () => {
    renderStep({ requestType: 'service', selectedService: '3' }, 'Facchinaggio');
    expect(screen.getByText('Facchinaggio')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Facchinaggio/ })).toBeNull();
  });

  it('lists every vehicle of a request for several, each linked to its page', () => {
    render(
      <StepConfirm
        state={{ ...initialWizardState, requestType: 'rental', vehicleIds: ['1', '2'], rentalDuration: 'flessibile' }}
        errors={{}}
        options={options}
        update={jest.fn()}
        selectionLabel="Carrello 1,6 t, Piattaforma 12 m"
        vehicles={[
          { id: '1', name: 'Carrello 1,6 t', href: '/gielle-rental/carrello' },
          { id: '2', name: 'Piattaforma 12 m', href: '/gielle-rental/piattaforma' },
        ]}
        honeypot=""
        onHoneypot={jest.fn()}
      />,
    );
    expect(screen.getByText('Mezzi (2)')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Carrello 1,6 t (si apre in una nuova scheda)',
      'Piattaforma 12 m (si apre in una nuova scheda)',
    ]);
    expect(screen.getByRole('link', { name: /Piattaforma 12 m/ })).toHaveAttribute(
      'href',
      '/gielle-rental/piattaforma',
    );
  });
});
