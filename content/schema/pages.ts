import { z } from 'zod';
import { field, imagePath, line, paragraph, sampleMarks, slug } from './fields';

/**
 * The single files the office edits beside the collections: the home slider, the partners, the
 * rental page's FAQ and the contacts page's FAQ, map position and survey.
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

export type SlidesFile = z.output<typeof slidesSchema>;
export type PartnersFile = z.output<typeof partnersSchema>;
export type RentalFaqFile = z.output<typeof rentalFaqSchema>;
export type ContactsFile = z.output<typeof contactsSchema>;
