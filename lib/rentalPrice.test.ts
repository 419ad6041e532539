import { euro, RENTAL_PRICE_UNITS, rentalPriceText } from './rentalPrice';

const nbsp = '\u00a0';

describe('rentalPriceText', () => {
  it('says amount, period and that VAT is excluded, in Italian', () => {
    expect(rentalPriceText({ amount: 120, unit: 'day' })).toBe(`120${nbsp}€ al giorno, IVA esclusa`);
    expect(rentalPriceText({ amount: 480, unit: 'week' })).toBe(`480${nbsp}€ a settimana, IVA esclusa`);
    expect(rentalPriceText({ amount: 1650.5, unit: 'month' })).toBe(`1650,50${nbsp}€ al mese, IVA esclusa`);
  });
});

describe('euro', () => {
  it('shows cents only when the price has some, with a decimal comma and a thousands point', () => {
    expect(euro(89.5)).toBe(`89,50${nbsp}€`);
    expect(euro(12000)).toBe(`12.000${nbsp}€`);
  });
});

describe('RENTAL_PRICE_UNITS', () => {
  it('gives each period its UN/CEFACT code, as schema.org unitCode expects', () => {
    expect(
      Object.fromEntries(Object.entries(RENTAL_PRICE_UNITS).map(([unit, words]) => [unit, words.unitCode])),
    ).toEqual({
      day: 'DAY',
      week: 'WEE',
      month: 'MON',
    });
  });
});
