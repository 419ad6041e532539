import { z } from 'zod';
import { calendarDate, choice, field, line, lines, paragraph, searchTitle, slug, wholeNumber } from './fields';

/**
 * content/positions/<slug>.json: an open position on /lavora-con-noi and its own page
 * /lavora-con-noi/<slug>, with Google's JobPosting (lib/jobPosting.ts). A position whose closing
 * date has passed, or whose switch `closed` is on, leaves the listing, the sitemap and the search
 * index at the next build (lib/positions.ts, positionOpenOn).
 */

export const CONTRACTS = {
  indeterminato: 'Tempo indeterminato',
  determinato: 'Tempo determinato',
  apprendistato: 'Apprendistato',
  stage: 'Stage o tirocinio',
  somministrazione: 'Somministrazione',
} as const;

export const HOURS = { pieno: 'Tempo pieno', parziale: 'Tempo parziale' } as const;

export const WORKPLACES = { sede: 'Nella sede di Catania', cantieri: 'Nei cantieri e presso i clienti' } as const;

export const PAY_PERIODS = { HOUR: 'all’ora', MONTH: 'al mese', YEAR: 'all’anno' } as const;

const keys = <T extends Record<string, string>>(labels: T) =>
  Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];

export const positionSchema = z
  .strictObject({
    slug: slug({
      title: 'Indirizzo della pagina',
      description:
        'L’ultima parte dell’indirizzo, es. magazziniere-carrellista: /lavora-con-noi/magazziniere-carrellista. Minuscole, cifre e trattini. Non cambiarlo dopo la pubblicazione.',
    }),
    title: searchTitle({
      title: 'Titolo della posizione',
      description: 'Il ruolo come lo cercherebbe un candidato, es. Magazziniere carrellista.',
    }),
    workplace: choice(keys(WORKPLACES), WORKPLACES, { title: 'Dove si lavora' }),
    area: line({
      title: 'Zona',
      description: 'Solo se si lavora nei cantieri: la zona dei cantieri, es. provincia di Catania e Siracusa.',
    }).optional(),
    contract: choice(keys(CONTRACTS), CONTRACTS, { title: 'Contratto' }),
    hours: choice(keys(HOURS), HOURS, { title: 'Orario' }),
    startDate: calendarDate({
      title: 'Data di inizio',
      description: 'Facoltativa: lasciala vuota se l’inizio è da concordare.',
    }).optional(),
    description: paragraph({
      title: 'Descrizione',
      description:
        'Il ruolo in poche righe: in quale reparto, con chi, per quali clienti. Una riga vuota separa i paragrafi.',
    }),
    tasks: lines(
      { title: 'Attività', description: 'Cosa farà la persona, una voce per attività.' },
      { title: 'Attività' },
    ),
    requirements: lines(
      { title: 'Requisiti', description: 'Titoli, patentini, esperienza: una voce per requisito.' },
      { title: 'Requisito' },
    ),
    offer: lines(
      { title: 'Cosa offriamo', description: 'Contratto, formazione, strumenti: una voce per punto.' },
      { title: 'Punto' },
    ),
    pay: field(
      z
        .strictObject({
          min: wholeNumber({ title: 'Da (euro lordi)' }, 1),
          max: wholeNumber({ title: 'A (euro lordi)', description: 'Uguale al minimo se la cifra è una sola.' }, 1),
          period: choice(keys(PAY_PERIODS), PAY_PERIODS, { title: 'Periodo' }),
        })
        .refine((pay) => pay.max >= pay.min, {
          error: 'la cifra massima non può essere minore della minima',
          path: ['max'],
        }),
      {
        title: 'Retribuzione',
        description: 'Facoltativa: compare sulla pagina e nei dati per Google solo se la compili tutta.',
      },
    ).optional(),
    datePosted: calendarDate({ title: 'Data di pubblicazione' }),
    validThrough: calendarDate({
      title: 'Data di chiusura',
      description:
        'Facoltativa: l’ultimo giorno in cui si accettano candidature. Con la data di oggi la posizione resta aperta fino a stasera e dal giorno dopo sparisce dall’elenco; alla pubblicazione successiva esce anche dalla mappa del sito e dalla ricerca. Per chiuderla subito usa "Posizione chiusa".',
    }).optional(),
    // Closing on the day it was posted: a closing date of yesterday would come before the date
    // posted, which the rule below refuses, and a false date posted would mislead Google.
    closed: field(z.boolean(), {
      title: 'Posizione chiusa',
      description:
        'Accendilo per chiudere la posizione subito, anche il giorno stesso in cui l’hai pubblicata: quando pubblichi, il sito si aggiorna e la posizione esce dall’elenco, dalla mappa del sito e dalla ricerca; la sua pagina resta e dice che è chiusa.',
      widget: 'boolean',
    }).optional(),
  })
  .superRefine((position, context) => {
    if (position.validThrough && position.validThrough < position.datePosted) {
      context.addIssue({
        code: 'custom',
        path: ['validThrough'],
        input: position.validThrough,
        message: 'la data di chiusura viene prima della data di pubblicazione: correggi una delle due',
      });
    }
    if (position.workplace === 'cantieri' && !position.area) {
      context.addIssue({
        code: 'custom',
        path: ['area'],
        message: 'scrivi la zona dei cantieri (es. provincia di Catania)',
      });
    }
  });

export type PositionFile = z.output<typeof positionSchema>;
