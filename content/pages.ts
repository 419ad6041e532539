import type { PageMeta } from './types';

/**
 * Title, description and canonical path of every public route (docs/product.md, "Routes"). A title says
 * what the page offers, not just its menu label (the layout adds " | Gielle"); titles and
 * descriptions fit search results whole (lib/searchLimits.ts, checked with the content). `name`
 * is the short name breadcrumbs use where the menu has none and the title is longer.
 */
export const pages = {
  home: {
    path: '/',
    title: 'Gielle | Forniture industriali, servizi e noleggio a Catania',
    description:
      'Gielle, dal 2002 a Catania: forniture industriali, facility e servizi per l’industria, noleggio di carrelli e piattaforme, centro assistenza autorespiratori.',
  },
  about: {
    path: '/chi-siamo',
    title: 'Chi siamo: storia, sede e certificazioni ISO',
    description:
      'La storia di Gielle dal 2002, la sede di Catania con 6450 mq tra uffici e magazzino, i processi e le certificazioni ISO 9001, 14001 e 45001.',
  },
  services: {
    path: '/servizi',
    title: 'Servizi per aziende e industria a Catania',
    description:
      'Quindici servizi per aziende e industria: sicurezza antincendio, facility management, logistica, manutenzione, consulenza, fibra ottica, eProcurement e DPI.',
  },
  rental: {
    path: '/gielle-rental',
    title: 'Noleggio carrelli e piattaforme aeree a Catania',
    description:
      'Noleggio di carrelli elevatori, mezzi di movimentazione, movimento terra e piattaforme aeree a Catania, con assistenza tecnica 24/7.',
  },
  rentalAssistance: {
    path: '/gielle-rental/assistenza',
    title: 'Assistenza sui mezzi a noleggio',
    name: 'Assistenza noleggio',
    description:
      'Un mezzo a noleggio da Gielle Rental? Segnala un guasto, chiedi una proroga o il ritiro a fine noleggio, anche dal cantiere: ogni richiesta ha un suo codice.',
  },
  careers: {
    path: '/lavora-con-noi',
    title: 'Lavora con noi: invia la tua candidatura',
    name: 'Lavora con noi',
    description: 'Candidati per lavorare in Gielle: invia la tua candidatura spontanea o per una posizione aperta.',
  },
  contacts: {
    path: '/contatti',
    title: 'Contatti: telefono, sede e preventivi a Catania',
    description:
      'Contatta Gielle a Catania: telefono, e-mail, sede e una richiesta guidata di preventivo per servizi o noleggio mezzi.',
  },
  shop: {
    path: '/shop',
    title: 'Shop online in arrivo',
    description: 'Il negozio online Gielle è in arrivo: catalogo completo, spedizioni in 24-48 ore e pagamenti sicuri.',
  },
  eProcurement: {
    path: '/eProcurement',
    title: 'eProcurement: PunchOut, marketplace B2B e ordini',
    description:
      'Soluzioni di eProcurement per le aziende: PunchOut, marketplace B2B e gestione digitale degli ordini, con implementazione guidata.',
  },
  anonymousReport: {
    path: '/segnalazione-anonima',
    title: 'Segnalazione anonima',
    description: 'Invia a Gielle una segnalazione anonima: oggetto e messaggio, senza dati identificativi.',
  },
  whistleblowing: {
    path: '/whistleblowing',
    title: 'Whistleblowing: il canale del D.Lgs. 24/2023',
    name: 'Whistleblowing',
    description:
      'Il canale di segnalazione di Gielle ai sensi del D.Lgs. 24/2023: chi può segnalare, cosa si può segnalare e come, anche in forma anonima.',
  },
  privacy: {
    path: '/privacy-policy',
    title: 'Privacy policy',
    description:
      'Informativa sul trattamento dei dati personali dei visitatori del sito Gielle, in italiano e in inglese.',
  },
  cookies: {
    path: '/cookies-policy',
    title: 'Cookies policy',
    description: 'Come il sito Gielle usa i cookie e come gestire le tue preferenze, in italiano e in inglese.',
  },
  terms: {
    path: '/termini-condizioni',
    title: 'Termini e condizioni',
    description: "Termini e condizioni d'uso del sito e dei servizi Gielle, in italiano e in inglese.",
  },
  serviceCentre: {
    path: '/centro-spasciani',
    title: 'Centro assistenza autorespiratori a Catania',
    name: 'Centro assistenza autorizzato',
    description:
      'Centro assistenza autorizzato per autorespiratori e maschere: manutenzione, ricarica bombole ad aria respirabile e fit test quantitativo a Catania.',
  },
  news: {
    path: '/notizie',
    title: 'Notizie e referenze: lavori svolti e novità',
    name: 'Notizie',
    description:
      'Le notizie di Gielle e le referenze dei lavori svolti: dove si è lavorato, con quali servizi e con quali mezzi di Gielle Rental.',
  },
} as const satisfies Record<string, PageMeta>;

export type PageKey = keyof typeof pages;
