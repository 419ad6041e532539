/**
 * The editor's configuration (Decap CMS's config.yml; ours is public/admin/config.json), generated
 * from the content schemas, so the form the office fills in and the check the build runs are one
 * definition (issue 18).
 *
 * From content/schema/collections.ts, one Decap collection per entry: a folder of one JSON file per
 * item (fleet, services, certifications, positions, news: the office may add items) or a set of single files. From
 * each zod schema, field by field:
 * - label and hint: the field's `.meta({ title, description })`;
 * - required: false where the schema makes the field optional (or gives it a default), or lets a
 *   list be empty, and for every field of an optional group: Decap checks a group's required
 *   fields even when the whole group is left blank, so one optional rental price would block every
 *   save. The schema still wants the group whole, and the build's check says which field is
 *   missing when only part of it is filled;
 * - widget: string, or `meta.widget` (text: several lines; image, file: uploads; hidden; date: a
 *   calendar day stored as YYYY-MM-DD, no time; markdown: formatted text, rich text only, with the
 *   buttons lib/richText renders; relation: a multiple pick from another collection, stored as its
 *   slugs, shown and searched by name); z.number() a number field (whole numbers where `.int()`,
 *   the schema's minimum and maximum); z.enum() a select, labelled by `meta.options`; a list of an
 *   enum a multiple select; a list of objects or of single values a list; an object a group of
 *   fields (its rules across fields, `.refine` / `.superRefine`, are the content check's: Decap
 *   has no way to say them); z.boolean() a switch;
 * - pattern: a string's regular expression and its Italian message, so the editor refuses a wrong
 *   value before saving (the build's check refuses it again: lib/content);
 * - counter (ours, read by scripts/cms-editor-ui.ts): a sized text's length limits, instead of a
 *   pattern, so the editor can say how many characters the text has; a page text's minimum of
 *   words, counted live under its group;
 * - default of a folder collection's `id` (a vehicle's "Numero del mezzo"): the next free number,
 *   from the files of the folder when the configuration is written (`nextNumbers`).
 * Any other zod construct throws, naming the field: the editor must never silently miss a field.
 *
 * Usage: imported by scripts/cms-admin.ts (prebuild); scripts/cms-config.test.ts compares the
 * result with the schemas field by field.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FieldMeta as SchemaFieldMeta } from '../content/schema/fields';
import type { z } from 'zod';
import type { ContentCollection } from '../content/schema/collections';
import { editorSettings, localBackendUrl, type EditorSettings } from './cms-policy';

type Schema = z.core.$ZodType;

/** A live counter under a field (scripts/cms-editor-ui.ts): characters of a text, words of a group. */
export type CmsCounter =
  { unit: 'chars'; min: number; max: number } | { unit: 'words'; min: number; text: 'vehicleGuide' | 'servicePage' };

export interface CmsOption {
  label: string;
  value: string;
}

/** The part of Decap's field configuration this generator writes. */
export interface CmsField {
  name: string;
  label: string;
  widget:
    | 'string'
    | 'text'
    | 'number'
    | 'boolean'
    | 'select'
    | 'object'
    | 'list'
    | 'image'
    | 'file'
    | 'hidden'
    | 'datetime'
    | 'markdown'
    | 'relation';
  hint?: string;
  required?: boolean;
  default?: unknown;
  pattern?: [string, string];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  options?: CmsOption[];
  multiple?: boolean;
  fields?: CmsField[];
  field?: CmsField;
  label_singular?: string;
  summary?: string;
  collapsed?: boolean;
  media_folder?: string;
  public_folder?: string;
  counter?: CmsCounter;
  /** datetime: how the value is stored, and that it is a day without a time. */
  format?: string;
  date_format?: string | boolean;
  time_format?: string | boolean;
  picker_utc?: boolean;
  /** markdown: rich text only, with these buttons and no inserted components. */
  modes?: Array<'rich_text' | 'raw'>;
  buttons?: MarkdownButton[];
  editor_components?: string[];
  sanitize_preview?: boolean;
  /** relation: the collection picked from, the field stored, the field shown and searched. */
  collection?: string;
  value_field?: string;
  display_fields?: string[];
  search_fields?: string[];
  options_length?: number;
}

export type MarkdownButton = 'bold' | 'italic' | 'link' | 'heading-three' | 'bulleted-list' | 'numbered-list' | 'quote';

/**
 * The buttons of a formatted text: what lib/richText renders (bold, italic, links, one level of
 * subheading under the page's own headings, lists, quotes); no code, no images, no other heading
 * level, and no raw Markdown mode, where HTML could be typed (the build drops it all the same).
 */
export const MARKDOWN_BUTTONS: MarkdownButton[] = [
  'bold',
  'italic',
  'link',
  'heading-three',
  'bulleted-list',
  'numbered-list',
  'quote',
];

/**
 * A calendar day: stored as YYYY-MM-DD (the schema's z.iso.date()), picked with the browser's own
 * date field, which shows it the way the computer's language writes dates (DD/MM/YYYY in
 * Italian). No time. Not `picker_utc`: with a stored format that has no time zone the day is the
 * same either way, but picker_utc writes "UTC" beside the field and makes "Oggi" the date in
 * London, yesterday's between midnight and 1 or 2 a.m. in Italy.
 */
export const DATE_FIELD = {
  widget: 'datetime',
  format: 'YYYY-MM-DD',
  date_format: 'DD/MM/YYYY',
  time_format: false,
  picker_utc: false,
} as const;

/** How many items a relation's list offers before the clerk types: every vehicle and service. */
export const RELATION_OPTIONS = 100;

export interface CmsCollection {
  name: string;
  label: string;
  label_singular?: string;
  folder?: string;
  create?: boolean;
  delete?: boolean;
  slug?: string;
  identifier_field?: string;
  extension?: string;
  format: 'json';
  media_folder?: string;
  public_folder?: string;
  fields?: CmsField[];
  files?: Array<{ name: string; label: string; file: string; fields: CmsField[] }>;
  editor: { preview: boolean };
}

export interface CmsConfig {
  locale: 'it';
  backend: {
    name: 'github';
    repo: string;
    branch: string;
    base_url: string;
    commit_messages: Record<string, string>;
  };
  local_backend: { url: string };
  publish_mode: 'simple';
  site_url?: string;
  display_url?: string;
  media_folder: string;
  public_folder: string;
  slug: { encoding: 'ascii'; clean_accents: boolean; sanitize_replacement: string };
  collections: CmsCollection[];
}

/** Where uploads go when a collection names no folder of its own. */
export const MEDIA_FOLDER = 'public/images';
export const PUBLIC_FOLDER = '/images';
/**
 * Uploads of `widget: 'file'` fields (PDFs): a folder of their own, because the build writes the
 * generated PDFs straight into public/documents, which git ignores (an upload there would never
 * reach a commit made with git).
 */
export const DOCUMENTS_MEDIA_FOLDER = 'public/documents/caricati';
export const DOCUMENTS_PUBLIC_FOLDER = '/documents/caricati';

/** What a schema field's `.meta()` may hold: the same shape content/schema/fields.ts writes. */
type FieldMeta = Partial<SchemaFieldMeta>;

const def = (schema: Schema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
const metaOf = (schema: Schema): FieldMeta | undefined => (schema as z.ZodType).meta?.() as FieldMeta | undefined;

/** The schema without its optional / default wrappers, and what they said. */
export function unwrap(schema: Schema): { inner: Schema; optional: boolean; defaultValue?: unknown; meta: FieldMeta } {
  let inner = schema;
  let optional = false;
  let defaultValue: unknown;
  let meta: FieldMeta = {};
  for (;;) {
    // The outermost metadata wins, key by key (field(x.optional(), m) and field(x, m).optional()).
    meta = { ...metaOf(inner), ...meta };
    const type = def(inner).type;
    if (type === 'optional') {
      optional = true;
      inner = def(inner).innerType as Schema;
    } else if (type === 'default' || type === 'prefault') {
      optional = true;
      defaultValue = def(inner).defaultValue;
      inner = def(inner).innerType as Schema;
    } else {
      return { inner, optional, defaultValue, meta };
    }
  }
}

interface Check {
  check: string;
  format?: string;
  pattern?: RegExp;
  value?: number | bigint;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
  error?: (issue?: unknown) => unknown;
}

const checksOf = (schema: Schema): Check[] =>
  ((def(schema).checks as z.core.$ZodCheck[] | undefined) ?? []).map((check) => check._zod.def as unknown as Check);

/** The message a check gives (zod keeps `{ error: '…' }` as a function returning it). */
function messageOf(error: unknown, fallback: string): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'function') {
    try {
      const message = (error as (issue: unknown) => unknown)(undefined);
      if (typeof message === 'string') return message;
      if (message && typeof message === 'object' && 'message' in message) return String(message.message);
    } catch {
      // A message built from the issue: use the fallback.
    }
  }
  return fallback;
}

/**
 * The regular expression a string must match, as Decap's [pattern, message]: a `.regex()` check,
 * the pattern of a string format (z.email()), or an address of the allowed protocols (z.url()).
 * None when the expression has flags Decap cannot carry (it compiles the source alone).
 */
function stringPattern(schema: Schema): [string, string] | undefined {
  const own = def(schema);
  if (own.format === 'url') {
    const protocol = own.protocol instanceof RegExp ? own.protocol.source.replace(/^\^|\$$/g, '') : 'https?';
    return [`^(?:${protocol}):\\/\\/[^\\s/?#]+\\.[^\\s]+$`, messageOf(own.error, 'serve un indirizzo web completo')];
  }
  if (own.pattern instanceof RegExp && own.format && own.format !== 'regex') {
    return own.pattern.flags ? undefined : [own.pattern.source, messageOf(own.error, 'valore non valido')];
  }
  const regex = checksOf(schema).find((check) => check.check === 'string_format' && check.format === 'regex');
  if (!regex?.pattern || regex.pattern.flags) return undefined;
  return [regex.pattern.source, messageOf(regex.error, 'valore non valido')];
}

/** Minimum and maximum of a number, as Decap's inclusive bounds. */
function numberBounds(schema: Schema, isInt: boolean): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  for (const check of checksOf(schema)) {
    const value = Number(check.value);
    if (check.check === 'greater_than' && Number.isFinite(value)) {
      // Decap's bounds are inclusive: an exclusive minimum of a whole number is the next one up;
      // of a decimal (z.number().positive()), the bound itself, which the build's check still refuses.
      const min = check.inclusive || !isInt ? value : value + 1;
      bounds.min = Math.max(bounds.min ?? -Infinity, min);
    }
    if (check.check === 'less_than' && Number.isFinite(value)) {
      const max = check.inclusive || !isInt ? value : value - 1;
      bounds.max = Math.min(bounds.max ?? Infinity, max);
    }
  }
  // z.int() bounds itself by the safe integers: no limit worth showing.
  if (bounds.max !== undefined && bounds.max >= Number.MAX_SAFE_INTEGER) delete bounds.max;
  if (bounds.min !== undefined && bounds.min <= Number.MIN_SAFE_INTEGER) delete bounds.min;
  return bounds;
}

/** Minimum and maximum length of a list. */
function listBounds(schema: Schema): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length' && check.minimum !== undefined) bounds.min = check.minimum;
    if (check.check === 'max_length' && check.maximum !== undefined) bounds.max = check.maximum;
    if (check.check === 'length_equals' && check.length !== undefined) bounds.min = bounds.max = check.length;
  }
  return bounds;
}

function selectOptions(values: readonly string[], labels: Record<string, string> | undefined): CmsOption[] {
  return values.map((value) => ({ label: labels?.[value] ?? value, value }));
}

const enumValues = (schema: Schema) => Object.values(def(schema).entries as Record<string, string>);

export interface FieldContext {
  /** Path of the field, for error messages: fleet.figures.liftHeightM. */
  path: string;
  /** Inside a group that may be left out as a whole: nothing in it is required of the editor. */
  inOptionalGroup?: boolean;
}

/** The Decap field of one schema field. */
export function cmsField(name: string, schema: Schema, context: FieldContext): CmsField {
  const { inner, optional, defaultValue, meta } = unwrap(schema);
  const path = context.path ? `${context.path}.${name}` : name;
  if (!meta.title) throw new Error(`${path}: the schema gives no title (the editor's label) to this field`);
  const base: CmsField = {
    name,
    label: meta.title,
    widget: 'string',
    ...(meta.description ? { hint: meta.description } : {}),
    ...(optional || context.inOptionalGroup ? { required: false } : {}),
    ...(defaultValue !== undefined ? { default: defaultValue } : {}),
  };
  const type = def(inner).type;
  switch (type) {
    case 'string': {
      if (meta.widget === 'hidden') return { ...base, widget: 'hidden' };
      if (meta.widget === 'image') {
        // A single file's images (slider, partners) go to their own folder, as the hint says.
        return meta.folder
          ? { ...base, widget: 'image', media_folder: `/public${meta.folder}`, public_folder: meta.folder }
          : { ...base, widget: 'image' };
      }
      if (meta.widget === 'file') {
        return {
          ...base,
          widget: 'file',
          media_folder: `/${DOCUMENTS_MEDIA_FOLDER}`,
          public_folder: DOCUMENTS_PUBLIC_FOLDER,
        };
      }
      if (meta.widget === 'date') return { ...base, ...DATE_FIELD };
      if (meta.widget === 'markdown') {
        return {
          ...base,
          widget: 'markdown',
          modes: ['rich_text'],
          buttons: [...MARKDOWN_BUTTONS],
          editor_components: [],
          sanitize_preview: true,
        };
      }
      const widget = meta.widget === 'text' ? 'text' : 'string';
      // A sized text: the editor's own check counts and says how many characters (no pattern, whose
      // message could not).
      if (meta.length)
        return { ...base, widget, counter: { unit: 'chars', min: meta.length.min, max: meta.length.max } };
      const pattern = stringPattern(inner);
      return { ...base, widget, ...(pattern ? { pattern } : {}) };
    }
    case 'number': {
      const format = (def(inner) as { format?: string }).format;
      const checks = checksOf(inner);
      const isInt =
        (format !== undefined && /int/.test(format)) ||
        checks.some((c) => c.check === 'number_format' && /int/.test(c.format ?? ''));
      return { ...base, widget: 'number', value_type: isInt ? 'int' : 'float', ...numberBounds(inner, isInt) };
    }
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'enum':
      return { ...base, widget: 'select', options: selectOptions(enumValues(inner), meta.options) };
    case 'object':
      return {
        ...base,
        widget: 'object',
        ...(meta.words ? { counter: { unit: 'words', min: meta.words.min, text: meta.words.text } } : {}),
        fields: cmsFields(inner as z.core.$ZodObject, { path, inOptionalGroup: optional || context.inOptionalGroup }),
      };
    case 'array': {
      const element = unwrap(def(inner).element as Schema);
      const bounds = listBounds(inner);
      if (meta.widget === 'relation') {
        if (!meta.relation) throw new Error(`${path}: a relation field names no collection (meta.relation)`);
        const { collection, valueField, displayField } = meta.relation;
        return {
          ...base,
          ...(bounds.min ? {} : { required: false }),
          ...bounds,
          widget: 'relation',
          collection,
          value_field: valueField,
          display_fields: [displayField],
          search_fields: [displayField],
          multiple: true,
          options_length: RELATION_OPTIONS,
        };
      }
      // An empty list is valid unless the schema asks for items: then the editor must not demand one.
      const list: CmsField = {
        ...base,
        ...(bounds.min ? {} : { required: false }),
        ...(base.default === undefined && !optional ? { default: [] } : {}),
        ...bounds,
      };
      const elementType = def(element.inner).type;
      if (elementType === 'enum') {
        const labels = { ...element.meta.options, ...meta.options };
        return { ...list, widget: 'select', multiple: true, options: selectOptions(enumValues(element.inner), labels) };
      }
      if (elementType === 'object') {
        const fields = cmsFields(element.inner as z.core.$ZodObject, { path: `${path}[]` });
        const first = fields.find((field) => field.widget === 'string');
        return {
          ...list,
          widget: 'list',
          ...(element.meta.title ? { label_singular: element.meta.title } : {}),
          ...(first ? { summary: `{{fields.${first.name}}}` } : {}),
          fields,
        };
      }
      const item = cmsField('item', def(inner).element as Schema, { path: `${path}[]` });
      return { ...list, widget: 'list', label_singular: item.label, collapsed: false, field: item };
    }
    default:
      throw new Error(`${path}: the editor has no widget for a zod ${type}; add one in scripts/cms-config.ts`);
  }
}

/** The Decap fields of an object schema, in the schema's order. */
export function cmsFields(schema: z.core.$ZodObject, context: FieldContext): CmsField[] {
  const shape = def(schema).shape as Record<string, Schema>;
  return Object.entries(shape).map(([name, field]) => cmsField(name, field, context));
}

/** A repository path as Decap reads a collection's media folder: from the repository root. */
const fromRoot = (folder: string) => `/${folder.replace(/^\/+/, '')}`;

/** The number a new item gets: one more than the highest in use (numbers decide the order: it goes last). */
export function nextFreeNumber(numbers: readonly unknown[]): number {
  const used = numbers.filter((n): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0);
  return used.length > 0 ? Math.max(...used) + 1 : 1;
}

/**
 * For each folder collection with a number field `id` (vehicles, services), the next free number,
 * read from its files under `root`. A file that is not valid JSON is skipped: the editor must
 * start while content is broken, since it is how the office corrects it.
 */
export function nextNumbers(collections: readonly ContentCollection[], root: string): Record<string, number> {
  const result: Record<string, number> = {};
  for (const collection of collections) {
    if (collection.kind !== 'folder' || !('id' in collection.schema.shape)) continue;
    if (def(unwrap(collection.schema.shape.id as Schema).inner).type !== 'number') continue;
    let names: string[] = [];
    try {
      names = readdirSync(join(root, collection.folder)).filter((name) => name.endsWith('.json'));
    } catch {
      names = [];
    }
    const ids = names.map((name) => {
      try {
        return (JSON.parse(readFileSync(join(root, collection.folder, name), 'utf8')) as { id?: unknown }).id;
      } catch {
        return undefined;
      }
    });
    result[collection.name] = nextFreeNumber(ids);
  }
  return result;
}

export function cmsCollection(collection: ContentCollection, nextNumber?: number): CmsCollection {
  if (collection.kind === 'folder') {
    const fields = cmsFields(collection.schema, { path: collection.name });
    return {
      name: collection.name,
      label: collection.label,
      label_singular: collection.labelSingular,
      folder: collection.folder,
      create: true,
      delete: true,
      // The file is named by the slug field (Decap: `fields.` reads a field even where a built-in
      // tag such as {{slug}} has the same name).
      slug: `{{fields.${collection.slugField}}}`,
      identifier_field: collection.identifierField,
      extension: 'json',
      format: 'json',
      ...(collection.mediaFolder ? { media_folder: fromRoot(collection.mediaFolder) } : {}),
      ...(collection.publicFolder ? { public_folder: collection.publicFolder } : {}),
      // A new item starts with the next free number: nobody has to guess it (the content check
      // still refuses two items with one number).
      fields:
        nextNumber === undefined
          ? fields
          : fields.map((field) => (field.name === 'id' ? { ...field, default: nextNumber } : field)),
      // The site's own preview is `npm run cms`; Decap's would show raw fields, not the page.
      editor: { preview: false },
    };
  }
  return {
    name: collection.name,
    label: collection.label,
    format: 'json',
    files: collection.files.map((file) => ({
      name: file.name,
      label: file.label,
      file: file.file,
      fields: cmsFields(file.schema as z.core.$ZodObject, { path: `${collection.name}.${file.name}` }),
    })),
    editor: { preview: false },
  };
}

export interface ConfigOptions {
  settings?: EditorSettings;
  /** The public site's address, for Decap's link to it. */
  siteUrl?: string;
  /** By collection, the number a new item gets (nextNumbers). */
  nextNumbers?: Record<string, number>;
}

/** Decap's whole configuration for the given collections. */
export function cmsConfig(collections: readonly ContentCollection[], options: ConfigOptions = {}): CmsConfig {
  const settings = options.settings ?? editorSettings();
  return {
    locale: 'it',
    backend: {
      name: 'github',
      repo: settings.githubRepo,
      branch: settings.branch,
      base_url: settings.oauthUrl,
      // Every save is a commit on the branch the site deploys from: say what and who in Italian.
      commit_messages: {
        create: 'Editor: nuovo elemento in {{collection}}, “{{slug}}” ({{author-name}})',
        update: 'Editor: modifica {{collection}}, “{{slug}}” ({{author-name}})',
        delete: 'Editor: elimina da {{collection}} “{{slug}}” ({{author-name}})',
        uploadMedia: 'Editor: carica “{{path}}” ({{author-name}})',
        deleteMedia: 'Editor: elimina “{{path}}” ({{author-name}})',
      },
    },
    // On this computer (localhost), Decap uses decap-server instead when it answers (npm run cms).
    local_backend: { url: localBackendUrl(settings) },
    publish_mode: 'simple',
    ...(options.siteUrl ? { site_url: options.siteUrl, display_url: options.siteUrl } : {}),
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: collections.map((collection) => cmsCollection(collection, options.nextNumbers?.[collection.name])),
  };
}

/** public/admin/config.json, which the editor's script hands to Decap (scripts/cms-editor.ts). */
export function configFile(config: CmsConfig): string {
  return `${JSON.stringify(config, null, 2)}\n`;
}
