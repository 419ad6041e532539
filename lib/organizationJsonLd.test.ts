/** @jest-environment node */
import type { Graph } from 'schema-dts';
import { company, mapsSearchUrl } from '@/content/company';
import { companySampleFields, ownProfiles } from '@/content/companySamples';
import { contacts } from '@/content/contacts';
import { checkJsonLdPages } from '@/scripts/structuredDataCheck';
import { organizationJsonLd, type OrganizationFacts } from './organizationJsonLd';

const origin = 'https://www.example.org';

const facts: OrganizationFacts = {
  company,
  position: { lat: 37.46361, lon: 15.04062 },
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Gielle',
  profiles: [],
  contactTypes: { assistance: 'Assistenza tecnica', info: 'Informazioni e preventivi' },
};

type Node = Record<string, any>;
const graph = (data: Graph) => data['@graph'] as unknown as Node[];
const node = (data: Graph, type: string) => graph(data).find((item) => item['@type'] === type) as Node;

describe('organizationJsonLd', () => {
  const data = organizationJsonLd({}, facts, origin);

  it('describes the company as Organization and its premises as LocalBusiness, linked by id', () => {
    expect(data['@context']).toBe('https://schema.org');
    expect(graph(data).map((item) => item['@type'])).toEqual(['Organization', 'LocalBusiness']);
    expect(node(data, 'LocalBusiness').parentOrganization).toEqual({ '@id': `${origin}/#organization` });
  });

  it('adds the WebSite, published by the organisation, only when asked (the home page)', () => {
    const home = organizationJsonLd({ webSite: true }, facts, origin);
    expect(graph(home).map((item) => item['@type'])).toEqual(['WebSite', 'Organization', 'LocalBusiness']);
    expect(node(home, 'WebSite')).toEqual({
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name: company.brand,
      url: origin,
      inLanguage: 'it-IT',
      publisher: { '@id': `${origin}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/cerca?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('takes address, phone, VAT and office hours from content/company.json', () => {
    const business = node(data, 'LocalBusiness');
    expect(business.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      addressRegion: company.address.province,
      addressCountry: company.address.countryCode,
    });
    expect(business.telephone).toBe(company.phone.tel);
    expect(business.vatID).toBe(company.vatNumber);
    expect(business.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...company.hours.office.dayOfWeek],
        opens: company.hours.office.opens,
        closes: company.hours.office.closes,
      },
    ]);
  });

  it('gives the premises their position and map when the company gives them, and leaves geo out when not', () => {
    expect(node(data, 'LocalBusiness')).toMatchObject({
      geo: { '@type': 'GeoCoordinates', latitude: 37.46361, longitude: 15.04062 },
      hasMap: facts.mapUrl,
    });
    const { position: _position, ...withoutPosition } = facts;
    expect(node(organizationJsonLd({}, withoutPosition, origin), 'LocalBusiness')).not.toHaveProperty('geo');
  });

  it('names the two lines with their own numbers and hours', () => {
    expect(node(data, 'Organization').contactPoint).toEqual([
      {
        '@type': 'ContactPoint',
        contactType: 'Informazioni e preventivi',
        telephone: company.phone.tel,
        email: company.email.info,
        hoursAvailable: expect.objectContaining({
          opens: company.hours.office.opens,
          closes: company.hours.office.closes,
        }),
      },
      {
        '@type': 'ContactPoint',
        contactType: 'Assistenza tecnica',
        telephone: company.assistancePhone.tel,
        hoursAvailable: expect.objectContaining({
          opens: company.hours.assistance.opens,
          closes: company.hours.assistance.closes,
        }),
      },
    ]);
  });

  it('shows the brand mark as a PNG of the site, never the SVG icon', () => {
    for (const type of ['Organization', 'LocalBusiness']) expect(node(data, type).logo).toBe(`${origin}/logo.png`);
  });

  it('lists sameAs only with profiles that are the company’s own, and leaves it out while there are none', () => {
    expect(node(data, 'Organization')).not.toHaveProperty('sameAs');
    const profiles = ['https://www.linkedin.com/company/gielle'];
    expect(node(organizationJsonLd({}, { ...facts, profiles }, origin), 'Organization').sameAs).toEqual(profiles);
  });

  it('passes Google’s rules and the schema.org vocabulary with no error and no warning', () => {
    const [page] = checkJsonLdPages([
      [
        organizationJsonLd(
          { webSite: true },
          { ...facts, profiles: ['https://www.linkedin.com/company/gielle'] },
          origin,
        ),
      ],
    ]);
    expect(page?.types).toEqual(['WebSite', 'Organization', 'LocalBusiness']);
    expect(page?.issues).toEqual([]);
  });
});

describe('the site’s own facts', () => {
  it('are content/contacts.json’s map position and the maps link the pages show', () => {
    const business = node(organizationJsonLd(), 'LocalBusiness');
    expect(business.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: contacts.map.position.lat,
      longitude: contacts.map.position.lon,
    });
    expect(business.hasMap).toBe(mapsSearchUrl);
  });

  it('leave out every social address still ticked as a sample', () => {
    const sameAs: string[] = node(organizationJsonLd(), 'Organization').sameAs ?? [];
    const samples = company.social.filter((link) => companySampleFields.has(`social.${link.network}`));
    for (const link of samples) expect(sameAs).not.toContain(link.url);
    expect(sameAs).toHaveLength(company.social.length - samples.length);
  });
});

describe('ownProfiles', () => {
  it('keeps the profiles no longer ticked as samples, in their order', () => {
    const social = [
      { network: 'Facebook', url: 'https://www.facebook.com/' },
      { network: 'LinkedIn', url: 'https://www.linkedin.com/company/gielle' },
    ] as const;
    expect(ownProfiles(social, new Set(['social.Facebook', 'vatNumber']))).toEqual([
      'https://www.linkedin.com/company/gielle',
    ]);
    expect(ownProfiles(social, new Set(['social.Facebook', 'social.LinkedIn']))).toEqual([]);
  });
});
