/** @jest-environment node */
import { company } from '@/content/company';
import { pages, type PageKey } from '@/content/pages';
import { canonicalUrl } from '@/lib/metadata';
import { checkJsonLdPages } from '@/scripts/structuredDataCheck';
import {
  breadcrumbJsonLd,
  breadcrumbName,
  breadcrumbTrailJsonLd,
  faqPageJsonLd,
  serializeJsonLd,
  serviceJsonLd,
} from './structuredData';

const origin = 'https://www.example.org';

describe('breadcrumbJsonLd', () => {
  const inner = (Object.keys(pages) as PageKey[]).filter((key) => key !== 'home');

  it.each(inner)('gives %s a two-step trail from home', (key) => {
    const data = breadcrumbJsonLd(key, origin);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: origin },
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
  it('starts at home and numbers every level, each the canonical URL of a page', () => {
    const data = breadcrumbTrailJsonLd(
      [
        { name: 'Gielle Rental', path: '/gielle-rental' },
        { name: 'Carrello', path: '/gielle-rental/carrello' },
      ],
      origin,
    );
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: origin },
      { '@type': 'ListItem', position: 2, name: 'Gielle Rental', item: `${origin}/gielle-rental` },
      { '@type': 'ListItem', position: 3, name: 'Carrello', item: `${origin}/gielle-rental/carrello` },
    ]);
  });

  it('writes every step as the page writes its canonical link', () => {
    const data = breadcrumbTrailJsonLd([{ name: 'Servizi', path: pages.services.path }], origin);
    expect((data.itemListElement as readonly { item: string }[]).map((item) => item.item)).toEqual([
      canonicalUrl('/', origin),
      canonicalUrl(pages.services.path, origin),
    ]);
  });

  it('refuses a step that is only a view of a page: a query or a fragment', () => {
    expect(() =>
      breadcrumbTrailJsonLd(
        [{ name: 'Carrelli Elevatori', path: '/gielle-rental?categoria=elevatori#flotta' }],
        origin,
      ),
    ).toThrow(/Carrelli Elevatori.*view of a page/);
    expect(() => breadcrumbTrailJsonLd([{ name: 'Flotta', path: '/gielle-rental#flotta' }], origin)).toThrow();
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
      provider: {
        '@type': 'Organization',
        '@id': 'https://example.org/#organization',
        name: company.brand,
        legalName: company.legalName,
      },
      areaServed: { '@type': 'AdministrativeArea', name: company.address.region },
    });
  });

  it('claims no price, offer or rating', () => {
    const json = JSON.stringify(serviceJsonLd(service, company, 'https://example.org'));
    expect(json).not.toMatch(/offers|price|aggregateRating|review/i);
  });
});

describe("Google's rules and the schema.org vocabulary", () => {
  it('find nothing to object to in a service page, a deep trail or a FAQ', () => {
    const service = {
      title: 'Fibra ottica',
      description: 'Posa.',
      path: '/servizi/fibra-ottica',
      image: '/images/s.svg',
      categories: ['Industriale'],
    };
    const results = checkJsonLdPages([
      [
        serviceJsonLd(service, company, origin),
        breadcrumbTrailJsonLd(
          [
            { name: 'Servizi', path: '/servizi' },
            { name: 'Fibra ottica', path: service.path },
          ],
          origin,
        ),
      ],
      [faqPageJsonLd([{ question: 'Durata minima?', answer: 'Un giorno.' }]), breadcrumbJsonLd('rental', origin)],
    ]);
    expect(results.map((page) => page.types)).toEqual([
      ['Service', 'BreadcrumbList'],
      ['FAQPage', 'BreadcrumbList'],
    ]);
    expect(results.flatMap((page) => page.issues)).toEqual([]);
  });

  it('would object to a trail whose step has no URL, so the check above is not empty', () => {
    const broken = {
      ...breadcrumbJsonLd('rental', origin),
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home' },
        { '@type': 'ListItem', position: 2, name: 'Noleggio' },
      ],
    };
    const [page] = checkJsonLdPages([[broken]]);
    expect(page?.issues.length).toBeGreaterThan(0);
  });
});
