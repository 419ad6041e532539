import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompanyFile } from '../content/schema/company';
import type { NewsItemFile } from '../content/schema/newsItem';
import type { PositionFile } from '../content/schema/position';

/**
 * The positions, news items and references the end-to-end build carries (`npm run build:e2e`):
 * test data made here at test time, written outside content/ and read by the content check
 * through CONTENT_TEST_DIR (lib/content/load.ts). The site itself ships with none: the company
 * publishes its own in the editor. Every text says it is a test. Beside them, a copy of the
 * company's details with the WhatsApp number the shipped content/company.json leaves out: the
 * check reads it in place of that file, so the browser tests see the WhatsApp links.
 *
 * Usage: tsx e2e/testContent.ts   writes them into TEST_CONTENT_DIR
 */
export const TEST_CONTENT_DIR = 'node_modules/.cache/gielle-test-content';

/** Open until 30 June 2099, with a pay range: the position the keyboard applies to. */
export const OPEN_POSITION = {
  slug: 'magazziniere-carrellista-di-prova',
  title: 'Magazziniere carrellista (prova)',
  validThrough: '2099-06-30',
} as const;
/** Open until 31 March 2099, on the sites, no pay range: the first to close under a fixed clock. */
export const SITE_POSITION = {
  slug: 'tecnico-antincendio-di-prova',
  title: 'Tecnico antincendio nei cantieri (prova)',
  validThrough: '2099-03-31',
} as const;
/** Closed on 31 January 2026, before any build of this test: off the listing, the sitemap and the index. */
export const CLOSED_POSITION = {
  slug: 'addetto-pulizie-chiusa-di-prova',
  title: 'Addetto alle pulizie (prova, chiusa)',
  validThrough: '2026-01-31',
} as const;
/** Closed at once by its switch ("Posizione chiusa"), its closing date still to come. */
export const SWITCHED_POSITION = {
  slug: 'autista-chiusa-oggi-di-prova',
  title: 'Autista con patente C (prova, chiusa subito)',
  validThrough: '2099-12-31',
  closed: true,
} as const;

/** The reference that names a vehicle and a service: their pages link to it. */
export const REFERENCE = {
  slug: 'referenza-di-prova-magazzino',
  title: 'Referenza di prova: scaffalature in quota',
  vehicle: 'piattaforma-forbice-12m',
  service: 'facchinaggio',
  client: 'Cliente di prova S.r.l.',
} as const;

/** The WhatsApp number of the test build (content/company.ts makes the wa.me digits of it). */
export const TEST_WHATSAPP = { typed: '+39 333 000 0042', wa: '393330000042' } as const;

/** More items than one listing page holds (12), so that /notizie has a second page. */
export const NEWS_COUNT = 14;

const position = (
  fields: Partial<PositionFile> & Pick<PositionFile, 'slug' | 'title' | 'datePosted'>,
): PositionFile => ({
  workplace: 'sede',
  contract: 'indeterminato',
  hours: 'pieno',
  description: `Posizione di prova "${fields.title}", creata dai test di fine a fine per provare l’elenco, la pagina e la candidatura. Non è un’offerta di lavoro reale.`,
  tasks: ['Attività di prova numero uno', 'Attività di prova numero due'],
  requirements: ['Requisito di prova'],
  offer: ['Punto di prova di ciò che offriamo'],
  ...fields,
});

export function testPositions(): PositionFile[] {
  return [
    position({
      ...OPEN_POSITION,
      datePosted: '2026-11-02',
      startDate: '2099-01-07',
      pay: { min: 1500, max: 1800, period: 'MONTH' },
    }),
    position({
      ...SITE_POSITION,
      datePosted: '2026-10-20',
      workplace: 'cantieri',
      area: 'provincia di prova',
      contract: 'determinato',
      hours: 'parziale',
    }),
    position({ ...CLOSED_POSITION, datePosted: '2026-01-05' }),
    position({
      ...SWITCHED_POSITION,
      datePosted: '2026-11-10',
      description:
        'Guida di un autocarro per le consegne ai cantieri della provincia, con carico e scarico dei materiali.',
    }),
  ];
}

export function testNews(): NewsItemFile[] {
  const items: NewsItemFile[] = [
    {
      slug: REFERENCE.slug,
      kind: 'referenza',
      title: REFERENCE.title,
      date: '2026-11-20',
      summary:
        'Una referenza di prova creata dai test: un lavoro in quota con una piattaforma a forbice e il facchinaggio.',
      body: 'Testo di prova della **referenza**, scritto dai test.\n\n- Primo punto di prova\n- Secondo punto di prova\n\n<script>alert("no")</script>\n\n[Un collegamento di prova](/gielle-rental)',
      photos: [
        { src: '/images/fleet/piattaforma-forbice-12m-lavoro.svg', alt: 'Piattaforma a forbice di prova al lavoro' },
      ],
      services: [REFERENCE.service],
      vehicles: [REFERENCE.vehicle],
      place: 'Zona industriale di prova',
      clientName: REFERENCE.client,
      clientConsent: true,
    },
  ];
  for (let index = 1; items.length < NEWS_COUNT; index += 1) {
    const day = String(20 - index).padStart(2, '0');
    items.push({
      slug: `notizia-di-prova-${index}`,
      kind: 'notizia',
      title: `Notizia di prova numero ${index}`,
      date: `2026-10-${day}`,
      summary: `La notizia di prova numero ${index}, creata dai test di fine a fine per l’elenco, il feed e la ricerca.`,
      body: `Testo della notizia di prova numero ${index}.`,
      photos: [],
      services: [],
      vehicles: [],
      clientConsent: false,
    });
  }
  return items;
}

/** content/company.json as shipped, with the WhatsApp number it leaves out. */
export function testCompany(root = process.cwd()): CompanyFile {
  const shipped = JSON.parse(readFileSync(join(root, 'content', 'company.json'), 'utf8')) as CompanyFile;
  return { ...shipped, whatsapp: TEST_WHATSAPP.typed };
}

/** Writes the test content under `root`/TEST_CONTENT_DIR, replacing what a previous run wrote. */
export function writeTestContent(root = process.cwd()): string {
  const dir = join(root, TEST_CONTENT_DIR);
  rmSync(dir, { recursive: true, force: true });
  const write = (folder: string, items: { slug: string }[]) => {
    mkdirSync(join(dir, folder), { recursive: true });
    for (const item of items)
      writeFileSync(join(dir, folder, `${item.slug}.json`), `${JSON.stringify(item, null, 2)}\n`);
  };
  write('content/positions', testPositions());
  write('content/news', testNews());
  writeFileSync(join(dir, 'content', 'company.json'), `${JSON.stringify(testCompany(root), null, 2)}\n`);
  return dir;
}

if (require.main === module) writeTestContent();
