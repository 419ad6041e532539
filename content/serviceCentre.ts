import type { FeatureCard, SiteDocument } from './types';
import { company, fullAddress } from './company';
import { pages } from './pages';

/** Text of /centro-spasciani, the authorised respiratory-protection service centre (docs/product.md, "Service centre"). */
export const serviceCentre = {
  hero: {
    eyebrow: 'Centro assistenza autorizzato',
    title: 'Centro assistenza autorizzato per la protezione respiratoria',
    lead: 'Manutenzione di autorespiratori e maschere, ricarica di bombole ad aria respirabile e fit test quantitativo, con tecnici formati e autorizzati dal produttore.',
    assistanceLabel: 'Richiedi assistenza',
    servicesLabel: 'Tutti i servizi',
  },
  about: {
    eyebrow: 'Il centro',
    title: 'Dispositivi sempre pronti, controlli documentati',
    paragraphs: [
      `Chi lavora in spazi confinati, in presenza di fumi o gas, o fa parte di una squadra di emergenza affida la propria vita a un autorespiratore. Per questo ${company.brand} ha aperto a ${company.address.city} un centro assistenza autorizzato dedicato ai dispositivi di protezione delle vie respiratorie.`,
      'I nostri tecnici, formati e autorizzati dal produttore, eseguono manutenzioni e revisioni con ricambi originali, secondo le istruzioni del fabbricante e le scadenze previste dalle norme, e rilasciano per ogni intervento un rapporto che resta a disposizione di datore di lavoro, RSPP e organi di controllo.',
    ],
    image: '/images/centre/centro-assistenza.svg',
    highlights: [
      { value: '3', label: 'servizi specialistici in un solo centro' },
      { value: '100%', label: 'interventi con rapporto tecnico' },
    ],
  },
  brochure: {
    eyebrow: 'Brochure',
    title: 'La brochure del centro assistenza',
    text: 'Servizi, modalità di intervento e contatti del centro in due pagine: scaricala o sfogliala online.',
    file: '/documents/brochure-centro-assistenza.pdf',
    documentTitle: 'Brochure del centro assistenza protezione respiratoria',
    downloadLabel: 'Scarica la brochure (PDF)',
    viewLabel: 'Visualizza online',
    pages: 2,
  },
  services: {
    eyebrow: 'Servizi',
    title: 'Cosa facciamo',
    intro: 'Tre servizi specialistici per tenere in efficienza i dispositivi di protezione delle vie respiratorie.',
    items: [
      {
        id: 'manutenzione',
        icon: 'wrench',
        title: 'Manutenzione di autorespiratori e maschere',
        description:
          'Revisioni periodiche, sostituzione di membrane, valvole e guarnizioni con ricambi originali, prove di tenuta e di funzionamento di erogatori, riduttori e maschere a pieno facciale.',
        image: '/images/centre/manutenzione.svg',
      },
      {
        id: 'ricarica',
        icon: 'cylinder',
        title: 'Ricarica di bombole ad aria respirabile',
        description:
          'Ricarica di bombole in acciaio e in composito con aria respirabile conforme alla norma UNI EN 12021, controllo visivo e verifica delle scadenze di collaudo.',
        image: '/images/centre/ricarica-bombole.svg',
      },
      {
        id: 'fit-test',
        icon: 'activity',
        title: 'Fit test quantitativo',
        description:
          'Misura strumentale della tenuta del facciale sul volto di ogni operatore, come raccomandato per i DPI di terza categoria, con un attestato individuale dei risultati.',
        image: '/images/centre/fit-test.svg',
      },
    ] satisfies readonly (FeatureCard & { image: string })[],
  },
  reasons: {
    eyebrow: 'Perché sceglierci',
    title: 'Sei motivi per affidarci i tuoi dispositivi',
    items: [
      {
        id: 'autorizzato',
        icon: 'badgeCheck',
        title: 'Centro autorizzato',
        description:
          'Operiamo con l’autorizzazione del produttore, seguendo le sue procedure e i suoi intervalli di manutenzione.',
      },
      {
        id: 'tecnici',
        icon: 'graduationCap',
        title: 'Tecnici formati',
        description: 'Personale addestrato e aggiornato periodicamente sui dispositivi che riceviamo in assistenza.',
      },
      {
        id: 'ricambi',
        icon: 'shieldCheck',
        title: 'Ricambi originali',
        description: 'Solo componenti originali, per mantenere la certificazione del dispositivo e la sua garanzia.',
      },
      {
        id: 'tempi',
        icon: 'clock',
        title: 'Tempi rapidi',
        description: 'Interventi pianificati con te per ridurre al minimo il fermo delle squadre e degli impianti.',
      },
      {
        id: 'documentazione',
        icon: 'fileCheck',
        title: 'Tutto documentato',
        description:
          'Rapporti di intervento e attestati dei fit test pronti per audit, ispezioni e registro dei controlli.',
      },
      {
        id: 'territorio',
        icon: 'mapPin',
        title: `Vicino a te, a ${company.address.city}`,
        description:
          'Un centro in Sicilia: niente spedizioni lunghe verso il Nord Italia, ritiro e riconsegna concordati.',
      },
    ] satisfies readonly FeatureCard[],
  },
  certified: {
    eyebrow: 'Centro certificato',
    title: 'Un centro che lavora come un laboratorio',
    text: `Il centro fa parte del sistema di gestione integrato di ${company.brand}, certificato secondo le norme ${company.certifications.join(', ')}: procedure scritte, strumenti tarati e tracciabilità di ogni dispositivo.`,
    points: [
      'Procedure del produttore per ogni modello in assistenza',
      'Banchi prova e strumenti sottoposti a taratura periodica',
      'Analisi periodica della qualità dell’aria di ricarica',
      'Tracciabilità per numero di serie del dispositivo',
    ],
    image: '/images/centre/centro-certificato.svg',
  },
  cta: {
    title: 'Richiedi un preventivo per i tuoi dispositivi',
    text: 'Indicaci modelli e quantità: ti proponiamo un piano di manutenzione e ti rispondiamo entro 24 ore lavorative.',
    button: 'Richiedi un preventivo',
  },
} as const;

/** The 2-page brochure (docs/product.md, "Fixed figures"), generated at build time from the text above. */
export const serviceCentreBrochure: SiteDocument = {
  file: serviceCentre.brochure.file.replace('/documents/', ''),
  title: 'Centro assistenza protezione respiratoria',
  subtitle: `${company.legalName} - centro assistenza autorizzato, ${company.address.city}`,
  sections: [
    { heading: serviceCentre.about.title, paragraphs: serviceCentre.about.paragraphs },
    {
      heading: serviceCentre.services.title,
      paragraphs: [{ items: serviceCentre.services.items.map((item) => `${item.title}. ${item.description}`) }],
    },
    {
      heading: serviceCentre.reasons.title,
      paragraphs: [{ items: serviceCentre.reasons.items.map((item) => `${item.title}. ${item.description}`) }],
    },
    {
      heading: serviceCentre.certified.title,
      paragraphs: [serviceCentre.certified.text, { items: serviceCentre.certified.points }],
    },
    {
      heading: 'Contatti',
      paragraphs: [
        `${company.legalName}, ${fullAddress}`,
        `Telefono ${company.phone.display} - Assistenza ${company.assistancePhone.display}`,
        `E-mail ${company.email.info}`,
        `Assistenza: ${company.hours.assistance.days}, ${company.hours.assistance.opens}-${company.hours.assistance.closes}`,
        `Richieste di preventivo: ${pages.contacts.path} sul nostro sito.`,
      ],
    },
  ],
};
