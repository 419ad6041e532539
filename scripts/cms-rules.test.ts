/**
 * @jest-environment node
 */
import { join } from 'node:path';
import { CLOSED_POSITION, REFERENCE, testNews, testPositions } from '@/e2e/testContent';
import { readContent } from '@/lib/content/load';
import {
  contentRuleError,
  entryFile,
  entryProblems,
  problemsAtControl,
  rememberSaved,
  setPublishedContent,
  type ControlProps,
} from './cms-rules';

/**
 * The content check's rules in the editor (scripts/cms-rules.ts): an entry as the form holds it,
 * checked with the real content as published, gets at each field what the build would refuse.
 */
const { input } = readContent(join(__dirname, '..'));
const published = { folders: input.folders, singles: input.singles };
const position = testPositions().find((item) => item.slug === CLOSED_POSITION.slug)!;
const reference = testNews().find((item) => item.slug === REFERENCE.slug)!;
const positionFile = `content/positions/${position.slug}.json`;
const referenceFile = `content/news/${reference.slug}.json`;

/** A stand-in for Decap's Immutable maps: `get` and `toJS` are all the layer reads. */
const immutable = (value: Record<string, unknown>) => ({ get: (key: string) => value[key], toJS: () => value });

function control(
  name: string,
  value: unknown,
  data: Record<string, unknown>,
  { collection = 'positions', nested = false, required = true } = {},
): ControlProps {
  const entry = immutable({ data: immutable(data), path: '', newRecord: true, slug: '' });
  return {
    field: immutable({ name, required }),
    value,
    getEntry: () => entry,
    collection: immutable({ name: collection }),
    parentIds: nested ? ['parent-1'] : [],
  };
}

afterEach(() => setPublishedContent(undefined));

describe('the content check at the editor’s fields, before a save', () => {
  it('passes a valid position and reference as they are', () => {
    expect(entryProblems('positions', positionFile, position, published)).toEqual([]);
    expect(entryProblems('news', referenceFile, reference, published)).toEqual([]);
  });

  it('refuses a client named without consent at the consent switch, in the check’s words', () => {
    setPublishedContent(published);
    const data = { ...reference, clientConsent: false };
    const error = contentRuleError(control('clientConsent', false, data, { collection: 'news', required: false }));
    expect(error).toEqual({
      type: 'PRESENCE',
      message: expect.stringMatching(/^Il nome del cliente si pubblica solo con il suo consenso/),
    });
    // The other fields say nothing of it.
    expect(
      contentRuleError(control('clientName', reference.clientName, data, { collection: 'news', required: false })),
    ).toBeNull();
  });

  it('refuses a closing date before the date posted at the closing date', () => {
    setPublishedContent(published);
    const data = { ...position, datePosted: '2026-02-10', validThrough: '2026-02-01' };
    expect(contentRuleError(control('validThrough', '2026-02-01', data, { required: false }))?.message).toBe(
      'La data di chiusura viene prima della data di pubblicazione: correggi una delle due',
    );
    expect(contentRuleError(control('datePosted', '2026-02-10', data))).toBeNull();
  });

  it('names the entry being edited when its description is another position’s, whichever file comes first', () => {
    const other = { ...position, slug: 'zzz-altra-posizione', title: 'Altra posizione di prova' };
    const withOther = {
      ...published,
      folders: {
        ...published.folders,
        positions: [{ file: 'content/positions/zzz-altra-posizione.json', raw: other }],
      },
    };
    const problems = entryProblems(
      'positions',
      'content/positions/aaa-nuova.json',
      { ...position, slug: 'aaa-nuova', title: 'Nuova posizione di prova' },
      withOther,
    );
    expect(problems).toEqual([
      {
        file: 'content/positions/aaa-nuova.json',
        field: 'description',
        reason:
          'la descrizione della pagina /lavora-con-noi/aaa-nuova è uguale a quella di /lavora-con-noi/zzz-altra-posizione: ogni pagina ne vuole una sua',
      },
    ]);
  });

  it('counts a position saved a moment ago, before the live site has rebuilt with it', () => {
    setPublishedContent(published);
    const next = { ...position, slug: 'seconda-di-prova', title: 'Seconda posizione di prova' };
    const description = () => contentRuleError(control('description', position.description, next));
    expect(description()).toBeNull();
    rememberSaved(immutable({ collection: 'positions', data: immutable(position), path: '', newRecord: true }));
    expect(description()?.message).toMatch(
      /^La descrizione della pagina \/lavora-con-noi\/seconda-di-prova è uguale a quella di \/lavora-con-noi\//,
    );
  });

  it('shows a problem inside a group at the field of that name holding that value, not at the group', () => {
    const problems = [{ file: 'f', field: 'page.metaDescription', reason: 'la descrizione è uguale' }];
    const data = { page: { metaTitle: 'T', metaDescription: 'D' } };
    const at = (name: string, value: unknown, nested: boolean) =>
      problemsAtControl(problems, data, { field: immutable({ name }), value, parentIds: nested ? ['p'] : [] });
    expect(at('metaDescription', 'D', true)).toEqual(['La descrizione è uguale']);
    expect(at('page', data.page, false)).toEqual([]);
    expect(at('metaDescription', 'other', true)).toEqual([]);
  });

  it('refuses a vehicle at /gielle-rental/assistenza at its address field: the assistance page lives there', () => {
    setPublishedContent(published);
    const vehicle: Record<string, unknown> = { ...(published.folders.fleet[0]?.raw as object), slug: 'assistenza' };
    expect(contentRuleError(control('slug', 'assistenza', vehicle, { collection: 'fleet' }))).toEqual({
      type: 'PRESENCE',
      message:
        '"assistenza" è un indirizzo riservato alla pagina di assistenza sui mezzi a noleggio: scegline un altro',
    });
    expect(contentRuleError(control('name', vehicle.name, vehicle, { collection: 'fleet' }))).toBeNull();
  });

  it('refuses an unknown placeholder in the rental assistance page at the text that holds it', () => {
    const page = published.singles.rentalAssistance?.raw as { breakdown: { title: string; text: string } };
    const data = { ...page, breakdown: { ...page.breakdown, text: 'Chiama {numeroAssistenza}.' } };
    const problems = entryProblems('settings', 'content/rental-assistance.json', data, published);
    expect(problems).toEqual([
      expect.objectContaining({ field: 'breakdown.text', reason: expect.stringMatching(/^segnaposto sconosciuto/) }),
    ]);
    const at = (name: string, value: unknown) =>
      problemsAtControl(problems, data, { field: immutable({ name }), value, parentIds: ['breakdown'] });
    expect(at('text', data.breakdown.text)).toEqual([
      expect.stringMatching(/^Segnaposto sconosciuto \{numeroAssistenza\}/),
    ]);
    expect(at('title', data.breakdown.title)).toEqual([]);
  });

  it('leaves an empty required field to Decap’s own message', () => {
    setPublishedContent(published);
    expect(contentRuleError(control('title', '', { ...position, title: '' }))).toBeNull();
  });

  it('saves a new entry where Decap will: its folder and slug; a single file at its own path', () => {
    const fresh = immutable({ path: '', newRecord: true, slug: '' });
    expect(entryFile('positions', fresh, { slug: 'nuova' })).toBe('content/positions/nuova.json');
    expect(
      entryFile('positions', immutable({ path: 'content/positions/x.json', newRecord: false }), { slug: 'x' }),
    ).toBe('content/positions/x.json');
    expect(entryFile('settings', immutable({ slug: 'company' }), {})).toBe('content/company.json');
  });
});
