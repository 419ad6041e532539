import { parseFeed } from '@rowanmanning/feed-parser';
import { FEED_PATH, feedAlternates, newsFeedXml, romeMidnight, withFeed } from './newsFeed';

const origin = 'https://www.example.org';

type Item = Parameters<typeof newsFeedXml>[0][number];
const items: Item[] = [
  {
    slug: 'referenza-1',
    kind: 'referenza',
    title: 'Scaffalature & quota <prova>',
    summary: 'Un lavoro "in quota" con la piattaforma a forbice.',
    date: '2026-11-20',
  },
  ...Array.from({ length: 24 }, (_, index): Item => ({
    slug: `notizia-${index + 1}`,
    kind: 'notizia',
    title: `Notizia ${index + 1}`,
    summary: `Riassunto della notizia ${index + 1}.`,
    date: `2026-07-${String(28 - index).padStart(2, '0')}`,
  })),
];

/** The feed as a strict XML parser reads it: any error in the markup fails here, not in a reader. */
function strictXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

describe('newsFeedXml', () => {
  it('is well-formed Atom that a feed reader reads: title, links, the newest 20 items', () => {
    const xml = newsFeedXml(items, { origin, today: '2026-12-03' });
    const document = strictXml(xml);
    expect(document.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');

    const feed = parseFeed(xml);
    expect(feed.meta).toMatchObject({ type: 'atom', version: '1.0' });
    expect(feed.title).toBe('Gielle: notizie e referenze');
    expect(feed.url).toBe(`${origin}/notizie`);
    expect(feed.self).toBe(`${origin}${FEED_PATH}`);
    expect(feed.language).toBe('it');
    expect(feed.items).toHaveLength(20);
    expect(feed.items[0]).toMatchObject({
      id: `${origin}/notizie/referenza-1`,
      url: `${origin}/notizie/referenza-1`,
      title: 'Scaffalature & quota <prova>',
      description: 'Un lavoro "in quota" con la piattaforma a forbice.',
    });
    expect(feed.items[0]?.published?.toISOString()).toBe('2026-11-19T23:00:00.000Z');
    expect(feed.items[0]?.categories.map((category) => category.term)).toEqual(['referenza']);
    expect(feed.items.map((item) => item.url)).toEqual(
      items.slice(0, 20).map((item) => `${origin}/notizie/${item.slug}`),
    );
    expect(feed.updated?.toISOString()).toBe('2026-11-19T23:00:00.000Z');
  });

  it('every entry has the id, title and updated date Atom requires', () => {
    const document = strictXml(newsFeedXml(items, { origin, today: '2026-12-03' }));
    for (const entry of Array.from(document.getElementsByTagName('entry'))) {
      for (const name of ['id', 'title', 'updated']) expect(entry.getElementsByTagName(name)).toHaveLength(1);
    }
  });

  it('is valid with no item: who publishes it, and since when', () => {
    const xml = newsFeedXml([], { origin, today: '2026-12-03' });
    const document = strictXml(xml);
    for (const name of ['id', 'title', 'updated', 'author'])
      expect(document.documentElement.getElementsByTagName(name).length).toBeGreaterThan(0);
    const feed = parseFeed(xml);
    expect(feed.title).toBe('Gielle: notizie e referenze');
    expect(feed.items).toEqual([]);
    expect(feed.updated?.toISOString()).toBe('2026-12-02T23:00:00.000Z');
  });
});

describe('romeMidnight', () => {
  it('writes Catania’s offset, summer time included', () => {
    expect(romeMidnight('2026-01-15')).toBe('2026-01-15T00:00:00+01:00');
    expect(romeMidnight('2026-07-15')).toBe('2026-07-15T00:00:00+02:00');
  });
});

describe('withFeed', () => {
  it('adds the feed beside the canonical link, keeping it', () => {
    expect(withFeed({ title: 'x', alternates: { canonical: '/notizie' } }).alternates).toEqual({
      canonical: '/notizie',
      types: feedAlternates,
    });
    expect(feedAlternates['application/atom+xml']).toEqual([
      { url: '/notizie/feed.xml', title: 'Gielle: notizie e referenze' },
    ]);
  });
});
