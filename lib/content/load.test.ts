/**
 * @jest-environment node
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContent } from './load';
import { problemLine } from './problems';

/**
 * The content check on a copy of the real content with one thing broken per test: each kind of
 * error the office can make is refused with one line naming the file, the field and the reason.
 */
const repo = join(__dirname, '..', '..');
let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'gielle-content-'));
  cpSync(join(repo, 'content'), join(root, 'content'), {
    recursive: true,
    filter: (source) => !source.includes('generated') && !source.endsWith('.ts'),
  });
  // The images the content names must exist in public/.
  cpSync(join(repo, 'public', 'images'), join(root, 'public', 'images'), { recursive: true });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const path = (file: string) => join(root, file);
const read = (file: string) => JSON.parse(readFileSync(path(file), 'utf8')) as Record<string, any>;
const write = (file: string, data: unknown) => writeFileSync(path(file), JSON.stringify(data, null, 2));
const edit = (file: string, change: (data: Record<string, any>) => void) => {
  const data = read(file);
  change(data);
  write(file, data);
};
const lines = () => loadContent(root).problems.map(problemLine);

const LIFT = 'content/fleet/piattaforma-forbice-diesel-15m.json';

describe('the content check', () => {
  it('passes the real content, with every collection read', () => {
    const { content, problems } = loadContent(root);
    expect(problems).toEqual([]);
    expect(content?.vehicles).toHaveLength(18);
    expect(content?.services).toHaveLength(15);
    expect(content?.certifications).toHaveLength(7);
  });

  it('refuses a figure that is not a number, naming file, field and what it found', () => {
    edit(LIFT, (v) => (v.figures.liftHeightM = 'dodici'));
    expect(lines()).toContain(`${LIFT}: figures.liftHeightM: serve un numero, trovato "dodici"`);
  });

  it('refuses a missing required field', () => {
    edit(LIFT, (v) => delete v.name);
    expect(lines()).toEqual([`${LIFT}: name: campo obbligatorio mancante`]);
  });

  it('refuses a required text left blank', () => {
    edit(LIFT, (v) => (v.description = '  '));
    expect(lines()).toEqual([`${LIFT}: description: campo obbligatorio mancante`]);
  });

  it('reads an optional field left blank, as the editor saves it, as absent', () => {
    edit(LIFT, (v) => {
      v.specs.engine = '';
      v.kind = null;
    });
    edit(
      'content/services/logistica.json',
      (s) => (s.page.dedicatedPage = { path: '', title: '', text: '', label: '' }),
    );
    const { problems, content } = loadContent(root);
    expect(problems).toEqual([]);
    expect(content?.vehicles.find((v) => v.slug === 'piattaforma-forbice-diesel-15m')?.specs).not.toHaveProperty(
      'engine',
    );
  });

  it('refuses a blank line inside a list', () => {
    edit(LIFT, (v) => v.guide.jobs.push(''));
    expect(lines()).toEqual([`${LIFT}: guide.jobs[4]: non può essere vuoto`]);
  });

  it('reads the search words of a vehicle and a service, trimmed; an empty list or none is no word', () => {
    edit(LIFT, (v) => (v.searchTerms = [' pantografo ', 'piattaforma aerea']));
    edit('content/services/consulenza.json', (s) => (s.searchTerms = ['DVR']));
    edit('content/services/logistica.json', (s) => (s.searchTerms = []));
    edit('content/fleet/carrello-diesel-3t.json', (v) => (v.searchTerms = null));
    const { problems, content } = loadContent(root);
    expect(problems).toEqual([]);
    expect(content?.vehicles.find((v) => v.slug === 'piattaforma-forbice-diesel-15m')?.searchTerms).toEqual([
      'pantografo',
      'piattaforma aerea',
    ]);
    expect(content?.services.find((s) => s.slug === 'consulenza')?.searchTerms).toEqual(['DVR']);
    expect(content?.services.find((s) => s.slug === 'logistica')?.searchTerms).toEqual([]);
    expect(content?.vehicles.find((v) => v.slug === 'carrello-diesel-3t')).not.toHaveProperty('searchTerms');
  });

  it('refuses a search word left blank, too short or too long, and one already in the list (case aside)', () => {
    edit(LIFT, (v) => (v.searchTerms = ['', 'x', 'cestello', 'a'.repeat(41), 'Cestello']));
    expect(lines()).toEqual([
      `${LIFT}: searchTerms[0]: non può essere vuoto`,
      `${LIFT}: searchTerms[1]: deve avere tra 2 e 40 caratteri: ne ha 1`,
      `${LIFT}: searchTerms[3]: deve avere tra 2 e 40 caratteri: ne ha 41`,
      `${LIFT}: searchTerms[4]: "Cestello" è già nell’elenco (voce 3): toglila`,
    ]);
    edit('content/services/consulenza.json', (s) => (s.searchTerms = ['DVR', ' dvr']));
    expect(lines()).toContain(
      'content/services/consulenza.json: searchTerms[1]: "dvr" è già nell’elenco (voce 1): toglila',
    );
  });

  it('refuses more than twelve search words, and words that are not a list of texts', () => {
    edit(LIFT, (v) => (v.searchTerms = Array.from({ length: 13 }, (_, index) => `parola ${index + 1}`)));
    expect(lines()).toEqual([`${LIFT}: searchTerms: al massimo 12 parole: tieni quelle che i clienti cercano davvero`]);
    edit(LIFT, (v) => (v.searchTerms = 'muletto, cestello'));
    expect(lines()).toContain(`${LIFT}: searchTerms: serve un elenco, trovato "muletto, cestello"`);
  });

  it('refuses an unknown category, listing the allowed ones', () => {
    edit(LIFT, (v) => (v.category = 'gru'));
    expect(lines()).toEqual([
      `${LIFT}: category: valore non ammesso "gru": scegli tra "elevatori", "movimentazione", "movimentazioneTerra", "lavoriAltaQuota"`,
    ]);
  });

  it('refuses a field the schema does not know (a typo in its name)', () => {
    edit(LIFT, (v) => (v.descrizione = 'x'));
    expect(lines()).toEqual([`${LIFT}: campo sconosciuto: descrizione (controlla il nome o toglilo)`]);
  });

  it('refuses two vehicles with the same slug, and the same number', () => {
    const copy = read(LIFT);
    write('content/fleet/copia.json', {
      ...copy,
      name: 'Copia',
      description: 'Un’altra piattaforma, con una descrizione abbastanza lunga per i risultati di ricerca.',
    });
    const found = lines();
    expect(found).toContain(
      `${LIFT}: slug: "piattaforma-forbice-diesel-15m" è già usato da content/fleet/copia.json: sceglierne un altro`,
    );
    expect(found).toContain(`${LIFT}: id: ${copy.id} è già usato da content/fleet/copia.json: sceglierne un altro`);
  });

  it('refuses an image that does not exist in public/', () => {
    edit(LIFT, (v) => (v.image = '/images/fleet/foto-mancante.jpg'));
    expect(lines()).toEqual([
      `${LIFT}: image: il file /images/fleet/foto-mancante.jpg non esiste in public/images/fleet: caricalo o correggi il nome`,
    ]);
  });

  it('refuses a certificate that is not a PDF in /documents', () => {
    edit('content/certifications/iso9001.json', (c) => (c.file = '/documents/certificato ISO.docx'));
    expect(lines()).toEqual([
      'content/certifications/iso9001.json: file: serve un PDF caricato dall’editor, con un nome senza spazi (es. /documents/caricati/certificato-iso-9001.pdf)',
    ]);
  });

  it('refuses a vehicle whose buyer text is under 250 words', () => {
    edit(
      LIFT,
      (v) => (v.guide = { intro: ['Breve.'], jobs: ['Un lavoro.'], environment: 'Fuori.', operator: 'Con patentino.' }),
    );
    expect(lines()).toEqual([`${LIFT}: guide: il testo per chi sceglie il mezzo ha 6 parole, ne servono almeno 250`]);
  });

  it('refuses a sentence copied from another vehicle', () => {
    const other = read('content/fleet/carrello-elettrico-1-6t.json');
    edit(LIFT, (v) => v.guide.jobs.push(other.guide.jobs[0]));
    expect(lines()).toEqual([
      expect.stringMatching(
        new RegExp(`^${LIFT}: guide: la frase ".+" è già in content/fleet/carrello-elettrico-1-6t.json: riscrivila$`),
      ),
    ]);
  });

  it('refuses a service page title another page already uses', () => {
    const taken = read('content/services/logistica.json').page.metaTitle;
    edit('content/services/stoccaggio.json', (s) => (s.page.metaTitle = taken));
    expect(lines()).toEqual([
      'content/services/stoccaggio.json: page.metaTitle: il titolo della pagina /servizi/stoccaggio è uguale a quello di /servizi/logistica: ogni pagina ne vuole uno suo',
    ]);
  });

  it('refuses a description another page already uses', () => {
    const taken = read('content/services/logistica.json').page.metaDescription;
    edit('content/services/stoccaggio.json', (s) => (s.page.metaDescription = taken));
    expect(lines()).toEqual([
      'content/services/stoccaggio.json: page.metaDescription: la descrizione della pagina /servizi/stoccaggio è uguale a quella di /servizi/logistica: ogni pagina ne vuole una sua',
    ]);
  });

  it('refuses a search title or description that results would cut, in the editor’s own words', () => {
    edit('content/services/stoccaggio.json', (s) => {
      s.page.metaTitle = 'Stoccaggio, magazzino e logistica conto terzi a {città}';
      s.page.metaDescription = 'Stoccaggio a {città}.';
    });
    edit(LIFT, (v) => (v.name = 'Piattaforma a forbice diesel fuoristrada per cantieri edili 15 m'));
    const found = lines();
    expect(found).toContain(`${LIFT}: name: deve avere al massimo 51 caratteri: ne ha 64`);
    expect(found).toContain(
      'content/services/stoccaggio.json: page.metaTitle: deve avere al massimo 51 caratteri: ne ha 55',
    );
    expect(found).toContain(
      'content/services/stoccaggio.json: page.metaDescription: deve avere tra 70 e 160 caratteri: ne ha 21',
    );
  });

  it('measures a title as rendered, with the brand the layout adds', () => {
    edit('content/company.json', (c) => (c.brand = 'Gielle Servizi'));
    expect(lines()).toContain(
      'content/services/facchinaggio.json: page.metaTitle: il titolo come appare nei risultati di ricerca («Facchinaggio e traslochi aziendali a Catania | Gielle Servizi») ha 61 caratteri: al massimo 60, accorcialo (pagina /servizi/facchinaggio)',
    );
  });

  it('measures a description as rendered, with company placeholders filled', () => {
    edit('content/company.json', (c) => (c.address.city = 'San Giovanni la Punta'));
    const found = lines();
    expect(found).toContain(
      'content/services/servizio-antincendio.json: page.metaDescription: la descrizione per i motori di ricerca ha 174 caratteri: al massimo 160, accorciala (pagina /servizi/servizio-antincendio)',
    );
    // A vehicle page's title drops the city to fit (lib/vehicleMeta.ts): no problem of its own.
    expect(found.filter((line) => line.startsWith('content/fleet/'))).toEqual([]);
  });

  it('refuses a figure that disagrees with the spec it summarises', () => {
    edit(LIFT, (v) => (v.figures.liftHeightM = 14));
    expect(lines()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${LIFT}: figures.liftHeightM: vale 14, ma specs.liftHeight dice ".+": le due cifre devono coincidere$`,
        ),
      ),
    ]);
  });

  it('reads a published rental price, and a price group left blank in the editor as no price', () => {
    edit(LIFT, (v) => (v.rentalPrice = { amount: 89.5, unit: 'day' }));
    edit('content/fleet/carrello-diesel-3t.json', (v) => (v.rentalPrice = { amount: null, unit: '' }));
    const { problems, content } = loadContent(root);
    expect(problems).toEqual([]);
    expect(content?.vehicles.find((v) => v.slug === 'piattaforma-forbice-diesel-15m')?.rentalPrice).toEqual({
      amount: 89.5,
      unit: 'day',
    });
    expect(content?.vehicles.find((v) => v.slug === 'carrello-diesel-3t')).not.toHaveProperty('rentalPrice');
  });

  it('refuses a rental price of zero, in thousandths of a euro, without its period or for an unknown one', () => {
    edit(LIFT, (v) => (v.rentalPrice = { amount: 0, unit: 'day' }));
    expect(lines()).toEqual([`${LIFT}: rentalPrice.amount: deve essere maggiore di zero`]);
    edit(LIFT, (v) => (v.rentalPrice = { amount: 89.505, unit: 'week' }));
    expect(lines()).toEqual([
      `${LIFT}: rentalPrice.amount: vale 89,505: un prezzo in euro ha al massimo due decimali (es. 89,50)`,
    ]);
    edit(LIFT, (v) => (v.rentalPrice = { amount: 120, unit: '' }));
    expect(lines()).toEqual([`${LIFT}: rentalPrice.unit: campo obbligatorio mancante`]);
    edit(LIFT, (v) => (v.rentalPrice = { amount: 120, unit: 'hour' }));
    expect(lines()).toEqual([
      expect.stringMatching(new RegExp(`^${LIFT}: rentalPrice.unit: .*"day".*"week".*"month"`)),
    ]);
  });

  it('refuses a link to a page the site does not have, and a related service that does not exist', () => {
    edit('content/home-slides.json', (f) => (f.slides[1].buttonLink = '/chi-siamo-noi'));
    edit('content/services/logistica.json', (s) => (s.page.related[0] = 'spedizioni'));
    expect(lines()).toEqual([
      'content/services/logistica.json: page.related[0]: nessun servizio ha l’indirizzo "spedizioni"',
      'content/home-slides.json: slides[1].buttonLink: la pagina /chi-siamo-noi non esiste nel sito',
    ]);
  });

  it('refuses an unknown company placeholder, listing the known ones', () => {
    edit('content/rental-faq.json', (f) => (f.items[0].answer = 'Chiama {telefono}.'));
    expect(lines()).toEqual([
      expect.stringMatching(
        /^content\/rental-faq\.json: items\[0\]\.answer: segnaposto sconosciuto \{telefono\}: quelli disponibili sono \{marchio\}, /,
      ),
    ]);
  });

  it('reads the rental assistance page’s words, company placeholders filled', () => {
    edit('content/rental-assistance.json', (f) => (f.success.text = 'Ti richiamiamo {orarioUfficio}.'));
    const { problems, content } = loadContent(root);
    expect(problems).toEqual([]);
    expect(content?.rentalAssistance.types.guasto.label).toBe('Guasto o assistenza tecnica');
    expect(content?.rentalAssistance.success.text).toBe('Ti richiamiamo lunedì - venerdì dalle 09:00 alle 18:00.');
  });

  it('refuses an unknown placeholder, a missing request and a blank text in the rental assistance page', () => {
    edit('content/rental-assistance.json', (f) => (f.breakdown.text = 'Chiama {numeroAssistenza}.'));
    expect(lines()).toEqual([
      expect.stringMatching(
        /^content\/rental-assistance\.json: breakdown\.text: segnaposto sconosciuto \{numeroAssistenza\}: quelli disponibili sono \{marchio\}, /,
      ),
    ]);
    edit('content/rental-assistance.json', (f) => {
      f.breakdown.text = 'Chiamaci.';
      delete f.types.altro;
      f.hero.title = ' ';
    });
    expect(lines()).toEqual([
      'content/rental-assistance.json: hero.title: campo obbligatorio mancante',
      'content/rental-assistance.json: types.altro: campo obbligatorio mancante',
    ]);
  });

  it('refuses a vehicle at /gielle-rental/assistenza: that address is the assistance page’s', () => {
    edit(LIFT, (v) => (v.slug = 'assistenza'));
    expect(lines()).toEqual([
      `${LIFT}: slug: "assistenza" è un indirizzo riservato alla pagina di assistenza sui mezzi a noleggio: scegline un altro`,
    ]);
  });

  it('reads the WhatsApp number as optional: none shipped, one set, one blank, one that is no number', () => {
    expect(read('content/company.json')).not.toHaveProperty('whatsapp');
    expect(loadContent(root).content?.company).not.toHaveProperty('whatsapp');
    edit('content/company.json', (c) => (c.whatsapp = ' +39 333 000 0042 '));
    expect(loadContent(root).content?.company.whatsapp).toBe('+39 333 000 0042');
    edit('content/company.json', (c) => (c.whatsapp = ''));
    expect(lines()).toEqual([]);
    expect(loadContent(root).content?.company).not.toHaveProperty('whatsapp');
    edit('content/company.json', (c) => (c.whatsapp = 'su WhatsApp'));
    expect(lines()).toEqual(['content/company.json: whatsapp: serve un numero di telefono, es. +39 095 123 4567']);
  });

  it('reads the end-to-end build’s own copy of a single file in place of content/’s', () => {
    const testDir = 'test-content';
    mkdirSync(path(`${testDir}/content`), { recursive: true });
    write(`${testDir}/content/company.json`, { ...read('content/company.json'), whatsapp: '+39 333 000 0042' });
    const before = process.env.CONTENT_TEST_DIR;
    process.env.CONTENT_TEST_DIR = testDir;
    try {
      const { problems, content, samples } = loadContent(root);
      expect(problems).toEqual([]);
      expect(content?.company.whatsapp).toBe('+39 333 000 0042');
      // Its sample values keep their labels, named at the copy.
      expect(samples).toContainEqual(
        expect.objectContaining({ file: `${testDir}/content/company.json`, field: 'phone', label: 'Centralino' }),
      );
    } finally {
      if (before === undefined) delete process.env.CONTENT_TEST_DIR;
      else process.env.CONTENT_TEST_DIR = before;
    }
  });

  it('refuses a company detail in the wrong shape, with the field’s own words', () => {
    edit('content/company.json', (c) => (c.vatNumber = '0123'));
    edit('content/company.json', (c) => (c.email.info = 'info-at-gielle'));
    expect(lines()).toEqual([
      'content/company.json: vatNumber: serve IT seguito da 11 cifre, es. IT01234567890',
      'content/company.json: email.info: serve un indirizzo e-mail valido, es. info@azienda.it',
    ]);
  });

  it('refuses a file that is not JSON at all', () => {
    writeFileSync(path(LIFT), '{ "name": "Piattaforma", }');
    expect(lines()).toEqual([expect.stringMatching(new RegExp(`^${LIFT}: il file non è un JSON valido`))]);
  });

  it('fills company placeholders from content/company.json', () => {
    edit('content/company.json', (c) => (c.foundedYear = 1999));
    const slide = loadContent(root).content?.slides.slides.find((item) => item.id === 'chi-siamo');
    expect(slide?.title).toBe('Dal 1999 al fianco delle imprese');
  });
});

describe('a new vehicle file', () => {
  it('is read with no code change, in fleet order', () => {
    const copy = read(LIFT);
    mkdirSync(path('content/fleet'), { recursive: true });
    const guide = read('content/fleet/carrello-elettrico-1-6t.json').guide;
    // A text of its own: the copied sentences reworded so none repeats.
    const own = JSON.parse(
      JSON.stringify(guide)
        .replace(/\. /g, ', davvero. ')
        .replace(/\.(?=")/g, ', nel nuovo mezzo.'),
    );
    write('content/fleet/nuovo-mezzo.json', {
      ...copy,
      id: 99,
      slug: 'nuovo-mezzo',
      name: 'Nuovo mezzo di prova',
      description: 'Un mezzo aggiunto dall’ufficio, descritto quanto basta per i risultati di ricerca.',
      guide: own,
    });
    const { content, problems } = loadContent(root);
    expect(problems).toEqual([]);
    expect(content?.vehicles.at(-1)?.slug).toBe('nuovo-mezzo');
  });
});
