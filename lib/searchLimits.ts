/**
 * How long a page's title and meta description may be for search results to show them whole
 * (issue 24): Google cuts titles past about 60 characters and descriptions past about 160, and
 * a description much shorter than 70 says too little to be shown instead of a snippet of the page.
 *
 * One definition for every place that holds or checks them: content/pages.ts and the data files
 * (content/schema/ shows and enforces the limits in the editor, lib/content/ checks the final text
 * with company placeholders filled in), the vehicle pages' composed titles (lib/vehicleMeta.ts),
 * and the tests over the export (e2e/search.spec.ts). Lengths are counted as JavaScript does
 * (`.length`), as the editor's pattern does.
 */
export const SEARCH_LIMITS = {
  /** The whole <title>, brand suffix included. */
  title: 60,
  description: { min: 70, max: 160 },
} as const;

/** What the layout's title template adds to every page but the home page (app/layout.tsx). */
export function titleSuffix(brand: string): string {
  return ` | ${brand}`;
}

/** The <title> as rendered: the home page's title is absolute, any other gets the brand suffix. */
export function renderedTitle(title: string, brand: string, { absolute = false }: { absolute?: boolean } = {}): string {
  return absolute ? title : `${title}${titleSuffix(brand)}`;
}

/** Room left for a page's own title once the layout has added the brand. */
export function titleRoom(brand: string): number {
  return SEARCH_LIMITS.title - titleSuffix(brand).length;
}

/** Why a rendered title does not fit the results, in Italian for the office; undefined when it fits. */
export function titleProblem(rendered: string): string | undefined {
  const { title } = SEARCH_LIMITS;
  return rendered.length > title
    ? `il titolo come appare nei risultati di ricerca («${rendered}») ha ${rendered.length} caratteri: al massimo ${title}, accorcialo`
    : undefined;
}

/** Why a meta description is too short or too long, in Italian; undefined when it fits. */
export function descriptionProblem(description: string): string | undefined {
  const { min, max } = SEARCH_LIMITS.description;
  const length = description.length;
  if (length > max)
    return `la descrizione per i motori di ricerca ha ${length} caratteri: al massimo ${max}, accorciala`;
  if (length < min)
    return `la descrizione per i motori di ricerca ha ${length} caratteri: ne servono almeno ${min}, aggiungi un dettaglio`;
  return undefined;
}
