import { pages, type PageKey } from '@/content/pages';
import { canonicalUrl, pageMetadata } from './metadata';

describe('pageMetadata', () => {
  it.each(Object.keys(pages) as PageKey[])('gives %s a canonical URL, Open Graph and a large Twitter card', (key) => {
    const page = pages[key];
    const metadata = pageMetadata(key);
    expect(metadata.description).toBe(page.description);
    expect(metadata.alternates?.canonical).toBe(page.path);
    expect(metadata.openGraph).toMatchObject({ url: page.path, locale: 'it_IT', siteName: 'Gielle', type: 'website' });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', description: page.description });
    const image = { url: '/og-image.png', width: 1200, height: 630, alt: expect.stringContaining('Gielle') };
    expect(metadata.openGraph?.images).toEqual([image]);
    expect(metadata.twitter?.images).toEqual([image]);
  });

  it('keeps the home title absolute and suffixes inner share titles with the brand', () => {
    expect(pageMetadata('home').title).toEqual({ absolute: pages.home.title });
    expect(pageMetadata('about').openGraph?.title).toBe(`${pages.about.title} | Gielle`);
  });
});

describe('canonicalUrl', () => {
  it('writes the home page as the bare origin, as Next writes its canonical link, and other paths after it', () => {
    expect(canonicalUrl('/', 'https://www.example.org')).toBe('https://www.example.org');
    expect(canonicalUrl('/chi-siamo', 'https://www.example.org')).toBe('https://www.example.org/chi-siamo');
  });
});
