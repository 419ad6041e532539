import type { PowerSource, Vehicle } from '@/content/types';
import { fullSpecs, SPEC_LABELS } from './fleet';

/** The rows of the comparison table (components/rental/finder/CompareTable.tsx), loaded with it on demand. */
export interface CompareRow {
  key: string;
  label: string;
  /** One value per vehicle, in column order; null when the vehicle has no such spec. */
  values: (string | null)[];
  /** True when the vehicles do not all show the same value: the row is highlighted. */
  differs: boolean;
}

type Comparable = Pick<Vehicle, 'specs' | 'figures'> & { categoryName: string };

/**
 * One row per spec any of the vehicles has, in the display order of the vehicle modal,
 * after category and power source. Rows nobody has are left out.
 */
export function compareRows(
  vehicles: readonly Comparable[],
  powerLabels: Readonly<Record<PowerSource, string>>,
): CompareRow[] {
  const row = (key: string, label: string, values: (string | null)[]): CompareRow => ({
    key,
    label,
    values,
    differs: new Set(values).size > 1,
  });
  const rows: CompareRow[] = [
    row(
      'category',
      'Categoria',
      vehicles.map((vehicle) => vehicle.categoryName),
    ),
    row(
      'power',
      'Alimentazione',
      vehicles.map((vehicle) => powerLabels[vehicle.figures.power]),
    ),
  ];
  for (const key of Object.keys(SPEC_LABELS) as (keyof typeof SPEC_LABELS)[]) {
    const values = vehicles.map((vehicle) => fullSpecs(vehicle).find((spec) => spec.key === key)?.value ?? null);
    if (values.some((value) => value !== null)) rows.push(row(key, SPEC_LABELS[key], values));
  }
  return rows;
}
