import type { z } from 'zod';
import { contentCollections } from '@/content/schema/collections';
import type { CertificationFile } from '@/content/schema/certification';
import type { CompanyFile } from '@/content/schema/company';
import type { VehicleFile } from '@/content/schema/fleet';
import type { NewsItemFile } from '@/content/schema/newsItem';
import type { PositionFile } from '@/content/schema/position';
import type {
  ContactsFile,
  PartnersFile,
  RentalAssistanceFile,
  RentalFaqFile,
  SlidesFile,
} from '@/content/schema/pages';
import type { ServiceFile } from '@/content/schema/service';
import { pages } from '@/content/pages';
import { firstItalianNumber } from '@/lib/fleetFigures';
import { positionMetaDescription } from '@/lib/positionMeta';
import { MIN_PAGE_WORDS, pageSpecificText, sharedSentences, vehicleGuideText, wordCount } from '@/lib/pageText';
import { descriptionProblem, renderedTitle, titleProblem } from '@/lib/searchLimits';
import { vehicleMetaDescription, vehicleMetaTitle } from '@/lib/vehicleMeta';
import { fieldPath, issueReason, type ContentProblem } from './problems';
import { companyTokens, fillAll } from './tokens';

/**
 * The content check itself, on files already read: each file against its schema, then the whole
 * against the rules no single file can see (unique slugs and titles, files that exist, enough
 * words). No Node API, so the editor runs the very same rules in the browser before a save
 * (scripts/cms-rules.ts) that the build runs on the files (lib/content/load.ts).
 */

/** Page text of a vehicle or service page: at least this many words of its own (lib/pageText.ts). */
export { MIN_PAGE_WORDS };

export interface SiteContent {
  company: CompanyFile;
  /** In fleet order (by id). */
  vehicles: VehicleFile[];
  /** In catalogue order (by id). */
  services: ServiceFile[];
  /** In display order. */
  certifications: CertificationFile[];
  slides: SlidesFile;
  partners: PartnersFile;
  rentalFaq: RentalFaqFile;
  contacts: ContactsFile;
  /** The words of /gielle-rental/assistenza around the company's phone, hours and the fleet. */
  rentalAssistance: RentalAssistanceFile;
  /** Every position, open or closed, newest first: the pages decide what is open (lib/positions.ts). */
  positions: PositionFile[];
  /** News items and references, newest first. */
  news: NewsItemFile[];
}

/** A value still marked as a sample (docs/deploying.md, "Before going live"). */
export interface SampleValue {
  file: string;
  field: string;
  label: string;
  value: unknown;
}

export interface ContentReport {
  content: SiteContent | null;
  problems: ContentProblem[];
  samples: SampleValue[];
}

export interface ParsedFile<T> {
  file: string;
  data: T;
}

type Collections = typeof contentCollections;
export type FolderName = Extract<Collections[number], { kind: 'folder' }>['name'];

/** One content file as read: its path from the repository root and its JSON (undefined: unreadable, already reported). */
export interface ContentFile {
  file: string;
  raw: unknown;
}

/** The content as read, for checkContent. */
export interface ContentInput {
  /** Each folder collection's files, in the order the check names the later of two duplicates. */
  folders: Record<FolderName, ContentFile[]>;
  /** Each single file by its name in content/schema/collections.ts; absent when the file is missing (already reported). */
  singles: Record<string, ContentFile | undefined>;
  /** Whether a path under public/ holds a file; without it that rule is left out (the editor offers only files uploaded). */
  assetExists?: (publicPath: string) => boolean;
  /** The file being edited: a rule between two files names this one, wherever it comes. */
  editing?: string;
}

/**
 * A field left blank is an absent field: the editor saves a blank optional text as "" (or null),
 * and an optional group whose fields are all blank as {}. Lists keep their items, so a blank line
 * in a list is still reported.
 */
export function withoutBlanks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'object' ? withoutBlanks(item) : item));
  if (value === null || typeof value !== 'object') return value;
  const kept = Object.entries(value).flatMap(([key, item]) => {
    const cleaned = withoutBlanks(item);
    const blank =
      cleaned === null ||
      (typeof cleaned === 'string' && cleaned.trim() === '') ||
      (typeof cleaned === 'object' && !Array.isArray(cleaned) && Object.keys(cleaned as object).length === 0);
    return blank ? [] : [[key, cleaned] as const];
  });
  return Object.fromEntries(kept);
}

function parseFile<T>({ file, raw }: ContentFile, schema: z.ZodType, problems: ContentProblem[]): ParsedFile<T> | null {
  if (raw === undefined) return null;
  const result = schema.safeParse(withoutBlanks(raw), { reportInput: true });
  if (!result.success) {
    for (const issue of result.error.issues)
      problems.push({ file, field: fieldPath(issue.path), reason: issueReason(issue) });
    return null;
  }
  return { file, data: result.data as T };
}

/**
 * Two files that give the same value to a field that must be unique: the later one is named, or
 * the one being edited.
 */
function uniqueBy<T>(
  items: ParsedFile<T>[],
  field: string,
  value: (data: T) => unknown,
  problems: ContentProblem[],
  editing?: string,
) {
  const seen = new Map<unknown, string>();
  for (const { file, data } of items) {
    const key = value(data);
    const first = seen.get(key);
    if (!first) seen.set(key, file);
    else if (first === editing)
      problems.push({
        file: first,
        field,
        reason: `${JSON.stringify(key)} è già usato da ${file}: sceglierne un altro`,
      });
    else problems.push({ file, field, reason: `${JSON.stringify(key)} è già usato da ${first}: sceglierne un altro` });
  }
}

/** Every string of a value with its dotted path. */
function strings(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/**
 * Images and PDFs named in a file must be in public/, except a certificate's PDF: until the
 * company uploads the real one, the build generates a summary under that name.
 */
function checkAssets(
  exists: (publicPath: string) => boolean,
  { file, data }: ParsedFile<unknown>,
  problems: ContentProblem[],
) {
  const generated = file.startsWith('content/certifications/') ? (data as { file?: string }).file : undefined;
  for (const { path, text } of strings(data)) {
    if (!/^\/(images|documents)\//.test(text) || text === generated) continue;
    if (!exists(text)) {
      problems.push({
        file,
        field: path,
        reason: `il file ${text} non esiste in public${text.slice(0, text.lastIndexOf('/'))}: caricalo o correggi il nome`,
      });
    }
  }
}

/** The value at a field's path as the check names it: `a.b`, `list[2].c`. */
export function valueAt(data: unknown, path: string): unknown {
  const keys = path.split(/\.|\[(\d+)\]/).filter((key) => key !== undefined && key !== '');
  return keys.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);
}

/** The check of content already read; `problems` may hold what reading found (a broken file). */
export function checkContent(input: ContentInput, problems: ContentProblem[] = []): ContentReport {
  const { editing } = input;
  const samples: SampleValue[] = [];
  const folders = {} as Record<FolderName, ParsedFile<unknown>[]>;
  const singles = new Map<string, ParsedFile<unknown>>();

  for (const collection of contentCollections) {
    if (collection.kind === 'folder') {
      folders[collection.name] = (input.folders[collection.name] ?? [])
        .map((file) => parseFile<unknown>(file, collection.schema, problems))
        .filter((item): item is ParsedFile<unknown> => item !== null);
      uniqueBy(
        folders[collection.name],
        collection.slugField,
        (data) => (data as Record<string, unknown>)[collection.slugField],
        problems,
        editing,
      );
      if ('id' in collection.schema.shape && collection.slugField !== 'id') {
        uniqueBy(folders[collection.name], 'id', (data) => (data as { id: unknown }).id, problems, editing);
      }
    } else {
      for (const entry of collection.files) {
        const file = input.singles[entry.name];
        if (!file) continue;
        const parsed = parseFile<unknown>(file, entry.schema, problems);
        if (parsed) singles.set(entry.name, parsed);
      }
    }
  }
  const { assetExists } = input;
  if (assetExists)
    for (const item of [...Object.values(folders).flat(), ...singles.values()])
      checkAssets(assetExists, item, problems);

  const companyFile = singles.get('company') as ParsedFile<CompanyFile> | undefined;
  if (!companyFile) return { content: null, problems, samples };

  // Company placeholders, filled in every text; an unknown one is named where it is.
  const tokens = companyTokens(companyFile.data);
  const fill = <T>({ file, data }: ParsedFile<T>): ParsedFile<T> => ({
    file,
    data: fillAll(data, tokens, (field, token) =>
      problems.push({
        file,
        field,
        reason: `segnaposto sconosciuto ${token}: quelli disponibili sono ${Object.keys(tokens)
          .map((name) => `{${name}}`)
          .join(', ')}`,
      }),
    ),
  });
  const vehicles = (folders.fleet as ParsedFile<VehicleFile>[]).map(fill).sort((a, b) => a.data.id - b.data.id);
  const services = (folders.services as ParsedFile<ServiceFile>[]).map(fill).sort((a, b) => a.data.id - b.data.id);
  const certifications = (folders.certifications as ParsedFile<CertificationFile>[])
    .map(fill)
    .sort((a, b) => a.data.order - b.data.order || a.data.id.localeCompare(b.data.id));
  const positions = (folders.positions as ParsedFile<PositionFile>[])
    .map(fill)
    .sort((a, b) => b.data.datePosted.localeCompare(a.data.datePosted) || a.data.slug.localeCompare(b.data.slug));
  const news = (folders.news as ParsedFile<NewsItemFile>[])
    .map(fill)
    .sort((a, b) => b.data.date.localeCompare(a.data.date) || a.data.slug.localeCompare(b.data.slug));
  const single = <T>(name: string) => {
    const item = singles.get(name);
    return item ? fill(item as ParsedFile<T>) : undefined;
  };
  const slides = single<SlidesFile>('slides');
  const partners = single<PartnersFile>('partners');
  const rentalFaq = single<RentalFaqFile>('rentalFaq');
  const contacts = single<ContactsFile>('contacts');
  const rentalAssistance = single<RentalAssistanceFile>('rentalAssistance');

  checkVehicles(vehicles, problems, editing);
  checkServices(services, problems, editing);
  checkReferences(
    news,
    new Set(vehicles.map(({ data }) => data.slug)),
    new Set(services.map(({ data }) => data.slug)),
    problems,
  );
  if (slides)
    uniqueBy(
      slides.data.slides.map((data) => ({ file: slides.file, data })),
      'slides.id',
      (s) => s.id,
      problems,
    );
  if (partners)
    uniqueBy(
      partners.data.partners.map((data) => ({ file: partners.file, data })),
      'partners.id',
      (p) => p.id,
      problems,
    );
  if (rentalFaq)
    uniqueBy(
      rentalFaq.data.items.map((data) => ({ file: rentalFaq.file, data })),
      'items.id',
      (f) => f.id,
      problems,
    );

  const company = companyFile.data;
  const pageMetas = [
    ...Object.values(pages).map((page) => ({
      file: 'content/pages.ts',
      field: page.path,
      descriptionField: page.path,
      ...page,
    })),
    ...vehicles.map(({ file, data }) => ({
      file,
      field: 'name',
      descriptionField: 'description',
      path: `/gielle-rental/${data.slug}`,
      title: vehicleMetaTitle(data.name, company.address.city, company.brand),
      description: vehicleMetaDescription(data.description, company.address.city, company.brand),
    })),
    ...services.map(({ file, data }) => ({
      file,
      field: 'page.metaTitle',
      descriptionField: 'page.metaDescription',
      path: `/servizi/${data.slug}`,
      title: data.page.metaTitle,
      description: data.page.metaDescription,
    })),
    ...positions.map(({ file, data }) => ({
      file,
      field: 'title',
      // Made from the description's opening (lib/positionMeta.ts): that is where it changes.
      descriptionField: 'description',
      path: `/lavora-con-noi/${data.slug}`,
      title: data.title,
      description: positionMetaDescription(data, companyFile.data.address.city),
    })),
    ...news.map(({ file, data }) => ({
      file,
      field: 'title',
      descriptionField: 'summary',
      path: `/notizie/${data.slug}`,
      title: data.title,
      description: data.summary,
    })),
  ];
  checkUniquePageText(pageMetas, problems, editing);
  checkSearchLengths(pageMetas, company.brand, problems);
  checkLinks(
    new Set(pageMetas.map((page) => page.path)),
    [
      ...services.flatMap(({ file, data }) => [
        { file, field: 'link', path: data.link },
        { file, field: 'page.dedicatedPage.path', path: data.page.dedicatedPage?.path },
      ]),
      ...(slides?.data.slides.map((slide, index) => ({
        file: slides.file,
        field: `slides[${index}].buttonLink`,
        path: slide.buttonLink,
      })) ?? []),
    ],
    problems,
  );

  for (const [name, item] of [
    ['company', companyFile],
    ['partners', partners],
    ['contacts', contacts],
  ] as const) {
    if (!item) continue;
    // By name, not by path: the end-to-end build reads its own copy of a file (lib/content/load.ts).
    const collectionFile = contentCollections
      .flatMap((c) => (c.kind === 'files' ? c.files : []))
      .find((f) => f.name === name);
    const marks = (item.data as { valoriDiEsempio?: string[] }).valoriDiEsempio ?? [];
    const shape: Record<string, z.ZodType> = collectionFile?.schema.shape ?? {};
    const labels = (shape.valoriDiEsempio?.meta() as { options?: Record<string, string> } | undefined)?.options ?? {};
    for (const field of marks)
      samples.push({ file: item.file, field, label: labels[field] ?? field, value: valueAt(item.data, field) });
  }

  if (!slides || !partners || !rentalFaq || !contacts || !rentalAssistance) return { content: null, problems, samples };
  return {
    content: {
      company,
      vehicles: vehicles.map((item) => item.data),
      services: services.map((item) => item.data),
      certifications: certifications.map((item) => item.data),
      slides: slides.data,
      partners: partners.data,
      rentalFaq: rentalFaq.data,
      contacts: contacts.data,
      rentalAssistance: rentalAssistance.data,
      positions: positions.map((item) => item.data),
      news: news.map((item) => item.data),
    },
    problems,
    samples,
  };
}

function checkVehicles(vehicles: ParsedFile<VehicleFile>[], problems: ContentProblem[], editing?: string) {
  for (const { file, data } of vehicles) {
    const { guide, figures, specs } = data;
    const words = wordCount(vehicleGuideText(guide).join(' '));
    if (words < MIN_PAGE_WORDS) {
      problems.push({
        file,
        field: 'guide',
        reason: `il testo per chi sceglie il mezzo ha ${words} parole, ne servono almeno ${MIN_PAGE_WORDS}`,
      });
    }
    const agree = (
      field: string,
      figure: number | undefined,
      spec: string | undefined,
      specField: string,
      unit: string,
    ) => {
      const shown = spec ? firstItalianNumber(spec) : null;
      if ((figure ?? null) !== shown) {
        problems.push({
          file,
          field,
          reason:
            figure === undefined
              ? `manca, ma ${specField} dice ${JSON.stringify(spec)}: scrivi qui ${shown} (${unit})`
              : shown === null
                ? `vale ${figure}, ma ${specField} non riporta la cifra: aggiungila o togli questa`
                : `vale ${figure}, ma ${specField} dice ${JSON.stringify(spec)}: le due cifre devono coincidere`,
        });
      }
    };
    agree('figures.liftHeightM', figures.liftHeightM, specs.liftHeight, 'specs.liftHeight', 'metri');
    agree('figures.capacityKg', figures.capacityKg, specs.capacity, 'specs.capacity', 'kg');
    // Euro have cents, not thousandths: 89.505 is a typing slip the page would print as it is.
    const amount = data.rentalPrice?.amount;
    if (amount !== undefined && !Number.isInteger(Number((amount * 100).toFixed(6)))) {
      problems.push({
        file,
        field: 'rentalPrice.amount',
        reason: `vale ${String(amount).replace('.', ',')}: un prezzo in euro ha al massimo due decimali (es. 89,50)`,
      });
    }
  }
  reportShared(vehicles, (data) => vehicleGuideText(data.guide), 'guide', problems, editing);
}

function checkServices(services: ParsedFile<ServiceFile>[], problems: ContentProblem[], editing?: string) {
  const slugs = new Set(services.map(({ data }) => data.slug));
  for (const { file, data } of services) {
    const words = wordCount(pageSpecificText(data.page).join(' '));
    if (words < MIN_PAGE_WORDS) {
      problems.push({
        file,
        field: 'page',
        reason: `il testo della pagina ha ${words} parole, ne servono almeno ${MIN_PAGE_WORDS}`,
      });
    }
    if (data.page.includes.length !== data.features.length) {
      problems.push({
        file,
        field: 'page.includes',
        reason: `ha ${data.page.includes.length} frasi ma i punti di forza sono ${data.features.length}: serve una frase per punto`,
      });
    }
    data.page.related.forEach((related, index) => {
      if (related === data.slug)
        problems.push({ file, field: `page.related[${index}]`, reason: 'un servizio non può rimandare a se stesso' });
      else if (!slugs.has(related))
        problems.push({
          file,
          field: `page.related[${index}]`,
          reason: `nessun servizio ha l’indirizzo ${JSON.stringify(related)}`,
        });
    });
  }
  reportShared(services, (data) => pageSpecificText(data.page), 'page', problems, editing);
}

/** A reference names only vehicles and services the site has pages for: the pages link back to it. */
function checkReferences(
  news: ParsedFile<NewsItemFile>[],
  vehicles: Set<string>,
  services: Set<string>,
  problems: ContentProblem[],
) {
  for (const { file, data } of news) {
    data.vehicles.forEach((slug, index) => {
      if (!vehicles.has(slug))
        problems.push({
          file,
          field: `vehicles[${index}]`,
          reason: `nessun mezzo della flotta ha l’indirizzo ${JSON.stringify(slug)}: sceglilo dall’elenco`,
        });
    });
    data.services.forEach((slug, index) => {
      if (!services.has(slug))
        problems.push({
          file,
          field: `services[${index}]`,
          reason: `nessun servizio ha l’indirizzo ${JSON.stringify(slug)}: sceglilo dall’elenco`,
        });
    });
  }
}

/**
 * A sentence copied from another page of the same kind: search engines read it as duplicate text.
 * Every copy but the first is named; the file being edited is named whenever it holds one.
 */
function reportShared<T>(
  items: ParsedFile<T>[],
  text: (data: T) => string[],
  field: string,
  problems: ContentProblem[],
  editing?: string,
) {
  const texts = Object.fromEntries(items.map(({ file, data }) => [file, text(data).join(' ')]));
  for (const { sentence, keys } of sharedSentences(texts)) {
    const first = editing && keys.includes(editing) && keys[0] === editing ? keys[1] : keys[0];
    for (const file of keys.filter((key) => key !== first)) {
      problems.push({
        file,
        field,
        reason: `la frase "${sentence.slice(0, 80)}${sentence.length > 80 ? '…' : ''}" è già in ${first}: riscrivila`,
      });
    }
  }
}

interface PageText {
  file: string;
  /** The field that holds the page's title. */
  field: string;
  /** The field its description is written in. */
  descriptionField: string;
  path: string;
  title: string;
  description: string;
}

/** Two pages with one title, or one description: the later is named, or the file being edited. */
function checkUniquePageText(metas: PageText[], problems: ContentProblem[], editing?: string) {
  for (const key of ['title', 'description'] as const) {
    const seen = new Map<string, PageText>();
    for (const meta of metas) {
      const first = seen.get(meta[key]);
      if (!first) {
        seen.set(meta[key], meta);
        continue;
      }
      const [named, other] = first.file === editing ? [first, meta] : [meta, first];
      const what = key === 'title' ? 'il titolo' : 'la descrizione';
      problems.push({
        file: named.file,
        field: key === 'title' ? named.field : named.descriptionField,
        reason: `${what} della pagina ${named.path} è uguale a quell${key === 'title' ? 'o' : 'a'} di ${other.path}: ogni pagina ne vuole ${key === 'title' ? 'uno suo' : 'una sua'}`,
      });
    }
  }
}

/**
 * Titles and descriptions that search results would cut (lib/searchLimits.ts), measured as
 * rendered: placeholders filled, the brand's suffix added (the home page's title is whole).
 */
function checkSearchLengths(metas: PageText[], brand: string, problems: ContentProblem[]) {
  for (const meta of metas) {
    const title = titleProblem(renderedTitle(meta.title, brand, { absolute: meta.path === '/' }));
    if (title) problems.push({ file: meta.file, field: meta.field, reason: `${title} (pagina ${meta.path})` });
    const description = descriptionProblem(meta.description);
    if (description)
      problems.push({ file: meta.file, field: meta.descriptionField, reason: `${description} (pagina ${meta.path})` });
  }
}

function checkLinks(
  known: Set<string>,
  links: { file: string; field: string; path: string | undefined }[],
  problems: ContentProblem[],
) {
  for (const { file, field, path } of links) {
    if (path === undefined) continue;
    const page = path.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
    if (!known.has(page)) problems.push({ file, field, reason: `la pagina ${page} non esiste nel sito` });
  }
}
