import type { Certification } from '@/content/types';

/** The certification filter of the home page (docs/product.md, "Behaviour"): all (default), iso, other. */
export type CertificationFilterId = 'all' | Certification['category'];

export const certificationFilters: readonly { id: CertificationFilterId; label: string }[] = [
  { id: 'all', label: 'Tutte' },
  { id: 'iso', label: 'ISO' },
  { id: 'other', label: 'Altre' },
];

export const DEFAULT_CERTIFICATION_FILTER: CertificationFilterId = 'all';

export function filterCertifications<T extends Pick<Certification, 'category'>>(
  list: readonly T[],
  filter: CertificationFilterId,
): T[] {
  return filter === 'all' ? [...list] : list.filter((item) => item.category === filter);
}

/** How many certifications each filter shows, for the filter buttons. */
export function certificationCounts(
  list: readonly Pick<Certification, 'category'>[],
): Record<CertificationFilterId, number> {
  return {
    all: list.length,
    iso: filterCertifications(list, 'iso').length,
    other: filterCertifications(list, 'other').length,
  };
}
