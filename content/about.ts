import { company } from './company';

/** Text of /chi-siamo (docs/product.md, "About"). */
export const about = {
  hero: {
    eyebrow: `Dal ${company.foundedYear} a ${company.address.city}`,
    title: 'Chi siamo',
    lead: `${company.brand} è un partner unico per forniture industriali, servizi alle imprese e noleggio mezzi: un interlocutore, un magazzino, una squadra che conosce il territorio.`,
    storyLinkLabel: 'Scopri la nostra storia',
  },
  history: {
    title: 'La nostra storia',
    paragraphs: [
      `${company.brand} nasce a ${company.address.city} nel ${company.foundedYear} come fornitore di materiali e attrezzature per l’industria e l’edilizia. In pochi anni le richieste dei clienti ci hanno portato oltre la semplice fornitura: manutenzioni, facility management, sicurezza antincendio e logistica.`,
      'Con Gielle Rental abbiamo aggiunto una flotta a noleggio di carrelli elevatori, mezzi di movimentazione, macchine movimento terra e piattaforme aeree, con assistenza tecnica dedicata. Il centro assistenza autorizzato per la protezione respiratoria e le soluzioni di eProcurement completano un’offerta pensata per chi deve far funzionare stabilimenti, cantieri e magazzini ogni giorno.',
      'Oggi serviamo aziende private ed enti in tutta la Sicilia con la stessa idea di allora: risposte rapide, persone competenti e la responsabilità di un unico referente.',
    ],
    milestones: [
      {
        year: String(company.foundedYear),
        text: `Fondazione a ${company.address.city}: forniture per industria ed edilizia.`,
      },
      { year: '2010', text: 'Nascono i servizi di manutenzione, facility management e sicurezza.' },
      { year: '2016', text: 'Gielle Rental: la flotta a noleggio con assistenza tecnica.' },
      { year: '2021', text: 'Sistema di gestione integrato certificato ISO 9001, 14001 e 45001.' },
      { year: 'Oggi', text: 'Centro assistenza autorizzato per la protezione respiratoria ed eProcurement.' },
    ],
  },
  site: {
    title: 'Sede e processi',
    intro:
      'Una sede unica che riunisce uffici, magazzino e officina: le richieste passano dal preventivo alla consegna senza cambiare interlocutore.',
    figures: [
      { value: '6450', unit: 'mq', label: 'superficie totale' },
      { value: '300', unit: 'mq', label: 'uffici' },
      { value: '1500', unit: 'mq', label: 'magazzino' },
    ],
    processes: [
      {
        icon: 'clipboard',
        title: 'Richiesta e preventivo',
        text: 'Analizziamo il fabbisogno e rispondiamo entro 24 ore lavorative con una proposta chiara.',
      },
      {
        icon: 'warehouse',
        title: 'Magazzino e logistica',
        text: 'Materiali e ricambi a scorta nel nostro magazzino, consegne programmate in tutta la regione.',
      },
      {
        icon: 'truck',
        title: 'Servizio sul campo',
        text: 'Tecnici e operatori formati intervengono in stabilimento, in cantiere o in magazzino.',
      },
      {
        icon: 'shieldCheck',
        title: 'Controllo e miglioramento',
        text: 'Ogni commessa si chiude con verifiche documentate secondo il sistema di gestione integrato.',
      },
    ],
  },
  context: {
    title: 'Il contesto dell’organizzazione',
    paragraphs: [
      'Operiamo in un territorio con un tessuto produttivo fatto di piccole e medie imprese, grandi stabilimenti industriali, porti e cantieri pubblici. Sono clienti che chiedono affidabilità, tempi certi e fornitori in regola con norme sempre più esigenti su sicurezza, ambiente e trasparenza.',
      'Per questo il nostro sistema di gestione integrato tiene conto delle aspettative di clienti, dipendenti, fornitori, enti di controllo e comunità locale, individua rischi e opportunità e fissa ogni anno obiettivi misurabili di qualità, sicurezza e sostenibilità.',
    ],
    stakeholders: [
      'Clienti privati e pubblici',
      'Dipendenti e collaboratori',
      'Fornitori e partner',
      'Enti di controllo',
      'Comunità locale',
    ],
  },
  certifications: {
    title: 'Certificazioni ISO',
    intro: 'Un sistema di gestione integrato, verificato ogni anno da un ente di certificazione accreditato.',
  },
  cta: {
    title: 'Parliamo del tuo progetto',
    text: 'Raccontaci di cosa hai bisogno: ti rispondiamo entro 24 ore lavorative.',
    button: 'Contattaci',
  },
} as const;
