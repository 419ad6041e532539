/**
 * @jest-environment node
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLOSED_POSITION, REFERENCE, testNews, testPositions } from '@/e2e/testContent';
import { loadContent, loadContentLeavingOut } from './load';
import { problemLine } from './problems';

/**
 * Positions, news and references through the content check: the messages the office reads when
 * the check refuses one (docs/guida-redazione.md), on a copy of the real content plus one file.
 */
const repo = join(__dirname, '..', '..');
let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'gielle-publications-'));
  cpSync(join(repo, 'content'), join(root, 'content'), {
    recursive: true,
    filter: (source) => !source.includes('generated') && !source.endsWith('.ts'),
  });
  cpSync(join(repo, 'public', 'images'), join(root, 'public', 'images'), { recursive: true });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const position = testPositions().find((item) => item.slug === CLOSED_POSITION.slug)!;
const reference = testNews().find((item) => item.slug === REFERENCE.slug)!;
const put = (folder: 'positions' | 'news', data: { slug: string } & Record<string, unknown>) =>
  writeFileSync(join(root, 'content', folder, `${data.slug}.json`), JSON.stringify(data, null, 2));
const lines = () => loadContent(root).problems.map(problemLine);

describe('positions, news and references in the content check', () => {
  it('passes a valid position and reference, newest first, the client named only with consent', () => {
    put('positions', position);
    put('news', reference);
    const { content, problems } = loadContent(root);
    expect(problems).toEqual([]);
    expect(content?.positions.map((item) => item.slug)).toEqual([CLOSED_POSITION.slug]);
    expect(content?.news[0]).toMatchObject({ slug: REFERENCE.slug, clientName: REFERENCE.client, clientConsent: true });
  });

  it('refuses a closing date before the date posted, in plain words', () => {
    put('positions', { ...position, datePosted: '2026-02-10', validThrough: '2026-02-01' });
    expect(lines()).toEqual([
      `content/positions/${position.slug}.json: validThrough: la data di chiusura viene prima della data di pubblicazione: correggi una delle due`,
    ]);
  });

  it('refuses a reference that names no service or vehicle, and one naming a vehicle the fleet lacks', () => {
    put('news', { ...reference, services: [], vehicles: [] });
    expect(lines()).toEqual([
      `content/news/${reference.slug}.json: services: una referenza indica almeno un servizio o un mezzo usato`,
    ]);
    put('news', { ...reference, vehicles: ['gru-inesistente'] });
    expect(lines()).toEqual([
      `content/news/${reference.slug}.json: vehicles[0]: nessun mezzo della flotta ha l’indirizzo "gru-inesistente": sceglilo dall’elenco`,
    ]);
  });

  it('refuses a summary out of range, saying how long it is', () => {
    put('news', { ...reference, summary: 'Troppo breve.' });
    expect(lines()).toEqual([
      `content/news/${reference.slug}.json: summary: deve avere tra 70 e 160 caratteri: ne ha 13`,
    ]);
  });

  it('refuses a client named without consent', () => {
    put('news', { ...reference, clientConsent: false });
    expect(lines()).toEqual([
      `content/news/${reference.slug}.json: clientConsent: il nome del cliente si pubblica solo con il suo consenso: attiva l’interruttore del consenso o togli il nome`,
    ]);
  });
});

describe('the preview under npm run cms: one refused file does not hold back the rest', () => {
  it('leaves out a refused position, names it, and publishes the reference saved after it', () => {
    put('positions', { ...position, datePosted: '2026-02-10', validThrough: '2026-02-01' });
    put('news', reference);
    const { report, left } = loadContentLeavingOut(root);
    expect(left.map(problemLine)).toEqual([
      `content/positions/${position.slug}.json: validThrough: la data di chiusura viene prima della data di pubblicazione: correggi una delle due`,
    ]);
    expect(report.problems).toEqual(left);
    expect(report.content?.positions).toEqual([]);
    expect(report.content?.news.map((item) => item.slug)).toEqual([REFERENCE.slug]);
  });

  it('stops as the build does on a fault in a file the site cannot do without', () => {
    writeFileSync(join(root, 'content', 'company.json'), '{');
    const { report, left } = loadContentLeavingOut(root);
    expect(left).toEqual([]);
    expect(report.content).toBeNull();
    expect(report.problems[0]?.file).toBe('content/company.json');
  });
});
