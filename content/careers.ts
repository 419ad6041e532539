import { company } from './company';

/** /lavora-con-noi: intro and how to apply (docs/product.md, "Careers"). The form's words are in careersForm.ts. */

export const careers = {
  hero: {
    eyebrow: 'Lavora con noi',
    title: 'Lavora con noi',
    lead: 'Cerchiamo persone precise e curiose che vogliono crescere con un’azienda industriale siciliana.',
  },
  intro: {
    title: 'Perché Gielle',
    paragraphs: [
      `Dal ${company.foundedYear} lavoriamo a Catania accanto alle aziende del territorio: forniture industriali, servizi, noleggio di mezzi e assistenza tecnica.`,
      'Offriamo formazione continua, un ambiente certificato ISO 45001 per la salute e sicurezza sul lavoro e la possibilità di crescere in squadre piccole e competenti.',
    ],
    highlights: [
      { icon: 'shieldCheck', title: 'Sicurezza prima di tutto', text: 'Procedure e formazione secondo ISO 45001.' },
      { icon: 'users', title: 'Squadre affiatate', text: 'Ruoli chiari e colleghi esperti a cui chiedere.' },
      { icon: 'award', title: 'Crescita', text: 'Corsi, patentini e certificazioni a carico dell’azienda.' },
    ],
  },
  howToApply: {
    title: 'Come candidarsi',
    steps: [
      'Compila il modulo con i tuoi dati e una breve lettera di presentazione.',
      'Premi "Prepara email": si aprirà il tuo programma di posta con il messaggio già scritto.',
      'Allega il tuo curriculum vitae in PDF e invia il messaggio.',
    ],
    directly: 'Se preferisci, scrivi direttamente a',
  },
  /** The open positions above the form (content/positions/, docs/product.md "Careers"). */
  positions: {
    title: 'Posizioni aperte',
    intro:
      'Le figure che stiamo cercando adesso. Apri una posizione per leggere attività, requisiti e cosa offriamo, poi candidati con il modulo.',
    posted: 'Pubblicata il',
    closes: 'Candidature fino al',
    empty: {
      title: 'Al momento non ci sono posizioni aperte',
      text: 'Puoi inviarci lo stesso la tua candidatura spontanea con il modulo qui sotto.',
      link: 'Invia una candidatura spontanea',
    },
  },
  /** A position's own page, /lavora-con-noi/<slug>. */
  position: {
    breadcrumbLabel: 'Percorso',
    // Not "Posizione aperta": the page may close before the next build, when the notice says so.
    eyebrowOpen: 'Lavora con noi',
    eyebrowClosed: 'Posizione chiusa',
    apply: 'Candidati',
    summaryTitle: 'In breve',
    facts: {
      place: 'Dove',
      terms: 'Contratto',
      start: 'Inizio',
      pay: 'Retribuzione',
      posted: 'Pubblicata il',
      closes: 'Candidature fino al',
    },
    descriptionTitle: 'La posizione',
    detailsTitle: 'Attività, requisiti e cosa offriamo',
    applyBand: {
      title: 'Candidati per questa posizione',
      text: 'Il modulo di Lavora con noi si apre con questa posizione già scelta: compila i tuoi dati, premi "Prepara email" e allega il curriculum al messaggio che si apre.',
    },
    closed: {
      title: 'Questa posizione è chiusa',
      // No day for a position closed by its switch ("Posizione chiusa"): its closing date, if any, was not the day it closed.
      text: (day?: string) =>
        `${day ? `Le candidature per questa posizione si sono chiuse il ${day}.` : 'Le candidature per questa posizione sono chiuse.'} Guarda le posizioni aperte oppure inviaci una candidatura spontanea.`,
      openPositions: 'Vedi le posizioni aperte',
      spontaneous: 'Invia una candidatura spontanea',
    },
  },
} as const;
