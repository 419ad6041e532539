import type { RentalPrice, RentalPriceUnit } from '@/content/types';

/**
 * A published rental price as the page says it and as structured data declares it. Prices are
 * entered without VAT (the editor's label says so), as Italian businesses quote one another.
 */

interface UnitWords {
  /** After the amount on the page: "120 € al giorno". */
  period: string;
  /** UN/CEFACT common code of the period, which schema.org's unitCode expects. */
  unitCode: 'DAY' | 'WEE' | 'MON';
  /** The period in a word, schema.org's unitText. */
  unitText: string;
}

export const RENTAL_PRICE_UNITS: Readonly<Record<RentalPriceUnit, UnitWords>> = {
  day: { period: 'al giorno', unitCode: 'DAY', unitText: 'giorno' },
  week: { period: 'a settimana', unitCode: 'WEE', unitText: 'settimana' },
  month: { period: 'al mese', unitCode: 'MON', unitText: 'mese' },
};

export const RENTAL_PRICE_CURRENCY = 'EUR';

/** "120 €" or "89,50 €": cents only when there are some, a thousands point from 10.000. */
export function euro(amount: number): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat('it-IT', {
    style: 'currency',
    currency: RENTAL_PRICE_CURRENCY,
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
  }).format(amount);
}

/** "120 € al giorno, IVA esclusa". */
export function rentalPriceText(price: RentalPrice): string {
  return `${euro(price.amount)} ${RENTAL_PRICE_UNITS[price.unit].period}, IVA esclusa`;
}
