/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  breadcrumbProblems,
  canonicalLink,
  jsonLdBlocks,
  pageGroup,
  pngSize,
  urlProblems,
  type ExportedPage,
} from './structuredDataSite';

const origin = 'https://www.example.org';

const trail = (...urls: string[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: urls.map((item, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: `step ${index + 1}`,
    item,
  })),
});

const page = (file: string, canonical: string, ...blocks: unknown[]): ExportedPage => ({ file, canonical, blocks });

describe('jsonLdBlocks and canonicalLink', () => {
  it('read what the export writes into <head>', () => {
    const html =
      '<head><link rel="canonical" href="https://www.example.org/chi-siamo"/>' +
      '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script><script type="application/ld+json">{oops</script></head>';
    expect(canonicalLink(html)).toBe(`${origin}/chi-siamo`);
    expect(jsonLdBlocks(html)).toEqual([{ '@type': 'BreadcrumbList' }]);
  });
});

describe('breadcrumbProblems', () => {
  const home = page('/index.html', origin);
  const rental = page('/gielle-rental.html', `${origin}/gielle-rental`);

  it('accepts a trail of pages’ canonical URLs that ends at the page itself', () => {
    const vehicle = page(
      '/gielle-rental/carrello.html',
      `${origin}/gielle-rental/carrello`,
      trail(origin, `${origin}/gielle-rental`, `${origin}/gielle-rental/carrello`),
    );
    expect(breadcrumbProblems([home, rental, vehicle])).toEqual([]);
  });

  it('names a step that is a view of a page, which repeats the step before it', () => {
    const vehicle = page(
      '/gielle-rental/carrello.html',
      `${origin}/gielle-rental/carrello`,
      trail(
        origin,
        `${origin}/gielle-rental`,
        `${origin}/gielle-rental?categoria=elevatori#flotta`,
        `${origin}/gielle-rental/carrello`,
      ),
    );
    expect(breadcrumbProblems([home, rental, vehicle])).toEqual([
      `/gielle-rental/carrello.html: breadcrumb step 3 ${origin}/gielle-rental?categoria=elevatori#flotta is not the canonical URL of any page`,
    ]);
  });

  it('names a repeated step and a trail that ends elsewhere', () => {
    const wrong = page(
      '/gielle-rental/carrello.html',
      `${origin}/gielle-rental/carrello`,
      trail(origin, `${origin}/gielle-rental`, `${origin}/gielle-rental`),
    );
    expect(breadcrumbProblems([home, rental, wrong])).toEqual([
      `/gielle-rental/carrello.html: breadcrumb step 3 ${origin}/gielle-rental repeats the step before`,
      `/gielle-rental/carrello.html: the breadcrumb ends at ${origin}/gielle-rental, not at the page's canonical ${origin}/gielle-rental/carrello`,
    ]);
  });
});

describe('pngSize', () => {
  it('reads width and height from the IHDR chunk, and refuses what is not a PNG', () => {
    const header = Buffer.alloc(24);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header);
    header.writeUInt32BE(512, 16);
    header.writeUInt32BE(256, 20);
    expect(pngSize(header)).toEqual({ width: 512, height: 256 });
    expect(pngSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

describe('urlProblems', () => {
  let out: string;
  const png = (size: number) => {
    const bytes = Buffer.alloc(24);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
    bytes.writeUInt32BE(size, 16);
    bytes.writeUInt32BE(size, 20);
    return bytes;
  };

  beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), 'structured-data-'));
    mkdirSync(join(out, 'images'));
    writeFileSync(join(out, 'index.html'), '');
    writeFileSync(join(out, 'chi-siamo.html'), '');
    writeFileSync(join(out, 'logo.png'), png(512));
    writeFileSync(join(out, 'small.png'), png(40));
    writeFileSync(join(out, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('accepts URLs the export serves and a PNG logo of at least 112x112', () => {
    const org = {
      '@type': 'Organization',
      url: origin,
      logo: `${origin}/logo.png`,
      sameAs: ['https://www.linkedin.com/company/x'],
    };
    expect(urlProblems([page('/index.html', origin, org, trail(origin, `${origin}/chi-siamo`))], out, origin)).toEqual(
      [],
    );
  });

  it('names a missing file, an SVG logo and a logo under 112x112', () => {
    const blocks = [
      { '@type': 'Service', image: `${origin}/images/missing.svg` },
      { '@type': 'Organization', logo: `${origin}/icon.svg` },
      { '@type': 'LocalBusiness', logo: `${origin}/small.png` },
    ];
    expect(urlProblems([page('/index.html', origin, ...blocks)], out, origin)).toEqual([
      `/index.html: image ${origin}/images/missing.svg is no file of the export`,
      `/index.html: logo ${origin}/icon.svg is not a PNG`,
      `/index.html: logo ${origin}/small.png is 40x40, under 112x112`,
    ]);
  });
});

describe('pageGroup', () => {
  it('reports the 18 vehicle pages and the 15 service pages as one line each', () => {
    expect(pageGroup('/gielle-rental/carrello-diesel-3t.html')).toBe('vehicle pages (/gielle-rental/<slug>)');
    expect(pageGroup('/servizi/fibra-ottica.html')).toBe('service pages (/servizi/<slug>)');
    expect(pageGroup('/index.html')).toBe('/');
    expect(pageGroup('/gielle-rental.html')).toBe('/gielle-rental');
    expect(pageGroup('/admin/index.html')).toBe('/admin');
  });
});
