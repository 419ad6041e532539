import { render, screen } from '@testing-library/react';
import type { Position } from '@/content/positions';
import CareersRoute, { generateMetadata } from '@/app/lavora-con-noi/[[...posizione]]/page';
import { canonicalUrl } from './metadata';
import { sitemapEntries } from './sitemapEntries';
import { openPositions, sitePages } from './sitePages';

/**
 * A position closed by its switch "Posizione chiusa" on the day it was posted, its closing date
 * still ahead: every place the build decides whether a position is open must leave it out.
 */
/** Built in a function, which jest.mock's factory (run before the imports below) can call. */
function mockPositions(): [Position, Position] {
  const base: Omit<Position, 'slug' | 'title'> = {
    workplace: 'sede',
    contract: 'indeterminato',
    hours: 'pieno',
    description: 'Posizione di prova per i test.',
    tasks: ['Attività di prova'],
    requirements: ['Requisito di prova'],
    offer: ['Punto di prova'],
    datePosted: (jest.requireActual('./positions') as typeof import('./positions')).romeDay(),
  };
  return [
    { ...base, slug: 'aperta-di-prova', title: 'Aperta di prova', validThrough: '2099-06-30' },
    { ...base, slug: 'chiusa-oggi-di-prova', title: 'Chiusa oggi di prova', validThrough: '2099-06-30', closed: true },
  ];
}

jest.mock('@/content/positions', () => {
  const actual = jest.requireActual('@/content/positions');
  const list = mockPositions();
  return {
    ...actual,
    positions: list,
    positionBySlug: (slug: string) => list.find((position) => position.slug === slug),
  };
});

const [OPEN, CLOSED] = mockPositions();

const params = (slug: string) => Promise.resolve({ posizione: [slug] });

describe('a position closed by its switch', () => {
  it('leaves the listing (and the careers form, which offers the same list) and the site’s pages', () => {
    expect(openPositions().map((position) => position.slug)).toEqual([OPEN.slug]);
    expect(sitePages.map((page) => page.path)).toContain(`/lavora-con-noi/${OPEN.slug}`);
    expect(sitePages.map((page) => page.path)).not.toContain(`/lavora-con-noi/${CLOSED.slug}`);
  });

  it('leaves the sitemap', () => {
    const urls = sitemapEntries(() => '2026-01-01').map((entry) => entry.url);
    expect(urls).toContain(canonicalUrl(`/lavora-con-noi/${OPEN.slug}`));
    expect(urls).not.toContain(canonicalUrl(`/lavora-con-noi/${CLOSED.slug}`));
  });

  it('is noindex, so the search index leaves it out too (scripts/searchIndex.ts indexes indexable pages only)', async () => {
    expect((await generateMetadata({ params: params(CLOSED.slug) })).robots).toEqual({ index: false, follow: true });
    expect((await generateMetadata({ params: params(OPEN.slug) })).robots).toBeUndefined();
  });

  it('has its page say it is closed, with no day, no closing date, no "Candidati" and no JobPosting', async () => {
    const { container } = render(await CareersRoute({ params: params(CLOSED.slug) }));
    expect(screen.getByRole('heading', { name: 'Questa posizione è chiusa' })).toBeVisible();
    expect(screen.getByText(/^Le candidature per questa posizione sono chiuse\./)).toBeVisible();
    expect(screen.queryByText('Candidature fino al')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Candidati' })).toBeNull();
    const data = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? '',
    );
    expect(data.some((text) => text.includes('JobPosting'))).toBe(false);
  });

  it('leaves an open one as it was: its page has "Candidati" and its JobPosting', async () => {
    const { container } = render(await CareersRoute({ params: params(OPEN.slug) }));
    expect(screen.getAllByRole('link', { name: 'Candidati' }).length).toBeGreaterThan(0);
    const data = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? '',
    );
    expect(data.some((text) => text.includes('JobPosting'))).toBe(true);
  });
});
