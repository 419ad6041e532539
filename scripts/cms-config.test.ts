/**
 * @jest-environment node
 */
import { z } from 'zod';
import { contentCollections, type ContentCollection } from '@/content/schema/collections';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calendarDate, picks, richText, searchDescription, SEARCH_TERMS_LIMITS } from '@/content/schema/fields';
import { MIN_PAGE_WORDS } from '@/lib/pageText';
import { SEARCH_LIMITS } from '@/lib/searchLimits';
import {
  cmsCollection,
  cmsConfig,
  cmsField,
  cmsFields,
  configFile,
  DATE_FIELD,
  nextFreeNumber,
  nextNumbers,
  type CmsField,
} from './cms-config';
import { editorPolicy, editorSettings, PLACEHOLDER_OAUTH_URL, PLACEHOLDER_REPO } from './cms-policy';

const settings = editorSettings({ CMS_GITHUB_REPO: 'gielle/sito', CMS_OAUTH_URL: 'https://oauth.gielle.example/' });

/** One field as the schema says it: label, hint, whether it must be filled, from zod's own JSON Schema. */
interface Expected {
  title?: string;
  description?: string;
  required: boolean;
  type?: string;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  widget?: string;
  format?: string;
}

interface JsonSchema {
  type?: string;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  /** The schema's own metadata, which z.toJSONSchema carries along (content/schema/fields.ts). */
  widget?: string;
  format?: string;
}

/**
 * Every field path of a schema (nested objects with dots, list items with []), read through
 * z.toJSONSchema: zod's conversion, not the generator's walk, so the two are independent.
 */
function schemaFields(
  schema: JsonSchema,
  prefix = '',
  out = new Map<string, Expected>(),
  inOptionalGroup = false,
): Map<string, Expected> {
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    const listCanBeEmpty = property.type === 'array' && !property.minItems;
    const listed = (schema.required ?? []).includes(name);
    out.set(path, {
      title: property.title,
      description: property.description,
      // Decap cannot say "required once the group is filled": inside an optional group, nothing is.
      required: listed && !listCanBeEmpty && !inOptionalGroup,
      type: property.type,
      enum: property.enum ?? property.items?.enum,
      minimum: property.minimum ?? property.exclusiveMinimum,
      maximum:
        property.maximum !== undefined && property.maximum < Number.MAX_SAFE_INTEGER ? property.maximum : undefined,
      widget: property.widget,
      format: property.format,
    });
    if (property.type === 'object') schemaFields(property, `${path}.`, out, inOptionalGroup || !listed);
    const items = property.items;
    if (items?.type === 'object') schemaFields(items, `${path}[].`, out);
    // A pick from another collection is one field (Decap's relation), not a list of texts.
    else if (items && !items.enum && property.widget !== 'relation')
      out.set(`${path}[]`, { title: items.title, description: items.description, required: true, type: items.type });
  }
  return out;
}

/** The same paths as the editor's configuration has them. */
function configFields(
  fields: readonly CmsField[],
  prefix = '',
  out = new Map<string, CmsField>(),
): Map<string, CmsField> {
  for (const field of fields) {
    const path = `${prefix}${field.name}`;
    out.set(path, field);
    if (field.widget === 'object') configFields(field.fields ?? [], `${path}.`, out);
    if (field.widget === 'list' && field.fields) configFields(field.fields, `${path}[].`, out);
    if (field.widget === 'list' && field.field) out.set(`${path}[]`, field.field);
  }
  return out;
}

const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const schemasOf = (collection: ContentCollection) =>
  collection.kind === 'folder'
    ? [{ name: collection.name, schema: collection.schema as z.ZodType }]
    : collection.files.map((file) => ({ name: `${collection.name}/${file.name}`, schema: file.schema as z.ZodType }));

const collectionNamed = (name: string): ContentCollection => {
  const found = contentCollections.find((collection) => collection.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};

const fieldsOf = (collection: ContentCollection, name: string): CmsField[] => {
  const config = cmsCollection(collection);
  if (config.fields) return config.fields;
  return config.files?.find((file) => `${collection.name}/${file.name}` === name)?.fields ?? [];
};

describe('the editor configuration and the content schemas have the same fields', () => {
  const cases = contentCollections.flatMap((collection) =>
    schemasOf(collection).map((entry) => ({ collection, ...entry })),
  );

  it('covers every collection and file of content/schema/collections.ts', () => {
    const config = cmsConfig(contentCollections, { settings });
    expect(config.collections.map((c) => c.name)).toEqual(contentCollections.map((c) => c.name));
    expect(cases.length).toBeGreaterThanOrEqual(contentCollections.length);
  });

  describe.each(cases.map((c) => [c.name, c] as const))('%s', (_name, { collection, name, schema }) => {
    const expected = schemaFields(toJson(schema));
    const actual = configFields(fieldsOf(collection, name));

    it('every schema field is in the editor, and every editor field in the schema', () => {
      expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    });

    it('labels and hints are the schema’s Italian title and description', () => {
      for (const [path, field] of actual) {
        const want = expected.get(path);
        expect({ path, label: field.label, hint: field.hint }).toEqual({
          path,
          label: want?.title,
          hint: want?.description,
        });
        expect(field.label).toMatch(/\S/);
      }
    });

    it('required where the schema requires a value, optional where it may be absent', () => {
      for (const [path, field] of actual) {
        expect({ path, required: field.required !== false }).toEqual({ path, required: expected.get(path)?.required });
      }
    });

    it('enumerations are selects with every value, numbers are number fields with their bounds', () => {
      for (const [path, field] of actual) {
        const want = expected.get(path);
        if (want?.enum) {
          expect({ path, widget: field.widget }).toEqual({ path, widget: 'select' });
          expect(field.options?.map((option) => option.value)).toEqual(want.enum);
          expect(field.multiple === true).toBe(want.type === 'array');
        }
        if (want?.type === 'number' || want?.type === 'integer') {
          expect({ path, widget: field.widget, value_type: field.value_type }).toEqual({
            path,
            widget: 'number',
            value_type: want.type === 'integer' ? 'int' : 'float',
          });
          expect({ path, min: field.min, max: field.max }).toEqual({ path, min: want.minimum, max: want.maximum });
        }
      }
    });

    it('calendar days are date fields storing YYYY-MM-DD, formatted texts rich text, picks from another collection relations', () => {
      for (const [path, field] of actual) {
        const want = expected.get(path);
        if (want?.format === 'date') {
          expect({ path, ...field }).toMatchObject({
            path,
            widget: 'datetime',
            format: 'YYYY-MM-DD',
            time_format: false,
          });
        }
        if (want?.widget === 'markdown')
          expect({ path, widget: field.widget, modes: field.modes }).toEqual({
            path,
            widget: 'markdown',
            modes: ['rich_text'],
          });
        if (want?.widget === 'relation')
          expect({ path, widget: field.widget, multiple: field.multiple }).toEqual({
            path,
            widget: 'relation',
            multiple: true,
          });
        if (want?.type === 'boolean') expect({ path, widget: field.widget }).toEqual({ path, widget: 'boolean' });
      }
    });
  });

  it('covers the kinds of field the schemas use: a date, a formatted text and a relation each appear at least once', () => {
    const widgets = new Set(
      contentCollections.flatMap((collection) =>
        schemasOf(collection).flatMap(({ name }) =>
          [...configFields(fieldsOf(collection, name)).values()].map((f) => f.widget),
        ),
      ),
    );
    expect([...widgets]).toEqual(expect.arrayContaining(['datetime', 'markdown', 'relation', 'boolean']));
  });

  it('positions: the dates are days in Italian without a time, the pay an optional group whose figures are whole euros', () => {
    const positions = configFields(fieldsOf(collectionNamed('positions'), 'positions'));
    for (const name of ['datePosted', 'validThrough', 'startDate']) {
      expect(positions.get(name)).toMatchObject({ ...DATE_FIELD });
    }
    expect(positions.get('datePosted')?.required).toBeUndefined();
    expect(positions.get('validThrough')).toMatchObject({ label: 'Data di chiusura', required: false });
    expect(positions.get('pay')).toMatchObject({ widget: 'object', required: false, label: 'Retribuzione' });
    expect(positions.get('pay.min')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, required: false });
    expect(positions.get('pay.period')?.options?.map((option) => option.label)).toEqual([
      'all’ora',
      'al mese',
      'all’anno',
    ]);
  });

  it('news: the summary counts its 70 to 160 characters, the text is rich text with seven buttons, services and vehicles are picked by name', () => {
    const news = configFields(fieldsOf(collectionNamed('news'), 'news'));
    expect(news.get('summary')).toMatchObject({
      widget: 'text',
      label: 'Riassunto',
      counter: { unit: 'chars', min: 70, max: 160 },
    });
    expect(news.get('summary')?.hint).toMatch(/Tra 70 e 160 caratteri\.$/);
    expect(news.get('body')).toMatchObject({
      widget: 'markdown',
      modes: ['rich_text'],
      buttons: ['bold', 'italic', 'link', 'heading-three', 'bulleted-list', 'numbered-list', 'quote'],
      editor_components: [],
    });
    expect(news.get('services')).toMatchObject({
      widget: 'relation',
      collection: 'services',
      value_field: 'slug',
      display_fields: ['title'],
      search_fields: ['title'],
      multiple: true,
      required: false,
    });
    expect(news.get('vehicles')).toMatchObject({
      widget: 'relation',
      collection: 'fleet',
      value_field: 'slug',
      display_fields: ['name'],
      search_fields: ['name'],
    });
    expect(news.get('clientConsent')).toMatchObject({ widget: 'boolean', default: false, required: false });
    expect(news.get('photos[].src')).toMatchObject({ widget: 'image' });
    expect(cmsCollection(collectionNamed('news'))).toMatchObject({
      media_folder: '/public/images/news',
      public_folder: '/images/news',
    });
  });

  it('each relation names a collection of the editor, and fields its items have', () => {
    const config = cmsConfig(contentCollections, { settings });
    const relations = config.collections.flatMap((collection) =>
      [...configFields(collection.fields ?? []).values()].filter((f) => f.widget === 'relation'),
    );
    expect(relations.length).toBeGreaterThan(0);
    for (const relation of relations) {
      const target = config.collections.find((collection) => collection.name === relation.collection);
      const names = (target?.fields ?? []).map((f) => f.name);
      expect({
        relation: relation.name,
        fields: [relation.value_field, ...(relation.display_fields ?? [])].filter(
          (name) => !names.includes(name ?? ''),
        ),
      }).toEqual({
        relation: relation.name,
        fields: [],
      });
    }
  });

  it('images are upload fields, paragraphs several lines, select options carry their Italian labels', () => {
    const fleet = configFields(cmsFields(contentCollections[0].schema, { path: 'fleet' }));
    expect(fleet.get('image')?.widget).toBe('image');
    expect(fleet.get('additionalImages[]')?.widget).toBe('image');
    expect(fleet.get('description')?.widget).toBe('text');
    expect(fleet.get('category')?.options).toContainEqual({ value: 'lavoriAltaQuota', label: 'Lavori in Alta Quota' });
    expect(fleet.get('figures.power')?.options).toContainEqual({ value: 'gpl', label: 'GPL' });
  });

  it('the rental price is an optional group: a euro amount and a period named in Italian, neither demanded while the group is blank', () => {
    const fleet = configFields(cmsFields(contentCollections[0].schema, { path: 'fleet' }));
    expect(fleet.get('rentalPrice')).toMatchObject({
      widget: 'object',
      required: false,
      label: 'Prezzo di noleggio pubblicato',
    });
    expect(fleet.get('rentalPrice.amount')).toMatchObject({
      widget: 'number',
      value_type: 'float',
      min: 0.01,
      required: false,
    });
    expect(fleet.get('rentalPrice.unit')).toMatchObject({ widget: 'select', required: false });
    expect(fleet.get('rentalPrice.unit')?.options).toEqual([
      { value: 'day', label: 'Al giorno' },
      { value: 'week', label: 'A settimana' },
      { value: 'month', label: 'Al mese' },
    ]);
  });

  it.each(['fleet', 'services'])(
    '%s: the search words are an optional list of short texts, labelled and explained in Italian',
    (name) => {
      const collection = contentCollections.find((c) => c.name === name);
      const fields =
        collection?.kind === 'folder'
          ? configFields(cmsFields(collection.schema, { path: name }))
          : new Map<string, CmsField>();
      expect(fields.get('searchTerms')).toMatchObject({
        widget: 'list',
        label: 'Parole di ricerca',
        label_singular: 'Parola',
        required: false,
        max: SEARCH_TERMS_LIMITS.count,
        field: {
          widget: 'string',
          counter: { unit: 'chars', min: SEARCH_TERMS_LIMITS.min, max: SEARCH_TERMS_LIMITS.max },
        },
      });
      expect(fields.get('searchTerms')?.hint).toMatch(
        /^Parole che un cliente potrebbe cercare e che la pagina non usa \(es\. .+\)\. Servono solo alla ricerca del sito: non compaiono sulla pagina\./,
      );
    },
  );

  it('the sample-value marker is a multiple choice the editor shows with its hint', () => {
    const company = contentCollections.find((c) => c.kind === 'files')?.files.find((file) => file.name === 'company');
    const marker = cmsFields(company?.schema as z.core.$ZodObject, { path: 'company' }).find(
      (f) => f.name === 'valoriDiEsempio',
    );
    expect(marker).toMatchObject({ widget: 'select', multiple: true, required: false, default: [] });
    expect(marker?.hint).toMatch(/valore di prova/);
    expect(marker?.options).toContainEqual({ value: 'phone', label: 'Centralino' });
  });

  it('the company’s WhatsApp number is an optional phone, whose hint says a blank one shows nothing', () => {
    const company = contentCollections.find((c) => c.kind === 'files')?.files.find((file) => file.name === 'company');
    const fields = cmsFields(company?.schema as z.core.$ZodObject, { path: 'company' });
    const whatsapp = fields.find((f) => f.name === 'whatsapp');
    expect(whatsapp).toMatchObject({ widget: 'string', label: 'WhatsApp', required: false });
    expect(whatsapp?.pattern).toEqual(fields.find((f) => f.name === 'phone')?.pattern);
    expect(whatsapp?.hint).toMatch(/Se resta vuoto, sul sito non compare nulla di WhatsApp\.$/);
  });

  it('the rental assistance page is a single file of the settings, after the contacts page', () => {
    const config = cmsConfig(contentCollections, { settings });
    const files = config.collections.find((c) => c.name === 'settings')?.files ?? [];
    expect(files.map((file) => file.name).slice(-2)).toEqual(['contacts', 'rentalAssistance']);
    expect(files.at(-1)).toMatchObject({ label: 'Pagina Assistenza noleggio', file: 'content/rental-assistance.json' });
  });

  it('the office’s guide calls a yes/no field what the editor shows, a switch to turn on, not a box to tick', () => {
    const config = cmsConfig(contentCollections, { settings });
    const walk = (fields: readonly CmsField[]): CmsField[] =>
      fields.flatMap((f) => [f, ...walk(f.fields ?? []), ...(f.field ? walk([f.field]) : [])]);
    const switches = config.collections
      .flatMap((c) => walk([...(c.fields ?? []), ...(c.files ?? []).flatMap((file) => file.fields)]))
      .filter((f) => f.widget === 'boolean');
    const guide = readFileSync(join(__dirname, '..', 'docs', 'guida-redazione.md'), 'utf8').replace(/\s+/g, ' ');
    const named = switches.filter((f) => guide.includes(`**${f.label}**`));
    expect(named.map((f) => f.label)).toContain('Il cliente ha acconsentito a essere nominato');
    for (const { label } of named) {
      // The sentences around the field's name.
      for (const [at] of guide.matchAll(new RegExp(`[^.]*\\*\\*${label}\\*\\*[^.]*\\.[^.]*\\.`, 'g'))) {
        expect([label, at]).not.toEqual([label, expect.stringMatching(/spunt/i)]);
      }
    }
  });
});

describe('cmsField: zod to Decap, field by field', () => {
  const field = (schema: z.ZodType, name = 'x') => cmsField(name, schema, { path: 'test' });

  it('a line of text, with its pattern and the schema’s message', () => {
    const schema = z
      .string()
      .regex(/^[a-z]+$/, { error: 'solo minuscole' })
      .meta({ title: 'Codice', description: 'Breve' });
    expect(field(schema)).toEqual({
      name: 'x',
      label: 'Codice',
      hint: 'Breve',
      widget: 'string',
      pattern: ['^[a-z]+$', 'solo minuscole'],
    });
  });

  it('a pattern with flags Decap cannot carry is left to the build’s check', () => {
    expect(field(z.string().regex(/^a$/i).meta({ title: 'A' })).pattern).toBeUndefined();
  });

  it('meta.widget picks several lines, an upload or a hidden field', () => {
    expect(field(z.string().meta({ title: 'T', widget: 'text' })).widget).toBe('text');
    expect(field(z.string().meta({ title: 'T', widget: 'image' })).widget).toBe('image');
    expect(field(z.string().meta({ title: 'T', widget: 'hidden' })).widget).toBe('hidden');
    expect(field(z.string().meta({ title: 'T', widget: 'file' }))).toMatchObject({
      widget: 'file',
      media_folder: '/public/documents/caricati',
      public_folder: '/documents/caricati',
    });
  });

  it('optional and defaulted fields are not required; the outer label wins', () => {
    expect(field(z.string().meta({ title: 'Dentro' }).optional())).toMatchObject({ label: 'Dentro', required: false });
    expect(field(z.string().meta({ title: 'Dentro' }).optional().meta({ title: 'Fuori' }))).toMatchObject({
      label: 'Fuori',
      required: false,
    });
    expect(field(z.string().default('a').meta({ title: 'D' }))).toMatchObject({ required: false, default: 'a' });
  });

  it('whole numbers and decimals, with inclusive bounds', () => {
    expect(field(z.number().int().min(1).max(10).meta({ title: 'N' }))).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
      max: 10,
    });
    expect(field(z.number().int().gt(0).meta({ title: 'N' }))).toMatchObject({ value_type: 'int', min: 1 });
    expect(field(z.number().positive().meta({ title: 'M' }))).toMatchObject({ value_type: 'float', min: 0 });
    expect(field(z.int().meta({ title: 'N' })).max).toBeUndefined();
  });

  it('an enumeration is a select labelled by meta.options, a list of one a multiple select', () => {
    const power = z.enum(['a', 'b']).meta({ title: 'P', options: { a: 'Alfa' } });
    expect(field(power).options).toEqual([
      { label: 'Alfa', value: 'a' },
      { label: 'b', value: 'b' },
    ]);
    const many = z
      .array(z.enum(['a', 'b']))
      .min(1)
      .meta({ title: 'Molti', options: { b: 'Beta' } });
    expect(field(many)).toMatchObject({
      widget: 'select',
      multiple: true,
      min: 1,
      options: [{ value: 'a' }, { value: 'b', label: 'Beta' }],
    });
  });

  it('lists: of single values with the item’s label, of objects with their fields and a summary', () => {
    const lines = z
      .array(z.string().meta({ title: 'Paragrafo', widget: 'text' }))
      .min(1)
      .meta({ title: 'Testo' });
    expect(field(lines)).toMatchObject({
      widget: 'list',
      min: 1,
      label_singular: 'Paragrafo',
      field: { name: 'item', label: 'Paragrafo', widget: 'text' },
    });
    expect(field(lines).required).toBeUndefined();
    const steps = z.array(
      z
        .object({ title: z.string().meta({ title: 'Titolo' }), text: z.string().meta({ title: 'Testo' }) })
        .meta({ title: 'Passo' }),
    );
    expect(field(steps.length(3).meta({ title: 'Passi' }))).toMatchObject({
      widget: 'list',
      min: 3,
      max: 3,
      label_singular: 'Passo',
      summary: '{{fields.title}}',
    });
    expect(field(steps.meta({ title: 'Passi' }))).toMatchObject({ required: false, default: [] });
  });

  it('objects are groups of their fields; booleans are switches', () => {
    const group = z.object({ a: z.boolean().meta({ title: 'A' }).optional() }).meta({ title: 'Gruppo' });
    expect(field(group)).toEqual({
      name: 'x',
      label: 'Gruppo',
      widget: 'object',
      fields: [{ name: 'a', label: 'A', widget: 'boolean', required: false }],
    });
  });

  it('a sized text carries its limits as a counter (the editor counts and says how many), not a pattern', () => {
    const described = field(searchDescription({ title: 'Descrizione' }));
    expect(described).toMatchObject({
      widget: 'text',
      counter: { unit: 'chars', min: SEARCH_LIMITS.description.min, max: SEARCH_LIMITS.description.max },
    });
    expect(described.pattern).toBeUndefined();
  });

  it('a page text counts its words against the content check’s minimum', () => {
    const vehicle = contentCollections.find((c) => c.name === 'fleet');
    const guide =
      vehicle?.kind === 'folder'
        ? cmsFields(vehicle.schema, { path: 'fleet' }).find((f) => f.name === 'guide')
        : undefined;
    expect(guide?.counter).toEqual({ unit: 'words', min: MIN_PAGE_WORDS, text: 'vehicleGuide' });
    const service = contentCollections.find((c) => c.name === 'services');
    const page =
      service?.kind === 'folder'
        ? cmsFields(service.schema, { path: 'services' }).find((f) => f.name === 'page')
        : undefined;
    expect(page?.counter).toEqual({ unit: 'words', min: MIN_PAGE_WORDS, text: 'servicePage' });
  });

  it('a calendar day, formatted text, a yes/no box and a pick from another collection', () => {
    expect(field(calendarDate({ title: 'Data' }).optional())).toEqual({
      name: 'x',
      label: 'Data',
      required: false,
      ...DATE_FIELD,
    });
    expect(field(richText({ title: 'Testo' }))).toMatchObject({
      widget: 'markdown',
      modes: ['rich_text'],
      editor_components: [],
      sanitize_preview: true,
    });
    expect(field(z.boolean().meta({ title: 'Sì', widget: 'boolean' }))).toEqual({
      name: 'x',
      label: 'Sì',
      widget: 'boolean',
    });
    const picked = picks({ title: 'Mezzi' }, { collection: 'fleet', valueField: 'slug', displayField: 'name' });
    expect(field(picked)).toEqual({
      name: 'x',
      label: 'Mezzi',
      widget: 'relation',
      required: false,
      collection: 'fleet',
      value_field: 'slug',
      display_fields: ['name'],
      search_fields: ['name'],
      multiple: true,
      options_length: 100,
    });
    expect(field(picked.min(1))).not.toHaveProperty('required');
    expect(() => field(z.array(z.string()).meta({ title: 'R', widget: 'relation' }))).toThrow(
      'test.x: a relation field names no collection',
    );
  });

  it('an object with rules across its fields (superRefine) and an optional group with a rule (refine) are groups of their fields', () => {
    const group = z
      .strictObject({ min: z.number().meta({ title: 'Da' }), max: z.number().meta({ title: 'A' }) })
      .refine((g) => g.max >= g.min, { error: 'no', path: ['max'] })
      .meta({ title: 'Cifre' })
      .optional();
    expect(field(group)).toMatchObject({
      widget: 'object',
      required: false,
      fields: [
        { name: 'min', required: false },
        { name: 'max', required: false },
      ],
    });
    const whole = z.strictObject({ a: z.string().meta({ title: 'A' }) }).superRefine(() => undefined);
    expect(cmsFields(whole, { path: 'test' })).toEqual([{ name: 'a', label: 'A', widget: 'string' }]);
  });

  it('refuses, naming the field, a field without a label or of a kind it cannot edit', () => {
    expect(() => field(z.string(), 'nome')).toThrow('test.nome: the schema gives no title');
    expect(() => field(z.date().meta({ title: 'Data' }), 'quando')).toThrow(
      'test.quando: the editor has no widget for a zod date',
    );
  });
});

describe('cmsCollection and cmsConfig', () => {
  const folder: ContentCollection = {
    kind: 'folder',
    name: 'things',
    label: 'Cose',
    labelSingular: 'Cosa',
    folder: 'content/things',
    schema: z.object({ slug: z.string().meta({ title: 'Indirizzo' }), name: z.string().meta({ title: 'Nome' }) }),
    identifierField: 'name',
    slugField: 'slug',
    mediaFolder: 'public/images/things',
    publicFolder: '/images/things',
  };

  it('a folder collection: one JSON file per item, named by its slug field, new items allowed', () => {
    expect(cmsCollection(folder)).toMatchObject({
      name: 'things',
      label: 'Cose',
      label_singular: 'Cosa',
      folder: 'content/things',
      create: true,
      slug: '{{fields.slug}}',
      identifier_field: 'name',
      extension: 'json',
      format: 'json',
      media_folder: '/public/images/things',
      public_folder: '/images/things',
    });
  });

  it('a set of single files', () => {
    const files: ContentCollection = {
      kind: 'files',
      name: 'settings',
      label: 'Impostazioni',
      files: [
        {
          name: 'company',
          label: 'Azienda',
          file: 'content/company.json',
          schema: z.object({ brand: z.string().meta({ title: 'Marchio' }) }),
        },
      ],
    };
    expect(cmsCollection(files)).toMatchObject({
      format: 'json',
      files: [
        {
          name: 'company',
          label: 'Azienda',
          file: 'content/company.json',
          fields: [{ name: 'brand', label: 'Marchio' }],
        },
      ],
    });
  });

  it('Italian interface, GitHub in production, decap-server on this computer, uploads into public/images', () => {
    const config = cmsConfig([folder], { settings, siteUrl: 'https://www.gielle.example' });
    expect(config).toMatchObject({
      locale: 'it',
      backend: { name: 'github', repo: 'gielle/sito', branch: 'main', base_url: 'https://oauth.gielle.example' },
      local_backend: { url: 'http://127.0.0.1:8081/api/v1' },
      media_folder: 'public/images',
      public_folder: '/images',
      site_url: 'https://www.gielle.example',
    });
    expect(JSON.parse(configFile(config))).toEqual(config);
  });
});

describe('the number of a new vehicle or service', () => {
  it('is one more than the highest in use, whatever the gaps; 1 for an empty folder', () => {
    expect(nextFreeNumber([3, 1, 7])).toBe(8);
    expect(nextFreeNumber([])).toBe(1);
    expect(nextFreeNumber([2, 'x', null, -4, 1.5])).toBe(3);
  });

  it('is read from the folder’s files (a broken file skipped) and is the default of the id field', () => {
    const root = mkdtempSync(join(tmpdir(), 'cms-numbers-'));
    try {
      mkdirSync(join(root, 'content/fleet'), { recursive: true });
      writeFileSync(join(root, 'content/fleet/a.json'), JSON.stringify({ id: 4 }));
      writeFileSync(join(root, 'content/fleet/b.json'), JSON.stringify({ id: 11 }));
      writeFileSync(join(root, 'content/fleet/c.json'), '{ not json');
      const numbers = nextNumbers(contentCollections, root);
      expect(numbers.fleet).toBe(12);
      expect(numbers.services).toBe(1);
      // Certificates are named by their id, a text: no number to propose.
      expect(numbers.certifications).toBeUndefined();
      const fleet = cmsConfig(contentCollections, { settings, nextNumbers: numbers }).collections.find(
        (c) => c.name === 'fleet',
      );
      expect(fleet?.fields?.find((f) => f.name === 'id')).toMatchObject({ widget: 'number', default: 12 });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('editorSettings and editorPolicy', () => {
  it('without settings: clearly-marked placeholders, and the missing names', () => {
    const empty = editorSettings({});
    expect(empty).toMatchObject({ githubRepo: PLACEHOLDER_REPO, oauthUrl: PLACEHOLDER_OAUTH_URL, localPort: 8081 });
    expect(empty.missing).toEqual(['CMS_GITHUB_REPO', 'CMS_OAUTH_URL']);
    expect(settings.missing).toEqual([]);
  });

  it('refuses a malformed repository, OAuth address or port, naming the variable', () => {
    expect(() => editorSettings({ CMS_GITHUB_REPO: 'https://github.com/gielle/sito' })).toThrow('CMS_GITHUB_REPO');
    expect(() => editorSettings({ CMS_OAUTH_URL: 'http://oauth.example' })).toThrow('CMS_OAUTH_URL');
    expect(() => editorSettings({ CMS_LOCAL_PORT: 'x' })).toThrow('CMS_LOCAL_PORT');
  });

  it('the policy allows what Decap needs and no inline script', () => {
    const policy = editorPolicy(
      editorSettings({ CMS_OAUTH_URL: 'https://oauth.gielle.example/path', CMS_LOCAL_PORT: '8181' }),
    );
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' 'unsafe-eval'");
    expect(directive('style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive('connect-src')).toBe(
      "connect-src 'self' blob: https://api.github.com https://oauth.gielle.example http://127.0.0.1:8181",
    );
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(policy).toMatch(/^default-src 'none'; /);
  });
});
