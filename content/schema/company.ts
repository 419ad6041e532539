import { z } from 'zod';
import { field, line, sampleMarks, wholeNumber } from './fields';

/** content/company.json: the one source of the company's identity (header, footer, legal texts, structured data). */

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const WEEKDAY_LABELS = {
  Monday: 'Lunedì',
  Tuesday: 'Martedì',
  Wednesday: 'Mercoledì',
  Thursday: 'Giovedì',
  Friday: 'Venerdì',
  Saturday: 'Sabato',
  Sunday: 'Domenica',
} as const;

const time = (title: string) =>
  field(z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { error: 'serve un orario nel formato 09:00' }), { title });

const phone = (
  title: string,
  description = 'Con il prefisso internazionale e gli spazi come lo si legge, es. +39 095 123 4567.',
) =>
  field(
    z
      .string()
      .trim()
      .regex(/^\+?\d[\d ]{5,}\d$/, { error: 'serve un numero di telefono, es. +39 095 123 4567' }),
    { title, description },
  );

const email = (title: string, description?: string) =>
  field(z.email({ error: 'serve un indirizzo e-mail valido, es. info@azienda.it' }), { title, description });

const url = (title: string) =>
  field(z.url({ protocol: /^https$/, error: 'serve un indirizzo web completo che inizia con https://' }), { title });

const hours = (title: string) =>
  field(
    z.object({
      days: line({ title: 'Giorni, come si leggono', description: 'Es. Lunedì - Venerdì' }),
      dayOfWeek: field(z.array(z.enum(WEEKDAYS)).min(1, { error: 'scegli almeno un giorno' }), {
        title: 'Giorni di apertura',
        description: 'Gli stessi giorni del campo precedente, per i motori di ricerca.',
        options: WEEKDAY_LABELS,
      }),
      opens: time('Apre alle'),
      closes: time('Chiude alle'),
    }),
    { title },
  );

export const SAMPLE_PATHS = {
  vatNumber: 'Partita IVA',
  rea: 'Numero REA',
  'address.street': 'Indirizzo: via',
  phone: 'Centralino',
  assistancePhone: 'Assistenza tecnica',
  'email.info': 'E-mail informazioni',
  'email.hr': 'E-mail lavoro',
  'email.pec': 'PEC',
  'email.reports': 'E-mail segnalazioni',
  'social.Facebook': 'Facebook',
  'social.Instagram': 'Instagram',
  'social.LinkedIn': 'LinkedIn',
  'social.YouTube': 'YouTube',
} as const;

const samplePaths = Object.keys(SAMPLE_PATHS) as [keyof typeof SAMPLE_PATHS, ...(keyof typeof SAMPLE_PATHS)[]];

export const companySchema = z.strictObject({
  brand: line({ title: 'Marchio', description: 'Il nome breve, es. Gielle.' }),
  legalName: line({ title: 'Ragione sociale', description: 'Es. Gielle S.r.l.' }),
  tagline: line({ title: 'Slogan' }),
  foundedYear: wholeNumber({ title: 'Anno di fondazione' }, 1900),
  vatNumber: field(z.string().regex(/^IT\d{11}$/, { error: 'serve IT seguito da 11 cifre, es. IT01234567890' }), {
    title: 'Partita IVA',
    description: 'IT seguito da 11 cifre.',
  }),
  rea: line({ title: 'Numero REA', description: 'Es. CT-123456' }),
  shareCapital: line({ title: 'Capitale sociale (euro)', description: 'Come si legge, es. 15.000,00' }),
  address: field(
    z.strictObject({
      street: line({ title: 'Via e numero civico' }),
      postalCode: field(z.string().regex(/^\d{5}$/, { error: 'serve un CAP di 5 cifre' }), { title: 'CAP' }),
      city: line({ title: 'Città' }),
      province: field(z.string().regex(/^[A-Z]{2}$/, { error: 'serve la sigla di due lettere maiuscole, es. CT' }), {
        title: 'Provincia (sigla)',
      }),
      region: line({ title: 'Regione' }),
      country: line({ title: 'Nazione' }),
      countryCode: field(z.string().regex(/^[A-Z]{2}$/, { error: 'serve il codice di due lettere, es. IT' }), {
        title: 'Codice nazione',
      }),
    }),
    { title: 'Sede' },
  ),
  phone: phone('Centralino'),
  assistancePhone: phone('Assistenza tecnica'),
  // Optional: without it the site offers no WhatsApp link anywhere (content/company.ts).
  whatsapp: phone(
    'WhatsApp',
    'Il numero su cui i clienti ci scrivono su WhatsApp, con il prefisso internazionale, es. +39 333 123 4567. Se resta vuoto, sul sito non compare nulla di WhatsApp.',
  ).optional(),
  email: field(
    z.strictObject({
      info: email('Informazioni e preventivi'),
      hr: email('Lavora con noi', 'Riceve le candidature.'),
      pec: email('PEC'),
      reports: email('Segnalazioni', 'Riceve le segnalazioni anonime e whistleblowing.'),
    }),
    { title: 'Indirizzi e-mail' },
  ),
  social: field(
    z.strictObject({
      Facebook: url('Facebook'),
      Instagram: url('Instagram'),
      LinkedIn: url('LinkedIn'),
      YouTube: url('YouTube'),
    }),
    { title: 'Profili social', description: 'L’indirizzo completo della pagina dell’azienda.' },
  ),
  hours: field(z.strictObject({ office: hours('Orari ufficio'), assistance: hours('Orari assistenza tecnica') }), {
    title: 'Orari',
  }),
  certifications: field(z.array(line({ title: 'Norma' })).min(1), {
    title: 'Norme certificate, come citate nei testi',
    description: 'Es. ISO 9001. I certificati stessi si gestiscono nella raccolta Certificazioni.',
  }),
  valoriDiEsempio: sampleMarks(samplePaths, SAMPLE_PATHS),
});

export type CompanyFile = z.output<typeof companySchema>;
