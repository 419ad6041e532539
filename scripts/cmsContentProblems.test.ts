/** @jest-environment node */
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContent } from '@/lib/content/load';
import { problemLine } from '@/lib/content/problems';

/**
 * What the content check tells the office (issue 60) when a position or a news item saved in the
 * editor breaks a rule across its fields, which Decap's form cannot check: the check's own line,
 * naming file, field and reason in plain Italian, as `npm run cms` and the build print it. On a
 * copy of content/ (public/ linked, for the files the check looks for), with the faulty files added.
 */
const root = join(__dirname, '..');

const position = {
  slug: 'magazziniere-chiusa-prima',
  title: 'Magazziniere',
  workplace: 'sede',
  contract: 'indeterminato',
  hours: 'pieno',
  description: 'Gestione del magazzino ricambi della sede.',
  tasks: ['Ricevere la merce.'],
  requirements: ['Patentino per carrelli elevatori.'],
  offer: ['Contratto a tempo indeterminato.'],
  datePosted: '2026-11-20',
  validThrough: '2026-11-10',
};

const news = {
  kind: 'referenza',
  title: 'Lavori in quota in un magazzino',
  date: '2026-11-25',
  summary: 'Due settimane di lavori in quota nel magazzino di un cliente della zona industriale di Catania.',
  body: 'Abbiamo fornito la piattaforma e l’operatore.',
  place: 'Zona industriale di Catania',
};

describe('the content check’s plain messages for positions and news items', () => {
  let dir = '';
  let lines: string[] = [];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'gielle-content-problems-'));
    cpSync(join(root, 'content'), join(dir, 'content'), { recursive: true });
    symlinkSync(join(root, 'public'), join(dir, 'public'));
    const write = (file: string, data: object) => writeFileSync(join(dir, file), `${JSON.stringify(data, null, 2)}\n`);
    write('content/positions/magazziniere-chiusa-prima.json', position);
    // A reference naming no service and no vehicle.
    write('content/news/referenza-senza-mezzi.json', {
      slug: 'referenza-senza-mezzi',
      ...news,
      services: [],
      vehicles: [],
    });
    // A summary of 40 characters.
    write('content/news/riassunto-corto.json', {
      slug: 'riassunto-corto',
      ...news,
      summary: 'Un riassunto troppo corto per Google.!!!',
      vehicles: ['piattaforma-forbice-12m'],
    });
    lines = loadContent(dir).problems.map(problemLine);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a closing date before the date posted', () => {
    expect(lines).toContain(
      'content/positions/magazziniere-chiusa-prima.json: validThrough: la data di chiusura viene prima della data di pubblicazione: correggi una delle due',
    );
  });

  it('a reference naming no service or vehicle', () => {
    expect(lines).toContain(
      'content/news/referenza-senza-mezzi.json: services: una referenza indica almeno un servizio o un mezzo usato',
    );
  });

  it('a summary out of its 70 to 160 characters, saying how many it has', () => {
    expect(lines).toContain('content/news/riassunto-corto.json: summary: deve avere tra 70 e 160 caratteri: ne ha 40');
  });

  it('nothing else: the files the check was given are otherwise valid', () => {
    expect(lines.filter((line) => !/chiusa-prima|senza-mezzi|riassunto-corto/.test(line))).toEqual([]);
    expect(lines).toHaveLength(3);
  });
});
