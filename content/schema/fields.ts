import { z } from 'zod';
import { SEARCH_LIMITS, titleRoom } from '@/lib/searchLimits';

/**
 * Field builders shared by the content schemas. Every field carries the Italian label (`title`)
 * and hint (`description`) the editor shows (scripts/cms-config.ts turns them into Decap's
 * config), so the form the office fills in and the check the build runs are one definition.
 *
 * Build-time only: the schemas validate content/*.json before every build (lib/content/), and
 * no page or client component imports them, so zod never reaches a visitor's browser.
 */

/** Metadata the editor reads besides title and description. */
export interface FieldMeta {
  title: string;
  description?: string;
  /**
   * Multi-line text, an upload, a field the editor does not show, a calendar date, formatted text
   * (rendered safely at build: lib/richText), a yes/no box, or a pick from another collection.
   */
  widget?: 'text' | 'image' | 'file' | 'hidden' | 'date' | 'markdown' | 'boolean' | 'relation';
  /** For `relation`: the collection picked from, the field stored and the field shown. */
  relation?: { collection: 'fleet' | 'services'; valueField: string; displayField: string };
  /** Labels of an enumeration's values, in the editor's select. */
  options?: Record<string, string>;
  /** Where an image field uploads, when its collection names no folder (e.g. /images/home). */
  folder?: string;
  /** A text's length limits (sizedText): the editor counts its characters as they are typed. */
  length?: { min: number; max: number };
  /**
   * A group whose running text must reach `min` words (lib/pageText.ts, checked by lib/content):
   * the editor counts them live; `text` names which of the group's fields count.
   */
  words?: { min: number; text: 'vehicleGuide' | 'servicePage' };
}

export const field = <T extends z.ZodType>(schema: T, meta: FieldMeta): T => schema.meta({ ...meta });

/** A line of text that may not be empty. */
export const line = (meta: FieldMeta) => field(z.string().trim().min(1, { error: 'non può essere vuoto' }), meta);

/** A paragraph: multi-line in the editor. */
export const paragraph = (meta: FieldMeta) =>
  field(z.string().trim().min(1, { error: 'non può essere vuoto' }), { widget: 'text', ...meta });

/**
 * A text of `min` to `max` characters. Decap's text fields know no length limit, so the limit
 * travels in the field's metadata (`length`: scripts/cms-config.ts gives it to the editor, which
 * counts the characters as they are typed and refuses the text before saving, saying how many it
 * has) and as a sentence added to the hint; the build's check refuses it again.
 */
export const sizedText = (meta: FieldMeta, { min = 1, max }: { min?: number; max: number }) => {
  const range = min > 1 ? `tra ${min} e ${max} caratteri` : `al massimo ${max} caratteri`;
  const error = (issue?: { input?: unknown }) => {
    const length = typeof issue?.input === 'string' ? issue.input.length : undefined;
    if (length === 0) return 'non può essere vuoto';
    return `deve avere ${range}${length === undefined ? '' : `: ne ha ${length}`}`;
  };
  const hint = `${range.charAt(0).toUpperCase()}${range.slice(1)}.`;
  return field(
    z
      .string()
      .trim()
      .regex(new RegExp(`^[\\s\\S]{${min},${max}}$`), { error }),
    {
      ...meta,
      description: meta.description ? `${meta.description} ${hint}` : hint,
      length: { min, max },
    },
  );
};

/**
 * Room for a page's own title in search results: the limit less the " | Gielle" the layout adds.
 * The schema cannot read the brand (it checks company.json itself): the content check measures
 * the title with the real brand (lib/content/load.ts).
 */
export const TITLE_ROOM = titleRoom('Gielle');

/** A page's title for search results (the layout adds the brand). */
export const searchTitle = (meta: FieldMeta) => sizedText(meta, { max: TITLE_ROOM });

/** A page's meta description: long enough to be shown, short enough to be shown whole. */
export const searchDescription = (meta: FieldMeta) =>
  sizedText({ widget: 'text', ...meta }, { min: SEARCH_LIMITS.description.min, max: SEARCH_LIMITS.description.max });

/** A list of paragraphs or short lines, at least one. */
export const lines = (meta: FieldMeta, item: FieldMeta, min = 1) =>
  field(z.array(paragraph(item)).min(min, { error: `servono almeno ${min} voci` }), meta);

/** Limits of the words the office adds for the site search (searchTerms). */
export const SEARCH_TERMS_LIMITS = { min: 2, max: 40, count: 12 } as const;

/**
 * Words a buyer may type that the page itself does not use (muletto for a forklift): the site
 * search indexes them with the page, which does not show them (docs/search.md). A list of short
 * texts, none repeated (case aside), at most SEARCH_TERMS_LIMITS.count; optional.
 */
export const searchTerms = (example: string) =>
  field(
    z
      .array(sizedText({ title: 'Parola' }, { min: SEARCH_TERMS_LIMITS.min, max: SEARCH_TERMS_LIMITS.max }))
      .max(SEARCH_TERMS_LIMITS.count, {
        error: `al massimo ${SEARCH_TERMS_LIMITS.count} parole: tieni quelle che i clienti cercano davvero`,
      })
      .superRefine((terms, context) => {
        const seen = new Map<string, number>();
        terms.forEach((term, index) => {
          const key = term.toLocaleLowerCase('it');
          const first = seen.get(key);
          if (first === undefined) seen.set(key, index);
          else
            context.addIssue({
              code: 'custom',
              path: [index],
              input: term,
              message: `"${term}" è già nell’elenco (voce ${first + 1}): toglila`,
            });
        });
      }),
    {
      title: 'Parole di ricerca',
      description: `Parole che un cliente potrebbe cercare e che la pagina non usa (es. ${example}). Servono solo alla ricerca del sito: non compaiono sulla pagina. Una parola o una breve espressione per riga, al massimo ${SEARCH_TERMS_LIMITS.count}.`,
    },
  ).optional();

/** The last segment of a page address: lower-case letters, digits and hyphens. */
export const slug = (meta: FieldMeta) =>
  field(
    z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error: 'usa solo lettere minuscole senza accenti, cifre e trattini (es. piattaforma-forbice-12m)',
    }),
    meta,
  );

/** An image under public/images, written as the site addresses it (/images/...). */
export const imagePath = (meta: FieldMeta) =>
  field(
    z.string().regex(/^\/images\/[^\s?#]+\.(?:svg|png|jpe?g|webp|avif)$/i, {
      error: 'serve un’immagine caricata in /images (svg, png, jpg, webp o avif)',
    }),
    { widget: 'image', ...meta },
  );

/**
 * A PDF under public/documents, written as the site addresses it: /documents/<name>.pdf for the
 * generated ones, /documents/caricati/<name>.pdf for the editor's uploads.
 */
export const documentPath = (meta: FieldMeta) =>
  field(
    z.string().regex(/^\/documents\/(?:caricati\/)?[A-Za-z0-9][A-Za-z0-9._-]*\.pdf$/, {
      error:
        'serve un PDF caricato dall’editor, con un nome senza spazi (es. /documents/caricati/certificato-iso-9001.pdf)',
    }),
    { widget: 'file', ...meta },
  );

/** A calendar day, stored as YYYY-MM-DD; the editor shows a date picker in Italian. */
export const calendarDate = (meta: FieldMeta) =>
  field(z.iso.date({ error: 'serve una data valida (giorno, mese e anno)' }), { widget: 'date', ...meta });

/**
 * Formatted text (paragraphs, bold, lists, links, subheadings) in Markdown. The build renders it
 * to HTML elements itself and drops any raw HTML typed in it (lib/richText.tsx).
 */
export const richText = (meta: FieldMeta) =>
  field(z.string().trim().min(1, { error: 'non può essere vuoto' }), { widget: 'markdown', ...meta });

/** Slugs picked from another collection (the editor's list shows their names; the check finds each). */
export const picks = (meta: FieldMeta, relation: NonNullable<FieldMeta['relation']>) =>
  field(z.array(z.string()), { widget: 'relation', relation, ...meta });

/** A whole number of at least `min`. */
export const wholeNumber = (meta: FieldMeta, min = 0) =>
  field(
    z
      .number()
      .int({ error: 'serve un numero intero' })
      .min(min, { error: `deve essere almeno ${min}` }),
    meta,
  );

/**
 * A measure that may have decimals, greater than zero. An inclusive bound (0.1), so the editor's
 * number field refuses zero too: Decap knows only inclusive minimums.
 */
export const measure = (meta: FieldMeta) => field(z.number().min(0.1, { error: 'deve essere maggiore di zero' }), meta);

/** One of a fixed set of values, shown as a select with Italian labels. */
export const choice = <const V extends readonly [string, ...string[]]>(
  values: V,
  labels: Record<V[number], string>,
  meta: FieldMeta,
) => field(z.enum(values), { ...meta, options: labels });

/**
 * The marker of placeholder values (docs/content.md, "Sample values and SITE_URL"): the paths, inside the same
 * file, of values that are still samples. The editor shows it as a multiple choice; the
 * production build refuses to run while any remain (scripts/goLive.ts).
 */
export const sampleMarks = <const P extends readonly [string, ...string[]]>(
  paths: P,
  labels: Record<P[number], string>,
) =>
  field(z.array(z.enum(paths)).default([]), {
    title: 'Valori di esempio ancora da sostituire',
    description:
      'Ogni voce spuntata è ancora un valore di prova. Dopo aver inserito il dato reale, togli la spunta: la pubblicazione definitiva (build di produzione) si blocca finché ne resta una.',
    options: labels,
  });
