import { render, screen } from '@testing-library/react';
import { serviceCategories } from '@/content/services';
import { ServiceBrowser } from './ServiceBrowser';

const labels = {
  filters: 'Filtri',
  categoryGroup: 'Categoria',
  emptyTitle: 'Nessun servizio trovato',
  emptyText: '…',
  reset: 'Reimposta filtri',
};

function renderAt(search: string) {
  window.history.replaceState(null, '', `/servizi${search}`);
  render(
    <ServiceBrowser
      id="catalogo-servizi"
      categories={serviceCategories}
      filtersIcon={null}
      labels={labels}
      services={[
        { id: 1, title: 'Consulenza', description: 'Consulenza', categories: ['consulting'], card: <p>Consulenza</p> },
      ]}
    />,
  );
}

describe('ServiceBrowser started on the client (a client-side navigation, not a hydration)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens the Filtri panel when the URL already names a category', () => {
    renderAt('?categoria=consulenza');
    expect(screen.getByRole('button', { name: /^Filtri/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Categoria' })).toBeVisible();
  });

  it('keeps it closed on the plain catalogue', () => {
    renderAt('');
    expect(screen.getByRole('button', { name: /^Filtri/ })).toHaveAttribute('aria-expanded', 'false');
  });
});
