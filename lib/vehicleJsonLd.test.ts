/** @jest-environment node */
import { company } from '@/content/company';
import { fleetCategoryById, vehicleBySlug, vehicles } from '@/content/fleet';
import type { Vehicle } from '@/content/types';
import { checkJsonLdPages } from '@/scripts/structuredDataCheck';
import { unexplainedWarnings } from '@/scripts/structuredDataWarnings';
import { fullSpecs } from './fleet';
import { vehicleJsonLd, vehicleProperties } from './vehicleJsonLd';

const origin = 'https://www.example.org';
const LEASE_OUT = { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' };

function mustGet(slug: string): { vehicle: Vehicle; category: string } {
  const vehicle = vehicleBySlug(slug);
  const category = vehicle && fleetCategoryById(vehicle.category);
  if (!vehicle || !category) throw new Error(`no vehicle ${slug}`);
  return { vehicle, category: category.name };
}

type Node = Record<string, any>;
const { vehicle: forklift, category } = mustGet('carrello-diesel-3t');

describe('vehicleJsonLd without a published price', () => {
  const data = vehicleJsonLd(forklift, category, company, origin) as Node;

  it('is an Offer to lease the machine out, made by the company: no Product at the top', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Offer',
      '@id': `${origin}/gielle-rental/carrello-diesel-3t#noleggio`,
      url: `${origin}/gielle-rental/carrello-diesel-3t`,
      businessFunction: LEASE_OUT,
      category,
      offeredBy: { '@type': 'Organization', '@id': `${origin}/#organization`, name: company.brand },
    });
  });

  it('offers the machine as the page describes it', () => {
    expect(data.itemOffered).toMatchObject({
      '@type': 'Vehicle',
      name: forklift.name,
      description: forklift.description,
      url: `${origin}/gielle-rental/carrello-diesel-3t`,
      category,
      additionalProperty: vehicleProperties(forklift),
    });
    expect(data.itemOffered.image[0]).toBe(`${origin}${forklift.image}`);
  });

  it('says no price, rating, review or brand', () => {
    expect(JSON.stringify(data)).not.toMatch(/"(price|priceSpecification|offers|aggregateRating|review|brand)"/);
  });
});

describe('vehicleJsonLd with a published price', () => {
  const priced = { ...forklift, rentalPrice: { amount: 89.5, unit: 'week' as const } };
  const data = vehicleJsonLd(priced, category, company, origin) as Node;

  it('is a Product whose offer to lease it out carries the price per period, VAT excluded', () => {
    expect(data).toMatchObject({
      '@type': 'Product',
      name: forklift.name,
      url: `${origin}/gielle-rental/carrello-diesel-3t`,
    });
    expect(data.offers).toEqual({
      '@type': 'Offer',
      url: `${origin}/gielle-rental/carrello-diesel-3t`,
      businessFunction: LEASE_OUT,
      offeredBy: expect.objectContaining({ '@id': `${origin}/#organization` }),
      price: 89.5,
      priceCurrency: 'EUR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 89.5,
        priceCurrency: 'EUR',
        unitCode: 'WEE',
        unitText: 'settimana',
        valueAddedTaxIncluded: false,
      },
    });
  });

  it('still invents no rating, review or brand', () => {
    for (const key of ['aggregateRating', 'review', 'brand']) expect(data).not.toHaveProperty(key);
  });
});

describe('vehicleProperties', () => {
  it('follows the spec table, with lift height and capacity as numbers and units', () => {
    const properties = vehicleProperties(forklift) as Node[];
    expect(properties.map((property) => property.name)).toEqual(fullSpecs(forklift).map((row) => row.label));
    expect(properties).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Capacità',
      value: 3000,
      unitCode: 'KGM',
      unitText: 'kg',
    });
    expect(properties).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Altezza Sollevamento',
      value: 4.7,
      unitCode: 'MTR',
      unitText: 'm',
    });
    expect(properties).toContainEqual({ '@type': 'PropertyValue', name: 'Peso', value: forklift.specs.weight });
  });

  it('prints every spec as written where the finder has no figure for it (an excavator lifts nothing)', () => {
    const { vehicle: excavator } = mustGet('miniescavatore-3-5t');
    expect(vehicleProperties(excavator)).toEqual(
      fullSpecs(excavator).map((row) => ({ '@type': 'PropertyValue', name: row.label, value: row.value })),
    );
  });
});

describe("Google's rules and the schema.org vocabulary", () => {
  it('find no error and no warning on any vehicle of the fleet as it is', () => {
    const results = checkJsonLdPages(
      vehicles.map((vehicle) => [
        vehicleJsonLd(vehicle, fleetCategoryById(vehicle.category)?.name ?? '', company, origin),
      ]),
    );
    expect(results.map((page) => page.types)).toEqual(vehicles.map(() => ['Offer']));
    expect(results.flatMap((page) => page.issues)).toEqual([]);
  });

  it('find no error once a price is published, only the warnings listed with their reason', () => {
    const [page] = checkJsonLdPages([
      [vehicleJsonLd({ ...forklift, rentalPrice: { amount: 120, unit: 'day' } }, category, company, origin)],
    ]);
    expect(page?.types).toEqual(['Product']);
    expect(page?.issues.filter((issue) => issue.severity === 'ERROR')).toEqual([]);
    expect(page?.issues.length).toBeGreaterThan(0);
    expect(unexplainedWarnings(page?.issues ?? [])).toEqual([]);
  });

  it('would refuse the Product the pages used to declare: no price, rating or review', () => {
    const { itemOffered } = vehicleJsonLd(forklift, category, company, origin) as Node;
    const [page] = checkJsonLdPages([[{ '@context': 'https://schema.org', ...itemOffered, '@type': 'Product' }]]);
    expect(page?.issues).toContainEqual(
      expect.objectContaining({ severity: 'ERROR', fieldNames: ['aggregateRating', 'offers', 'review'] }),
    );
  });
});
