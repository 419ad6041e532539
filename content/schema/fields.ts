import { z } from 'zod';

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
  /** Multi-line text, an upload, or a field the editor does not show. */
  widget?: 'text' | 'image' | 'file' | 'hidden';
  /** Labels of an enumeration's values, in the editor's select. */
  options?: Record<string, string>;
  /** Where an image field uploads, when its collection names no folder (e.g. /images/home). */
  folder?: string;
}

export const field = <T extends z.ZodType>(schema: T, meta: FieldMeta): T => schema.meta({ ...meta });

/** A line of text that may not be empty. */
export const line = (meta: FieldMeta) =>
  field(z.string().trim().min(1, { error: 'non può essere vuoto' }), meta);

/** A paragraph: multi-line in the editor. */
export const paragraph = (meta: FieldMeta) =>
  field(z.string().trim().min(1, { error: 'non può essere vuoto' }), { widget: 'text', ...meta });

/** A list of paragraphs or short lines, at least one. */
export const lines = (meta: FieldMeta, item: FieldMeta, min = 1) =>
  field(z.array(paragraph(item)).min(min, { error: `servono almeno ${min} voci` }), meta);

/** The last segment of a page address: lower-case letters, digits and hyphens. */
export const slug = (meta: FieldMeta) =>
  field(
    z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
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

/** A PDF under public/documents, written as the site addresses it (/documents/...). */
export const documentPath = (meta: FieldMeta) =>
  field(
    z.string().regex(/^\/documents\/[A-Za-z0-9][A-Za-z0-9._-]*\.pdf$/, {
      error: 'serve un PDF caricato in /documents, con un nome senza spazi (es. /documents/certificato-iso-9001.pdf)',
    }),
    { widget: 'file', ...meta },
  );

/** A whole number of at least `min`. */
export const wholeNumber = (meta: FieldMeta, min = 0) =>
  field(z.number().int({ error: 'serve un numero intero' }).min(min, { error: `deve essere almeno ${min}` }), meta);

/**
 * A measure that may have decimals, greater than zero. An inclusive bound (0.1), so the editor's
 * number field refuses zero too: Decap knows only inclusive minimums.
 */
export const measure = (meta: FieldMeta) =>
  field(z.number().min(0.1, { error: 'deve essere maggiore di zero' }), meta);

/** One of a fixed set of values, shown as a select with Italian labels. */
export const choice = <const V extends readonly [string, ...string[]]>(
  values: V,
  labels: Record<V[number], string>,
  meta: FieldMeta,
) => field(z.enum(values), { ...meta, options: labels });

/**
 * The marker of placeholder values (DESIGN.md "before going live"): the paths, inside the same
 * file, of values that are still samples. The editor shows it as a multiple choice; the
 * production build refuses to run while any remain (scripts/goLive.ts).
 */
export const sampleMarks = <const P extends readonly [string, ...string[]]>(paths: P, labels: Record<P[number], string>) =>
  field(z.array(z.enum(paths)).default([]), {
    title: 'Valori di esempio ancora da sostituire',
    description:
      'Ogni voce spuntata è ancora un valore di prova. Dopo aver inserito il dato reale, togli la spunta: la pubblicazione definitiva (build di produzione) si blocca finché ne resta una.',
    options: labels,
  });
