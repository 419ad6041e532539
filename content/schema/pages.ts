import { z } from 'zod';
import { field, imagePath, line, paragraph, sampleMarks, slug } from './fields';

/**
 * The single files the office edits beside the collections: the home slider, the partners, the
 * rental page's FAQ, the contacts page's FAQ, map position and survey, and the texts of the
 * rental assistance page.
 */

const faqItem = z.strictObject({
  question: line({ title: 'Domanda' }),
  answer: paragraph({ title: 'Risposta' }),
});

const internalPath = (title: string, description?: string) =>
  field(
    z.string().regex(/^\/[A-Za-z0-9/#?=&-]*$/, { error: 'serve un indirizzo del sito che inizia con /, es. /servizi' }),
    {
      title,
      description,
    },
  );

export const slidesSchema = z.strictObject({
  slides: field(
    z
      .array(
        z.strictObject({
          id: slug({ title: 'Codice', description: 'Breve e unico, es. rental.' }),
          title: line({
            title: 'Titolo',
            description: 'Il titolo della prima slide è il titolo principale della home.',
          }),
          description: paragraph({ title: 'Testo' }),
          image: imagePath({ title: 'Sfondo', description: 'Caricato in /images/home.', folder: '/images/home' }),
          buttonText: line({ title: 'Testo del pulsante' }),
          buttonLink: internalPath('Pagina del pulsante', 'Es. /servizi'),
        }),
      )
      .length(3, { error: 'la home mostra esattamente 3 slide' }),
    { title: 'Slide', description: 'Esattamente tre, nell’ordine in cui scorrono.' },
  ),
});

export const partnersSchema = z.strictObject({
  partners: field(
    z
      .array(
        z.strictObject({
          id: slug({ title: 'Codice', description: 'Breve e unico, es. etna-ricambi.' }),
          name: line({ title: 'Nome' }),
          logo: imagePath({ title: 'Logo', description: 'Caricato in /images/partners.', folder: '/images/partners' }),
        }),
      )
      .min(1, { error: 'serve almeno un partner' }),
    { title: 'Partner', description: 'Nell’ordine del carosello della home.' },
  ),
  valoriDiEsempio: sampleMarks(['partners'], { partners: 'L’elenco dei partner' }),
});

export const rentalFaqSchema = z.strictObject({
  items: field(
    z
      .array(
        z.strictObject({ id: slug({ title: 'Codice', description: 'Breve e unico, es. durata.' }), ...faqItem.shape }),
      )
      .min(1),
    { title: 'Domande frequenti sul noleggio' },
  ),
});

export const contactsSchema = z.strictObject({
  faq: field(z.array(faqItem).min(1), { title: 'Domande frequenti' }),
  mapPosition: field(
    z.strictObject({
      lat: field(z.number().min(-90).max(90), { title: 'Latitudine', description: 'Es. 37.4636' }),
      lon: field(z.number().min(-180).max(180), { title: 'Longitudine', description: 'Es. 15.0406' }),
    }),
    {
      title: 'Posizione della sede sulla mappa',
      description: 'Da Google Maps: tasto destro sulla sede, poi copia le coordinate.',
    },
  ),
  surveyUrl: field(z.url({ protocol: /^https$/, error: 'serve un indirizzo web completo che inizia con https://' }), {
    title: 'Indirizzo del questionario di soddisfazione',
  }),
  valoriDiEsempio: sampleMarks(['mapPosition', 'surveyUrl'], {
    mapPosition: 'Posizione sulla mappa',
    surveyUrl: 'Questionario di soddisfazione',
  }),
});

/** One of the requests of /gielle-rental/assistenza: its name on the choice and what it is for. */
const assistanceRequest = (title: string) =>
  field(
    z.strictObject({
      label: line({ title: 'Nome della richiesta', description: 'Come compare tra le richieste da scegliere.' }),
      description: paragraph({
        title: 'Spiegazione',
        description: 'Una frase sotto il nome: quando sceglierla e cosa chiederemo.',
      }),
    }),
    { title },
  );

/**
 * content/rental-assistance.json: the words of /gielle-rental/assistenza, the page where a customer
 * with a machine on rent reports a breakdown or asks for an extension or a pickup. The phone, its
 * hours and the addresses come from content/company.json, the machines from the fleet: only what
 * the page says around them is here.
 */
export const rentalAssistanceSchema = z.strictObject({
  hero: field(
    z.strictObject({
      eyebrow: line({ title: 'Sopratitolo', description: 'La riga piccola sopra il titolo.' }),
      title: line({ title: 'Titolo' }),
      lead: paragraph({ title: 'Introduzione', description: 'Due o tre frasi sotto il titolo.' }),
    }),
    { title: 'Apertura della pagina' },
  ),
  breakdown: field(
    z.strictObject({
      title: line({ title: 'Titolo' }),
      text: paragraph({
        title: 'Testo',
        description:
          'Perché chiamare invece di scrivere. Il numero e gli orari dell’assistenza vengono da Dati aziendali.',
      }),
      call: line({
        title: 'Testo del pulsante di chiamata',
        description: 'Es. Chiama l’assistenza. Il pulsante chiama il numero dell’assistenza di Dati aziendali.',
      }),
    }),
    {
      title: 'Mezzo fermo',
      description: 'Il riquadro sopra il modulo, per chi ha un guasto: invita a chiamare la linea assistenza.',
    },
  ),
  form: field(
    z.strictObject({
      title: line({ title: 'Titolo' }),
      intro: paragraph({ title: 'Introduzione', description: 'Sotto il titolo, prima della scelta della richiesta.' }),
    }),
    { title: 'Modulo' },
  ),
  types: field(
    z.strictObject({
      guasto: assistanceRequest('Guasto o assistenza tecnica'),
      proroga: assistanceRequest('Proroga del noleggio'),
      ritiro: assistanceRequest('Fine noleggio e ritiro'),
      altro: assistanceRequest('Altro'),
    }),
    {
      title: 'Tipi di richiesta',
      description: 'Sono sempre questi quattro: qui si cambiano solo le parole con cui la pagina li presenta.',
    },
  ),
  success: field(
    z.strictObject({
      title: line({ title: 'Titolo' }),
      text: paragraph({
        title: 'Testo',
        description: 'Il sito mostra accanto il codice della richiesta: invita a citarlo.',
      }),
    }),
    { title: 'Dopo l’invio', description: 'Quello che il cliente legge quando la richiesta è partita.' },
  ),
  noScript: field(
    z.strictObject({
      text: paragraph({
        title: 'Testo',
        description: 'Il telefono dell’assistenza e l’indirizzo e-mail, accanto, vengono da Dati aziendali.',
      }),
      subject: line({
        title: 'Oggetto dell’e-mail',
        description: 'L’oggetto già scritto quando il cliente ci scrive dal suo programma di posta.',
      }),
    }),
    {
      title: 'Senza JavaScript',
      description: 'Per i browser con JavaScript spento, dove il modulo non funziona.',
    },
  ),
});

export type SlidesFile = z.output<typeof slidesSchema>;
export type PartnersFile = z.output<typeof partnersSchema>;
export type RentalFaqFile = z.output<typeof rentalFaqSchema>;
export type ContactsFile = z.output<typeof contactsSchema>;
export type RentalAssistanceFile = z.output<typeof rentalAssistanceSchema>;
