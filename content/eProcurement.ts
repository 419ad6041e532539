import type { FeatureCard, IconName } from './types';
import { company } from './company';

/** An expandable solution card of /eProcurement (docs/product.md, "Content model"). */
export interface EProcurementSolution {
  id: string;
  title: string;
  description: string;
  details: readonly string[];
  icon: IconName;
  image: string;
}

/** A phase of the implementation timeline (docs/product.md, "Content model"). */
export interface ImplementationPhase {
  phase: number;
  title: string;
  description: string;
  duration: string;
}

/** Text of /eProcurement (docs/product.md: "eProcurement", "Fixed figures"). */
export const eProcurement = {
  hero: {
    eyebrow: 'Acquisti digitali',
    title: 'eProcurement per la tua azienda',
    lead: 'Acquisti digitali integrati con i tuoi sistemi: PunchOut, marketplace B2B e gestione digitale degli ordini.',
    consultationLabel: 'Richiedi una consulenza',
  },
  benefits: {
    eyebrow: 'Vantaggi',
    title: 'Perché digitalizzare gli acquisti',
    intro:
      'Meno passaggi manuali, più controllo: gli acquisti ricorrenti di materiali e servizi diventano un processo semplice e misurabile.',
    items: [
      {
        id: 'costi',
        icon: 'trendingDown',
        title: 'Costi più bassi',
        description:
          'Prezzi concordati a catalogo e meno acquisti fuori contratto riducono la spesa e i costi amministrativi.',
      },
      {
        id: 'tempi',
        icon: 'timer',
        title: 'Ordini più rapidi',
        description:
          'Dalla richiesta all’ordine in pochi clic, con approvazioni automatiche entro le soglie che decidi tu.',
      },
      {
        id: 'controllo',
        icon: 'shieldCheck',
        title: 'Spesa sotto controllo',
        description:
          'Budget per centro di costo, regole di approvazione e acquisti solo da fornitori e articoli autorizzati.',
      },
      {
        id: 'trasparenza',
        icon: 'eye',
        title: 'Trasparenza completa',
        description:
          'Ogni ordine è tracciato: chi ha chiesto cosa, chi lo ha approvato, quando è stato consegnato e fatturato.',
      },
    ] satisfies readonly FeatureCard[],
  },
  features: {
    eyebrow: 'La piattaforma',
    title: 'Funzionalità della piattaforma',
    items: [
      {
        id: 'catalogo',
        icon: 'layers',
        title: 'Catalogo personalizzato',
        description: 'Solo gli articoli e i prezzi concordati con la tua azienda, sempre aggiornati.',
      },
      {
        id: 'approvazioni',
        icon: 'workflow',
        title: 'Flussi di approvazione',
        description: 'Regole per importo, categoria e centro di costo, con notifiche a chi deve approvare.',
      },
      {
        id: 'integrazione',
        icon: 'network',
        title: 'Integrazione con l’ERP',
        description: 'Collegamento con SAP Ariba, Coupa, Oracle e gli altri sistemi tramite cXML e OCI.',
      },
      {
        id: 'report',
        icon: 'chartLine',
        title: 'Report e analisi della spesa',
        description: 'Cruscotti per fornitore, categoria e periodo, esportabili per il controllo di gestione.',
      },
      {
        id: 'ricorrenti',
        icon: 'clock',
        title: 'Ordini ricorrenti',
        description: 'Liste preferite e riordini programmati per i materiali di consumo di tutti i giorni.',
      },
      {
        id: 'fatture',
        icon: 'receipt',
        title: 'Fatturazione elettronica',
        description: 'Ordini, documenti di trasporto e fatture elettroniche collegati tra loro, senza carta.',
      },
    ] satisfies readonly FeatureCard[],
  },
  solutions: {
    eyebrow: 'Soluzioni',
    title: 'Tre soluzioni, un solo fornitore',
    intro: 'Scegli il modello più adatto alla tua organizzazione: apri una soluzione per vederne i dettagli.',
    items: [
      {
        id: 'punchout',
        title: 'PunchOut',
        description:
          'Il nostro catalogo si apre dentro il tuo sistema di acquisto: scegli gli articoli e il carrello torna nel tuo ERP come richiesta d’acquisto.',
        details: [
          'Compatibile con SAP Ariba, Coupa, Oracle, Jaggaer e altri sistemi',
          'Protocolli standard cXML e OCI',
          'Prezzi e disponibilità in tempo reale',
          'Nessun catalogo da caricare e aggiornare a mano',
        ],
        icon: 'network',
        image: '/images/services/eprocurement-punchout.svg',
      },
      {
        id: 'marketplace',
        title: 'Marketplace B2B',
        description:
          'Un portale riservato alla tua azienda con il catalogo completo, i tuoi prezzi e gli utenti abilitati ad acquistare.',
        details: [
          'Accesso per più sedi e reparti con ruoli diversi',
          'Ricerca per codice, categoria e scheda tecnica',
          'Budget per centro di costo e per utente',
          'Storico ordini e riordino in un clic',
        ],
        icon: 'store',
        image: '/images/services/eprocurement-marketplace.svg',
      },
      {
        id: 'ordini',
        title: 'Gestione digitale degli ordini',
        description:
          'Ordini, conferme, spedizioni e fatture scambiati in formato elettronico, integrati con i tuoi processi amministrativi.',
        details: [
          'Ordini via EDI, e-mail strutturata o portale',
          'Conferme d’ordine e avvisi di spedizione automatici',
          'Fatture elettroniche collegate a ordine e consegna',
          'Tracciabilità completa per audit e controllo di gestione',
        ],
        icon: 'clipboard',
        image: '/images/services/eprocurement-ordini.svg',
      },
    ] satisfies readonly EProcurementSolution[],
  },
  punchOut: {
    eyebrow: 'Focus PunchOut',
    title: 'I risultati tipici di un progetto PunchOut',
    text: 'Valori medi osservati nei progetti di integrazione PunchOut per gli acquisti indiretti: i risultati della tua azienda dipendono dai volumi e dai processi di partenza.',
    figures: [
      { id: 'costi', value: '-25-30%', label: 'costi del processo di acquisto' },
      { id: 'tempo', value: '-60%', label: 'tempo di elaborazione degli ordini' },
      { id: 'errori', value: '-80%', label: 'errori negli ordini' },
      { id: 'conformita', value: '95%', label: 'conformità alle policy di acquisto' },
      { id: 'ritorno', value: '4-5 mesi', label: 'per il ritorno dell’investimento' },
    ],
  },
  timeline: {
    eyebrow: 'Implementazione',
    title: 'Dall’analisi all’avvio in quattro fasi',
    phases: [
      {
        phase: 1,
        title: 'Analisi',
        description: 'Studiamo processi, sistemi e volumi di acquisto e definiamo con te catalogo, regole e obiettivi.',
        duration: '2-3 settimane',
      },
      {
        phase: 2,
        title: 'Configurazione',
        description: 'Prepariamo il catalogo personalizzato, i prezzi, gli utenti e i flussi di approvazione.',
        duration: '3-4 settimane',
      },
      {
        phase: 3,
        title: 'Integrazione e test',
        description:
          'Colleghiamo la piattaforma al tuo ERP e verifichiamo ordini, conferme e fatture in un ambiente di prova.',
        duration: '6-8 settimane',
      },
      {
        phase: 4,
        title: 'Formazione e avvio',
        description: 'Formiamo buyer e richiedenti, avviamo la piattaforma e ne seguiamo i primi mesi di utilizzo.',
        duration: '2-3 settimane',
      },
    ] satisfies readonly ImplementationPhase[],
  },
  cta: {
    title: 'Parliamo dei tuoi acquisti',
    text: `Raccontaci come acquisti oggi: un consulente ${company.brand} ti propone la soluzione più adatta e un piano di avvio.`,
    button: 'Contattaci',
  },
} as const;
