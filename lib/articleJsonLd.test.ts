/** @jest-environment node */
import { company } from '@/content/company';
import { checkJsonLdPages } from '@/scripts/structuredDataCheck';
import { articleJsonLd, type ArticleFacts } from './articleJsonLd';
import { breadcrumbTrailJsonLd } from './structuredData';

const origin = 'https://www.example.org';

/** The end-to-end build's reference (e2e/testContent.ts), as its page declares it. */
const reference: ArticleFacts = {
  item: {
    slug: 'referenza-di-prova-magazzino',
    kind: 'referenza',
    title: 'Referenza di prova: scaffalature in quota',
    summary:
      'Una referenza di prova creata dai test: un lavoro in quota con una piattaforma a forbice e il facchinaggio.',
    date: '2026-11-20',
    photos: [
      { src: '/images/fleet/piattaforma-forbice-12m-lavoro.svg', alt: 'Piattaforma a forbice di prova al lavoro' },
    ],
    place: 'Zona industriale di prova',
  },
  path: '/notizie/referenza-di-prova-magazzino',
  shareImagePath: '/og/notizie/referenza-di-prova-magazzino.jpg',
};

const news: ArticleFacts = {
  item: {
    slug: 'notizia-di-prova-1',
    kind: 'notizia',
    title: 'Notizia di prova numero 1',
    summary: 'La notizia di prova numero 1.',
    date: '2026-10-19',
    photos: [],
  },
  path: '/notizie/notizia-di-prova-1',
};

type Node = Record<string, any>;

describe('articleJsonLd', () => {
  const data = articleJsonLd(reference, company, origin) as Node;

  it('says what the page shows: headline, summary, dates, its own URL as the main entity', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: reference.item.title,
      description: reference.item.summary,
      datePublished: '2026-11-20',
      dateModified: '2026-11-20',
      url: `${origin}/notizie/referenza-di-prova-magazzino`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}/notizie/referenza-di-prova-magazzino` },
      contentLocation: { '@type': 'Place', name: 'Zona industriale di prova' },
    });
  });

  it('names the company as author and publisher, with its name and address', () => {
    for (const role of ['author', 'publisher']) {
      expect(data[role]).toMatchObject({
        '@type': 'Organization',
        '@id': `${origin}/#organization`,
        name: company.brand,
        url: origin,
      });
    }
  });

  it('gives its pictures as absolute URLs, the share JPEG first', () => {
    expect(data.image).toEqual([
      `${origin}/og/notizie/referenza-di-prova-magazzino.jpg`,
      `${origin}/images/fleet/piattaforma-forbice-12m-lavoro.svg`,
    ]);
  });

  it('a news item is a NewsArticle; with no photo it declares no picture rather than a stranger one', () => {
    const plain = articleJsonLd(news, company, origin) as Node;
    expect(plain['@type']).toBe('NewsArticle');
    expect(plain).not.toHaveProperty('image');
    expect(plain).not.toHaveProperty('contentLocation');
  });
});

describe("Google's rules and the schema.org vocabulary", () => {
  it('find no error and no warning on either kind, beside the page’s breadcrumbs', () => {
    const trail = (facts: ArticleFacts) =>
      breadcrumbTrailJsonLd(
        [
          { name: 'Notizie', path: '/notizie' },
          { name: facts.item.title, path: facts.path },
        ],
        origin,
      );
    const results = checkJsonLdPages([
      [trail(reference), articleJsonLd(reference, company, origin)],
      [trail(news), articleJsonLd(news, company, origin)],
    ]);
    expect(results.map((page) => page.types)).toEqual([
      ['BreadcrumbList', 'Article'],
      ['BreadcrumbList', 'NewsArticle'],
    ]);
    expect(results.flatMap((page) => page.issues)).toEqual([]);
  });
});
