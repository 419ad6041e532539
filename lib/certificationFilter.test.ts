import { certifications } from '@/content/certifications';
import {
  certificationCounts,
  certificationFilters,
  DEFAULT_CERTIFICATION_FILTER,
  filterCertifications,
} from './certificationFilter';

describe('certification filter', () => {
  it('defaults to all', () => {
    expect(DEFAULT_CERTIFICATION_FILTER).toBe('all');
    expect(certificationFilters.map((filter) => filter.id)).toEqual(['all', 'iso', 'other']);
  });

  it('shows 7, 3 and 4 of the site’s certifications', () => {
    expect(filterCertifications(certifications, 'all')).toHaveLength(7);
    expect(filterCertifications(certifications, 'iso').map((c) => c.id)).toEqual(['iso9001', 'iso14001', 'iso45001']);
    expect(filterCertifications(certifications, 'other').map((c) => c.id)).toEqual([
      'fgas',
      'esg',
      'legalita',
      'assicurativo',
    ]);
  });

  it('keeps the order and does not mutate the list', () => {
    const list = [
      { id: 'b', category: 'other' as const },
      { id: 'a', category: 'iso' as const },
      { id: 'c', category: 'other' as const },
    ];
    const all = filterCertifications(list, 'all');
    expect(all).toEqual(list);
    expect(all).not.toBe(list);
    expect(filterCertifications(list, 'other').map((c) => c.id)).toEqual(['b', 'c']);
    expect(filterCertifications([], 'iso')).toEqual([]);
  });

  it('counts each filter', () => {
    expect(certificationCounts(certifications)).toEqual({ all: 7, iso: 3, other: 4 });
  });
});
