import { company } from '@/content/company';
import { pages, type PageKey } from '@/content/pages';
import {
  breadcrumbJsonLd,
  breadcrumbName,
  breadcrumbTrailJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  serviceJsonLd,
} from './structuredData';

const origin = 'https://www.example.org';

describe('organizationJsonLd', () => {
  const data = organizationJsonLd(company, origin);
  const graph = data['@graph'] as Record<string, unknown>[];
  const byType = (type: string) => graph.find((node) => node['@type'] === type) as Record<string, any>;

  it('describes the company as Organization and LocalBusiness', () => {
    expect(data['@context']).toBe('https://schema.org');
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'LocalBusiness']);
  });

  it('takes address, phone, VAT and hours from content/company.ts', () => {
    const business = byType('LocalBusiness');
    expect(business.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      addressRegion: company.address.province,
      addressCountry: 'IT',
    });
    expect(business.telephone).toBe(company.phone.tel);
    expect(business.vatID).toBe(company.vatNumber);
    expect(business.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
    ]);
    expect(business.parentOrganization).toEqual({ '@id': `${origin}/#organization` });
  });

  it('links the organisation to its social profiles and its own origin', () => {
    const organization = byType('Organization');
    expect(organization.url).toBe(`${origin}/`);
    expect(organization.sameAs).toEqual(company.social.map((s) => s.url));
    expect(organization.foundingDate).toBe('2002');
  });
});

describe('breadcrumbJsonLd', () => {
  const inner = (Object.keys(pages) as PageKey[]).filter((key) => key !== 'home');

  it.each(inner)('gives %s a two-step trail from home', (key) => {
    const data = breadcrumbJsonLd(key, origin) as { '@type': string; itemListElement: Record<string, unknown>[] };
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: breadcrumbName(key), item: `${origin}${pages[key].path}` },
    ]);
  });

  it('uses the navigation label where the page has one', () => {
    expect(breadcrumbName('about')).toBe('Chi Siamo');
    expect(breadcrumbName('whistleblowing')).toBe('Whistleblowing');
    expect(breadcrumbName('anonymousReport')).toBe(pages.anonymousReport.title);
  });

  it('refuses the home page', () => {
    expect(() => breadcrumbJsonLd('home', origin)).toThrow();
  });
});

describe('serializeJsonLd', () => {
  it('is valid JSON that cannot close its script tag', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('faqPageJsonLd', () => {
  it('maps every question and answer to a schema.org Question', () => {
    const data = faqPageJsonLd([
      { question: 'Durata minima?', answer: 'Un giorno.' },
      { question: 'Assicurazione?', answer: 'RC inclusa.' },
    ]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Durata minima?', acceptedAnswer: { '@type': 'Answer', text: 'Un giorno.' } },
        { '@type': 'Question', name: 'Assicurazione?', acceptedAnswer: { '@type': 'Answer', text: 'RC inclusa.' } },
      ],
    });
  });

  it('serialises without any raw "<" so the script tag cannot be closed early', () => {
    const json = serializeJsonLd(faqPageJsonLd([{ question: 'a</script><b>', answer: 'x' }]));
    expect(json).not.toContain('<');
    expect(JSON.parse(json).mainEntity[0].name).toBe('a</script><b>');
  });
});

describe('breadcrumbTrailJsonLd', () => {
  it('starts at home and numbers every level of a deep page', () => {
    const data = breadcrumbTrailJsonLd(
      [
        { name: 'Gielle Rental', path: '/gielle-rental' },
        { name: 'Carrelli Elevatori', path: '/gielle-rental?categoria=elevatori#flotta' },
        { name: 'Carrello', path: '/gielle-rental/carrello' },
      ],
      origin,
    );
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Gielle Rental', item: `${origin}/gielle-rental` },
      { '@type': 'ListItem', position: 3, name: 'Carrelli Elevatori', item: `${origin}/gielle-rental?categoria=elevatori#flotta` },
      { '@type': 'ListItem', position: 4, name: 'Carrello', item: `${origin}/gielle-rental/carrello` },
    ]);
  });
});

describe('serviceJsonLd', () => {
  const service = {
    title: 'Fibra ottica',
    description: 'Posa e certificazione.',
    path: '/servizi/fibra-ottica',
    image: '/images/services/fibra-ottica.svg',
    categories: ['Industriale'],
  };

  it('names the company from the config as provider and its region as area served', () => {
    const data = serviceJsonLd(service, company, 'https://example.org');
    expect(data).toMatchObject({
      '@type': 'Service',
      name: 'Fibra ottica',
      description: 'Posa e certificazione.',
      url: 'https://example.org/servizi/fibra-ottica',
      image: 'https://example.org/images/services/fibra-ottica.svg',
      provider: { '@type': 'Organization', '@id': 'https://example.org/#organization', name: company.brand, legalName: company.legalName },
      areaServed: { '@type': 'AdministrativeArea', name: company.address.region },
    });
  });

  it('claims no price, offer or rating', () => {
    const json = JSON.stringify(serviceJsonLd(service, company, 'https://example.org'));
    expect(json).not.toMatch(/offers|price|aggregateRating|review/i);
  });
});

describe('productJsonLd', () => {
  const data = productJsonLd(
    {
      name: 'Carrello',
      description: 'Un carrello.',
      path: '/gielle-rental/carrello',
      images: ['/images/fleet/carrello.svg'],
      category: 'Carrelli Elevatori',
      brand: 'Gielle Rental',
      properties: [{ label: 'Peso', value: '3.050 kg' }],
    },
    origin,
  );

  it('describes the vehicle with absolute URLs, brand and specs as properties', () => {
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Carrello',
      url: `${origin}/gielle-rental/carrello`,
      image: [`${origin}/images/fleet/carrello.svg`],
      category: 'Carrelli Elevatori',
      brand: { '@type': 'Brand', name: 'Gielle Rental' },
      additionalProperty: [{ '@type': 'PropertyValue', name: 'Peso', value: '3.050 kg' }],
    });
  });

  it('claims no price, offer or rating', () => {
    for (const key of ['offers', 'aggregateRating', 'review', 'price']) expect(data).not.toHaveProperty(key);
  });
});
