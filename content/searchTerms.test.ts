/**
 * @jest-environment node
 */
import { join } from 'node:path';
import { loadContent } from '@/lib/content/load';
import { pageSpecificText, vehicleGuideText } from '@/lib/pageText';
import { eProcurement } from './eProcurement';
import { serviceCentre } from './serviceCentre';

/**
 * The words the office adds for the site search (`searchTerms`, docs/search.md) are words the page
 * does not already use: one its text holds adds nothing to the index, and only hides which words
 * were really missing.
 */
const { content, problems } = loadContent(join(__dirname, '..'));

/** Every string of a value (the texts of a page module, whatever their shape). */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value !== null && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

/** The text of the pages a service's `link` leads to; a service linking another page must add it here. */
const LINKED_PAGE_TEXT: Record<string, string[]> = {
  '/centro-spasciani': strings(serviceCentre),
  '/eProcurement': strings(eProcurement),
};

/** The term as a whole word or phrase of the text, case and spacing aside (PLE is not in "semplice"). */
function usedIn(term: string, texts: readonly string[]): boolean {
  const phrase = term
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${phrase}(?![\\p{L}\\p{N}])`, 'iu');
  return texts.some((text) => pattern.test(text));
}

describe('search terms of the content', () => {
  it('the content is valid, so the terms below are those the site indexes', () => {
    expect(problems).toEqual([]);
  });

  it('usedIn matches whole words and phrases only, in any case', () => {
    expect(usedIn('PLE', ['Ogni ple va guidata da chi è formato.'])).toBe(true);
    expect(usedIn('PLE', ['Un mezzo semplice.'])).toBe(false);
    expect(usedIn('piattaforma aerea', ['Una Piattaforma  aerea.'])).toBe(true);
    expect(usedIn('piattaforma aerea', ['Una piattaforma a forbice aerea.'])).toBe(false);
  });

  it('the office has words for forklifts, aerial platforms and the service centre', () => {
    const terms = (slug: string) => content?.vehicles.find((vehicle) => vehicle.slug === slug)?.searchTerms ?? [];
    expect(terms('carrello-diesel-3t')).toContain('muletto');
    expect(terms('piattaforma-forbice-12m')).toContain('pantografo');
    const centre = content?.services.find((service) => service.slug === 'centro-assistenza-protezione-respiratoria');
    expect(centre?.searchTerms?.length).toBeGreaterThan(0);
  });

  it.each(
    (content?.vehicles ?? [])
      .filter((vehicle) => vehicle.searchTerms?.length)
      .map((vehicle) => [vehicle.slug, vehicle] as const),
  )('no word of the vehicle %s is already in its name, description or guide', (_slug, vehicle) => {
    const text = [vehicle.name, vehicle.description, ...vehicleGuideText(vehicle.guide)];
    expect((vehicle.searchTerms ?? []).filter((term) => usedIn(term, text))).toEqual([]);
  });

  it.each(
    (content?.services ?? [])
      .filter((service) => service.searchTerms?.length)
      .map((service) => [service.slug, service] as const),
  )('no word of the service %s is already in its title, description, features or page text', (_slug, service) => {
    const { page } = service;
    const text = [
      service.title,
      service.description,
      ...service.features,
      ...(service.badge ? [service.badge] : []),
      page.metaTitle,
      page.metaDescription,
      ...page.sectors,
      ...pageSpecificText(page),
    ];
    // Words of a service with a page of its own are indexed with that page: its text counts too.
    if (service.link) {
      expect(Object.keys(LINKED_PAGE_TEXT)).toContain(service.link);
      text.push(...(LINKED_PAGE_TEXT[service.link] ?? []));
    }
    expect((service.searchTerms ?? []).filter((term) => usedIn(term, text))).toEqual([]);
  });
});
