import type { Policy, SiteDocument } from './types';
import { company, fullAddress } from './company';

/** The two company policies of the home page (docs/product.md, "Home"). */
export const policies = [
  {
    id: 'codice-etico',
    title: 'Codice Etico',
    description:
      'I principi che guidano il nostro lavoro: legalità, correttezza, trasparenza e rispetto delle persone, nei rapporti con clienti, fornitori, collaboratori e istituzioni.',
    icon: 'scale',
    file: 'codice-etico.pdf',
  },
  {
    id: 'politica-sgi',
    title: 'Politica del Sistema di Gestione Integrato',
    description:
      'Gli impegni per la qualità, l’ambiente e la salute e sicurezza sul lavoro secondo le norme ISO 9001, ISO 14001 e ISO 45001.',
    icon: 'shieldCheck',
    file: 'politica-sistema-gestione-integrato.pdf',
  },
] as const satisfies readonly Policy[];

const [ethicsCode, integratedPolicy] = policies;

/** Text of the two policy PDFs, generated at build time (scripts/generate-documents.ts). */
export const policyDocuments: readonly SiteDocument[] = [
  {
    file: ethicsCode.file,
    title: ethicsCode.title,
    subtitle: `${company.legalName} - principi e regole di comportamento`,
    sections: [
      {
        heading: '1. Premessa',
        paragraphs: [
          `${company.legalName} opera dal ${company.foundedYear} a Catania nelle forniture industriali, nei servizi per le imprese, nel noleggio di mezzi e nell’assistenza ai dispositivi di protezione delle vie respiratorie. Questo Codice Etico raccoglie i valori e le regole di comportamento che l’azienda si impegna a rispettare e a far rispettare.`,
          'Il Codice si applica agli amministratori, ai dipendenti, ai collaboratori e a chiunque agisca in nome o per conto dell’azienda, ed è parte integrante del modello di organizzazione, gestione e controllo adottato ai sensi del D.Lgs. 231/2001.',
        ],
      },
      {
        heading: '2. Principi generali',
        paragraphs: [
          'Legalità: rispettiamo le leggi e i regolamenti vigenti in Italia e nei Paesi in cui operiamo. Nessun interesse dell’azienda giustifica una condotta contraria alla legge.',
          'Correttezza e trasparenza: le informazioni fornite a clienti, fornitori, soci e istituzioni sono veritiere, complete e verificabili; ogni operazione è registrata e documentata.',
          'Rispetto delle persone: rifiutiamo ogni discriminazione basata su genere, età, origine, religione, opinioni, disabilità o orientamento sessuale, e ogni forma di molestia.',
          'Riservatezza: trattiamo i dati personali e le informazioni aziendali nel rispetto del Regolamento (UE) 2016/679 e solo per le finalità per cui sono stati raccolti.',
        ],
      },
      {
        heading: '3. Rapporti con clienti e fornitori',
        paragraphs: [
          'Trattiamo i clienti con cortesia e imparzialità, con offerte chiare e contratti rispettati nei tempi e nei modi concordati.',
          'Selezioniamo i fornitori secondo criteri oggettivi di qualità, prezzo, affidabilità, rispetto delle norme sul lavoro, sulla sicurezza e sull’ambiente. Non accettiamo né offriamo regali o utilità che eccedano le normali pratiche di cortesia.',
        ],
      },
      {
        heading: '4. Rapporti con la Pubblica Amministrazione',
        paragraphs: [
          'I rapporti con la Pubblica Amministrazione e con le autorità sono tenuti solo dalle funzioni autorizzate, con la massima trasparenza. È vietato promettere o offrire denaro o altre utilità a pubblici ufficiali o incaricati di pubblico servizio.',
        ],
      },
      {
        heading: '5. Salute, sicurezza e ambiente',
        paragraphs: [
          'Tuteliamo la salute e la sicurezza di lavoratori, clienti e terzi applicando il D.Lgs. 81/2008 e il sistema di gestione certificato ISO 45001. Riduciamo l’impatto ambientale delle nostre attività secondo la norma ISO 14001.',
        ],
      },
      {
        heading: '6. Segnalazioni e sanzioni',
        paragraphs: [
          'Chiunque venga a conoscenza di violazioni del Codice può segnalarle attraverso il canale whistleblowing previsto dal D.Lgs. 24/2023, con garanzia di riservatezza e divieto di ritorsioni.',
          'Le violazioni del Codice sono valutate secondo il sistema disciplinare aziendale e possono comportare sanzioni proporzionate, fino alla risoluzione del rapporto.',
        ],
      },
      {
        heading: '7. Contatti',
        paragraphs: [
          `${company.legalName}, ${fullAddress}`,
          `E-mail: ${company.email.info} - PEC: ${company.email.pec}`,
        ],
      },
    ],
  },
  {
    file: integratedPolicy.file,
    title: integratedPolicy.title,
    subtitle: `${company.legalName} - qualità, ambiente, salute e sicurezza (ISO 9001, ISO 14001, ISO 45001)`,
    sections: [
      {
        heading: 'Il nostro impegno',
        paragraphs: [
          `La Direzione di ${company.legalName} ha adottato un Sistema di Gestione Integrato per la qualità, l’ambiente e la salute e sicurezza sul lavoro, conforme alle norme UNI EN ISO 9001:2015, UNI EN ISO 14001:2015 e UNI ISO 45001:2018, e si impegna a diffonderlo, attuarlo e migliorarlo continuamente.`,
        ],
      },
      {
        heading: 'Qualità',
        paragraphs: [
          'Comprendere e soddisfare le esigenze dei clienti, rispettando tempi, costi e requisiti concordati.',
          'Misurare la soddisfazione dei clienti e l’andamento dei processi con indicatori definiti, e usarli per fissare obiettivi di miglioramento.',
          'Qualificare e monitorare i fornitori, privilegiando chi condivide i nostri standard.',
        ],
      },
      {
        heading: 'Ambiente',
        paragraphs: [
          'Prevenire l’inquinamento e ridurre consumi di energia, carburanti e materiali nelle attività di sede, magazzino e cantiere.',
          'Gestire i rifiuti favorendo il recupero e il riciclo, e rispettare gli obblighi di conformità ambientale applicabili.',
        ],
      },
      {
        heading: 'Salute e sicurezza sul lavoro',
        paragraphs: [
          'Eliminare i pericoli e ridurre i rischi per la salute e la sicurezza, fornendo condizioni di lavoro sicure e salubri.',
          'Formare e addestrare il personale, consultare i lavoratori e i loro rappresentanti, e garantire dispositivi di protezione adeguati e mantenuti in efficienza.',
          'Analizzare incidenti e quasi incidenti per prevenirne il ripetersi.',
        ],
      },
      {
        heading: 'Riesame e diffusione',
        paragraphs: [
          'La Direzione riesamina questa politica almeno una volta l’anno, la comunica a tutto il personale e la rende disponibile alle parti interessate, anche attraverso il sito web aziendale.',
        ],
      },
    ],
  },
];
