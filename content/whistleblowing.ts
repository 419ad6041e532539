import { company } from './company';

/** Text of /whistleblowing (docs/product.md: "Whistleblowing", decision "whistleblowing channel"). */
export const whistleblowing = {
  guideFile: 'guida-whistleblowing.pdf',
  hero: {
    eyebrow: 'D.Lgs. 24/2023',
    title: 'Whistleblowing',
    lead: `Il canale di segnalazione di ${company.brand} per chi vuole denunciare illeciti di cui è venuto a conoscenza nel contesto lavorativo, con la garanzia della riservatezza e il divieto di ritorsioni.`,
  },
  intro: {
    title: 'Un canale protetto previsto dalla legge',
    paragraphs: [
      `Il Decreto Legislativo 10 marzo 2023, n. 24 attua la Direttiva (UE) 2019/1937 e tutela le persone che segnalano violazioni di disposizioni nazionali o dell’Unione europea che ledono l’interesse pubblico o l’integrità di un’organizzazione. ${company.legalName} mette a disposizione un canale interno di segnalazione gestito su una piattaforma esterna cifrata.`,
      'L’identità di chi segnala, delle persone coinvolte e il contenuto della segnalazione sono trattati con la massima riservatezza. Chi segnala in buona fede è protetto da qualsiasi forma di ritorsione.',
    ],
  },
  who: {
    title: 'Chi può segnalare',
    items: [
      {
        icon: 'users',
        title: 'Dipendenti e lavoratori autonomi',
        text: 'Lavoratori subordinati, anche in prova, e lavoratori autonomi che collaborano con l’azienda.',
      },
      {
        icon: 'handshake',
        title: 'Liberi professionisti e consulenti',
        text: 'Professionisti e consulenti che prestano la propria attività per l’azienda.',
      },
      {
        icon: 'userCheck',
        title: 'Volontari e tirocinanti',
        text: 'Volontari e tirocinanti, retribuiti e non retribuiti.',
      },
      {
        icon: 'building',
        title: 'Azionisti e amministratori',
        text: 'Soci, azionisti e persone con funzioni di amministrazione, direzione, controllo o vigilanza.',
      },
    ],
    note: 'La tutela vale anche prima dell’inizio del rapporto, durante il periodo di prova e dopo il suo scioglimento.',
  },
  what: {
    title: 'Cosa si può segnalare',
    items: [
      {
        icon: 'scale',
        title: 'Illeciti del D.Lgs. 231/2001',
        text: 'Condotte illecite rilevanti ai sensi del decreto sulla responsabilità amministrativa degli enti.',
      },
      {
        icon: 'clipboard',
        title: 'Violazioni del Modello organizzativo',
        text: 'Violazioni del Modello di organizzazione, gestione e controllo e del Codice etico aziendale.',
      },
      {
        icon: 'globe',
        title: 'Violazioni del diritto dell’Unione europea',
        text: 'Illeciti in materia di appalti, servizi finanziari, sicurezza dei prodotti, ambiente, tutela dei consumatori, privacy e concorrenza.',
      },
    ],
    note: 'Non rientrano nel canale le contestazioni di carattere personale che riguardano esclusivamente il proprio rapporto di lavoro.',
  },
  how: {
    title: 'Come funziona',
    steps: [
      {
        title: 'Compili il questionario',
        text: 'La segnalazione si invia compilando un questionario guidato su una piattaforma esterna e cifrata, indipendente dai sistemi informatici aziendali.',
      },
      {
        title: 'Dialoghi anche in forma anonima',
        text: 'Con il codice ricevuto puoi seguire la segnalazione e dialogare con un gestore indipendente di primo livello, anche senza rivelare la tua identità.',
      },
      {
        title: 'Analisi di ammissibilità',
        text: 'Il gestore conferma la ricezione entro 7 giorni, verifica che la segnalazione sia ammissibile e fornisce un riscontro entro 3 mesi.',
      },
      {
        title: 'Inoltro anonimizzato',
        text: 'Se la segnalazione è fondata viene trasmessa all’azienda in forma anonimizzata, salvo tuo consenso esplicito a rivelare l’identità.',
      },
      {
        title: 'Da qualsiasi dispositivo',
        text: 'La piattaforma è accessibile da computer, tablet e smartphone, in qualsiasi momento.',
      },
    ],
  },
  external: {
    title: 'Il canale esterno di ANAC',
    text: 'Nei casi previsti dall’articolo 6 del decreto, ad esempio se il canale interno non è attivo o se una segnalazione interna non ha avuto seguito, puoi rivolgerti al canale di segnalazione esterno dell’Autorità Nazionale Anticorruzione (ANAC).',
    linkLabel: 'Canale whistleblowing di ANAC',
    url: 'https://www.anticorruzione.it/-/whistleblowing',
  },
  general: {
    text: 'Per segnalazioni che non rientrano nel decreto puoi usare il modulo di segnalazione anonima del sito.',
    linkLabel: 'Vai alla segnalazione anonima',
  },
  guide: {
    title: 'Guida alla segnalazione',
    text: 'Tutto quello che serve sapere prima di inviare una segnalazione, in un documento PDF da conservare.',
    button: 'Scarica la guida (PDF)',
  },
} as const;
