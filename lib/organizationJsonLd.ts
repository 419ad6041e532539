import { SEARCH_PAGE } from '@/content/search';
import type {
  ContactPoint,
  Graph,
  LocalBusiness,
  OpeningHoursSpecification,
  Organization,
  SearchAction,
  WebSite,
  WithActionConstraints,
} from 'schema-dts';
import { company, mapsSearchUrl, siteUrl } from '@/content/company';
import { publishedSocialProfiles } from '@/content/companySamples';
import { contacts } from '@/content/contacts';
import type { Company, OpeningHours } from '@/content/types';
import { brandLogo } from '@/lib/brandLogo';
import { canonicalUrl, shareImage } from '@/lib/metadata';
import { organizationId, postalAddress, regionServed } from '@/lib/structuredData';

/**
 * The company for search engines, as one @graph: the Organization (the legal entity: name, VAT,
 * logo, contacts, profiles), the LocalBusiness (its premises in Catania: hours, position, map)
 * and, on the home page, the WebSite it publishes. Every value comes from content/company.json
 * and content/contacts.json; what the company has not given is left out, never filled in.
 *
 * Types: `Organization` for the S.r.l. (schema.org's Corporation reads as a company with shares
 * on a market), `LocalBusiness` for the premises: no narrower schema.org type is true of a site
 * that supplies businesses, services plants, rents machines and runs a service centre (Store
 * would say a shop, and the shop is not open).
 */

export interface OrganizationFacts {
  company: Company;
  /** The premises' position (content/contacts.json, the /contatti map): geo. */
  position?: { lat: number; lon: number };
  /** The map of the premises the site links to: hasMap. */
  mapUrl: string;
  /** Social profiles that are the company's own, not samples: sameAs, left out while none. */
  profiles: readonly string[];
  /** How /contatti names the two lines: ContactPoint.contactType. */
  contactTypes: { assistance: string; info: string };
}

const siteFacts = (): OrganizationFacts => ({
  company,
  position: contacts.map.position,
  mapUrl: mapsSearchUrl,
  profiles: publishedSocialProfiles,
  contactTypes: { assistance: contacts.quick.cards.assistance.title, info: contacts.quick.cards.info.title },
});

function openingHours(hours: OpeningHours): OpeningHoursSpecification {
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: [...hours.dayOfWeek],
    opens: hours.opens,
    closes: hours.closes,
  };
}

function contactPoints({ company: source, contactTypes }: OrganizationFacts): ContactPoint[] {
  return [
    {
      '@type': 'ContactPoint',
      contactType: contactTypes.info,
      telephone: source.phone.tel,
      email: source.email.info,
      hoursAvailable: openingHours(source.hours.office),
    },
    {
      '@type': 'ContactPoint',
      contactType: contactTypes.assistance,
      telephone: source.assistancePhone.tel,
      hoursAvailable: openingHours(source.hours.assistance),
    },
  ];
}

function organization(facts: OrganizationFacts, origin: string): Organization {
  const { company: source, profiles } = facts;
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: source.brand,
    legalName: source.legalName,
    description: source.tagline,
    url: canonicalUrl('/', origin),
    logo: `${origin}${brandLogo.path}`,
    foundingDate: String(source.foundedYear),
    vatID: source.vatNumber,
    email: source.email.info,
    telephone: source.phone.tel,
    address: postalAddress(source),
    contactPoint: contactPoints(facts),
    ...(profiles.length > 0 ? { sameAs: [...profiles] } : {}),
  };
}

function localBusiness(facts: OrganizationFacts, origin: string): LocalBusiness {
  const { company: source, position, mapUrl } = facts;
  return {
    '@type': 'LocalBusiness',
    '@id': `${origin}/#localbusiness`,
    name: source.brand,
    legalName: source.legalName,
    description: source.tagline,
    url: canonicalUrl('/', origin),
    image: `${origin}${shareImage.path}`,
    logo: `${origin}${brandLogo.path}`,
    parentOrganization: { '@id': organizationId(origin) },
    vatID: source.vatNumber,
    telephone: source.phone.tel,
    email: source.email.info,
    address: postalAddress(source),
    ...(position ? { geo: { '@type': 'GeoCoordinates', latitude: position.lat, longitude: position.lon } } : {}),
    hasMap: mapUrl,
    openingHoursSpecification: [openingHours(source.hours.office)],
    areaServed: regionServed(source),
  };
}

function webSite({ company: source }: OrganizationFacts, origin: string): WebSite {
  // The site search (/cerca, issue 44) answers any query in its address.
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${canonicalUrl(SEARCH_PAGE.path, origin)}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: source.brand,
    url: canonicalUrl('/', origin),
    inLanguage: 'it-IT',
    publisher: { '@id': organizationId(origin) },
    potentialAction: search,
  };
}

/**
 * Organization and LocalBusiness of the company (home page and /contatti); with `webSite`, also
 * the WebSite node Google reads the site's name from (home page only).
 */
export function organizationJsonLd(
  { webSite: withWebSite = false }: { webSite?: boolean } = {},
  facts: OrganizationFacts = siteFacts(),
  origin: string = siteUrl,
): Graph {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      ...(withWebSite ? [webSite(facts, origin)] : []),
      organization(facts, origin),
      localBusiness(facts, origin),
    ],
  };
}
