import type {
  Offer,
  OfferLeaf,
  Product,
  ProductLeaf,
  PropertyValue,
  Vehicle as SchemaVehicle,
  WithContext,
} from 'schema-dts';
import { company, siteUrl } from '@/content/company';
import type { Company, Vehicle } from '@/content/types';
import { fullSpecs, galleryImages } from '@/lib/fleet';
import { canonicalUrl } from '@/lib/metadata';
import { RENTAL_PRICE_CURRENCY, RENTAL_PRICE_UNITS } from '@/lib/rentalPrice';
import { organizationReference } from '@/lib/structuredData';
import { vehiclePagePath } from '@/lib/vehiclePages';

/**
 * What a vehicle page offers, for search engines: the company rents the machine out. Without a
 * published price that is an Offer to lease out (GoodRelations' LeaseOut, schema.org's
 * businessFunction), with the machine as `itemOffered`. It is not a Product at the top: Google
 * requires a product to carry a price, a rating or a review, and the company gives none of them.
 * When the vehicle's file has a rental price (content/schema/fleet.ts), the page becomes a
 * Product whose offer carries that price per day, week or month.
 *
 * No brand: the fleet files name no maker, and Gielle Rental is the renter, not the brand.
 */

const LEASE_OUT = { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' } as const;

export type VehicleJsonLdInput = Pick<
  Vehicle,
  'slug' | 'name' | 'description' | 'image' | 'additionalImages' | 'specs' | 'figures' | 'rentalPrice'
>;

/**
 * The spec table as PropertyValues, in its order and with its labels. Lift height and capacity
 * are the finder's figures (numbers the content check holds equal to the printed ones), with
 * their units as UN/CEFACT codes; the other specs are the printed text.
 */
export function vehicleProperties(vehicle: Pick<Vehicle, 'specs' | 'figures'>): PropertyValue[] {
  const figures: Partial<Record<string, { value: number; unitCode: string; unitText: string }>> = {
    liftHeight:
      vehicle.figures.liftHeightM === undefined
        ? undefined
        : { value: vehicle.figures.liftHeightM, unitCode: 'MTR', unitText: 'm' },
    capacity:
      vehicle.figures.capacityKg === undefined
        ? undefined
        : { value: vehicle.figures.capacityKg, unitCode: 'KGM', unitText: 'kg' },
  };
  return fullSpecs(vehicle).map((row) => {
    const figure = figures[row.key];
    return figure
      ? {
          '@type': 'PropertyValue',
          name: row.label,
          value: figure.value,
          unitCode: figure.unitCode,
          unitText: figure.unitText,
        }
      : { '@type': 'PropertyValue', name: row.label, value: row.value };
  });
}

/**
 * The machine itself, as the page describes it: the same fields whether it is `itemOffered` or
 * the Product. Typed as a Product's fields, so a spread of it is checked like a literal.
 */
function machine(
  vehicle: VehicleJsonLdInput,
  categoryName: string,
  origin: string,
): Omit<ProductLeaf, '@type'> & { url: string } {
  const url = canonicalUrl(vehiclePagePath(vehicle.slug), origin);
  return {
    name: vehicle.name,
    description: vehicle.description,
    url,
    image: galleryImages(vehicle).map((path) => `${origin}${path}`),
    category: categoryName,
    additionalProperty: vehicleProperties(vehicle),
  };
}

/** The structured data of a vehicle page: an Offer to lease out, or a priced Product. */
export function vehicleJsonLd(
  vehicle: VehicleJsonLdInput,
  categoryName: string,
  source: Company = company,
  origin: string = siteUrl,
): WithContext<Offer> | WithContext<Product> {
  const item = machine(vehicle, categoryName, origin);
  // What either offer says: the rental, its page and who rents it out.
  const offer: Omit<OfferLeaf, '@type'> = {
    url: item.url,
    businessFunction: LEASE_OUT,
    offeredBy: organizationReference(source, origin),
  };
  const price = vehicle.rentalPrice;
  if (!price) {
    const itemOffered: SchemaVehicle = { '@type': 'Vehicle', ...item };
    return {
      '@context': 'https://schema.org',
      '@type': 'Offer',
      '@id': `${item.url}#noleggio`,
      ...offer,
      category: categoryName,
      itemOffered,
    };
  }
  const unit = RENTAL_PRICE_UNITS[price.unit];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${item.url}#mezzo`,
    ...item,
    offers: {
      '@type': 'Offer',
      ...offer,
      price: price.amount,
      priceCurrency: RENTAL_PRICE_CURRENCY,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: price.amount,
        priceCurrency: RENTAL_PRICE_CURRENCY,
        unitCode: unit.unitCode,
        unitText: unit.unitText,
        valueAddedTaxIncluded: false,
      },
    },
  };
}
