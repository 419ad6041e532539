import { serviceCategories, services } from '@/content/services';
import {
  DEFAULT_SERVICE_FILTER,
  filterServices,
  parseServiceFilter,
  serviceFilterSearch,
  type ServiceFilterState,
} from './serviceFilter';

const fixture = [
  { id: 1, title: 'Servizio antincendio', description: 'Squadre di addetti qualificati.', categories: ['security'] },
  {
    id: 2,
    title: 'Logistica',
    description: 'Consegne programmate e gestione delle scorte.',
    categories: ['logistics'],
  },
  {
    id: 3,
    title: 'Facility management',
    description: 'Pulizie, portierato e manutenzioni.',
    categories: ['industrial', 'consulting'],
  },
  { id: 4, title: 'Consulenza', description: 'Sistemi di gestione ISO e formazione.', categories: ['consulting'] },
  { id: 5, title: 'Qualità', description: 'Verifiche di conformità.', categories: ['industrial'] },
] as const;

const ids = (state: ServiceFilterState) => filterServices(fixture, state).map((service) => service.id);

describe('filterServices', () => {
  test.each<[string, ServiceFilterState, number[]]>([
    ['empty query and all categories: everything', { query: '', category: 'all' }, [1, 2, 3, 4, 5]],
    ['spaces only count as an empty query', { query: '   ', category: 'all' }, [1, 2, 3, 4, 5]],
    ['mixed case matches the title', { query: 'AntIncENDIO', category: 'all' }, [1]],
    ['match in the description only', { query: 'portierato', category: 'all' }, [3]],
    ['a word found in several descriptions', { query: 'gestione', category: 'all' }, [2, 4]],
    ['accented letters, any case', { query: 'QUALITÀ', category: 'all' }, [5]],
    ['category alone', { query: '', category: 'consulting' }, [3, 4]],
    ['category without matches for the query', { query: 'scorte', category: 'security' }, []],
    ['query and category combined', { query: 'gestione', category: 'consulting' }, [4]],
    ['query matching nothing', { query: 'astronave', category: 'all' }, []],
    ['surrounding spaces are ignored', { query: '  logistica ', category: 'logistics' }, [2]],
  ])('%s', (_label, state, expected) => {
    expect(ids(state)).toEqual(expected);
  });

  test('a category that no service belongs to gives no results', () => {
    const onlySecurity = fixture.filter((service) => service.id === 1);
    expect(filterServices(onlySecurity, { query: '', category: 'logistics' })).toEqual([]);
  });
});

describe('the real catalogue', () => {
  test('has the 15 services of docs/product.md with ids 1-15, and the default filter shows them all', () => {
    expect(services.map((service) => service.id)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
    expect(filterServices(services, DEFAULT_SERVICE_FILTER)).toHaveLength(15);
  });

  test('id 14 is the featured authorised centre, linked to /centro-spasciani', () => {
    const centre = services.find((service) => service.id === 14);
    expect(centre).toMatchObject({ featured: true, link: '/centro-spasciani', badge: 'Servizio Specializzato' });
    expect(services.filter((service) => service.featured)).toHaveLength(1);
  });

  test('every category of the filter has at least one service', () => {
    for (const choice of serviceCategories) {
      expect(filterServices(services, { query: '', category: choice.id }).length).toBeGreaterThan(0);
    }
  });

  test('a description-only word finds the respiratory centre', () => {
    expect(filterServices(services, { query: 'autorespiratori', category: 'all' }).map((s) => s.id)).toEqual([14]);
  });
});

describe('URL query', () => {
  test.each<[string, ServiceFilterState]>([
    ['', { query: '', category: 'all' }],
    ['?q=fibra', { query: 'fibra', category: 'all' }],
    ['?categoria=logistica', { query: '', category: 'logistics' }],
    ['?q=gestione&categoria=consulenza', { query: 'gestione', category: 'consulting' }],
    ['?categoria=sconosciuta', { query: '', category: 'all' }],
    ['?categoria=tutti', { query: '', category: 'all' }],
  ])('parses %j', (search, expected) => {
    expect(parseServiceFilter(search, serviceCategories)).toEqual(expected);
  });

  test.each<[ServiceFilterState, string]>([
    [{ query: '', category: 'all' }, ''],
    [{ query: 'fibra ottica', category: 'all' }, '?q=fibra+ottica'],
    [{ query: '', category: 'security' }, '?categoria=sicurezza'],
    [{ query: 'gestione', category: 'consulting' }, '?q=gestione&categoria=consulenza'],
  ])('writes %j as %j', (state, expected) => {
    expect(serviceFilterSearch(state, serviceCategories)).toBe(expected);
  });

  test('round-trips and keeps unrelated parameters', () => {
    const state: ServiceFilterState = { query: 'Qualità & sicurezza', category: 'industrial' };
    const search = serviceFilterSearch(state, serviceCategories, 'utm_source=newsletter&q=vecchia');
    expect(search).toContain('utm_source=newsletter');
    expect(parseServiceFilter(search, serviceCategories)).toEqual(state);
  });
});
