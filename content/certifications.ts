import type { Certification, SiteDocument } from './types';
import { company, fullAddress } from './company';

/** The seven certifications (SPEC.md section 3): three ISO, four other. */
export const certifications = [
  {
    id: 'iso9001',
    category: 'iso',
    title: 'ISO 9001:2015',
    shortDescription: 'Sistema di gestione per la qualità',
    description:
      'Processi documentati, obiettivi misurabili e miglioramento continuo: la certificazione ISO 9001 attesta che ogni fornitura e ogni servizio seguono procedure controllate, dalla richiesta del cliente alla consegna.',
    image: '/images/certifications/iso9001.svg',
    file: 'certificato-iso-9001.pdf',
  },
  {
    id: 'iso14001',
    category: 'iso',
    title: 'ISO 14001:2015',
    shortDescription: 'Sistema di gestione ambientale',
    description:
      'Riduzione dei rifiuti, consumi energetici monitorati e gestione responsabile dei materiali: la ISO 14001 certifica il nostro impegno a limitare l’impatto ambientale di sede, magazzino e cantieri.',
    image: '/images/certifications/iso14001.svg',
    file: 'certificato-iso-14001.pdf',
  },
  {
    id: 'iso45001',
    category: 'iso',
    title: 'ISO 45001:2018',
    shortDescription: 'Salute e sicurezza sul lavoro',
    description:
      'Valutazione dei rischi, formazione e prevenzione: la ISO 45001 attesta un sistema di gestione che tutela la salute e la sicurezza di dipendenti, collaboratori e clienti nei luoghi in cui operiamo.',
    image: '/images/certifications/iso45001.svg',
    file: 'certificato-iso-45001.pdf',
  },
  {
    id: 'fgas',
    category: 'other',
    title: 'Certificazione F-Gas',
    shortDescription: 'Impianti con gas fluorurati',
    description:
      'Abilitazione all’installazione, manutenzione e riparazione di impianti di refrigerazione, condizionamento e pompe di calore contenenti gas fluorurati a effetto serra (Regolamento UE 2024/573).',
    image: '/images/certifications/fgas.svg',
    file: 'certificato-f-gas.pdf',
  },
  {
    id: 'esg',
    category: 'other',
    title: 'Rating ESG',
    shortDescription: 'Sostenibilità ambientale, sociale e di governance',
    description:
      'Una valutazione indipendente delle nostre prestazioni ambientali, sociali e di governance, utile ai clienti che devono qualificare fornitori sostenibili lungo la propria catena di fornitura.',
    image: '/images/certifications/esg.svg',
    file: 'certificato-esg.pdf',
  },
  {
    id: 'legalita',
    category: 'other',
    title: 'Rating di legalità',
    shortDescription: 'Riconoscimento AGCM',
    description:
      'Il rating di legalità dell’Autorità Garante della Concorrenza e del Mercato premia le imprese che operano secondo principi di trasparenza e correttezza, e agevola l’accesso a finanziamenti pubblici e credito.',
    image: '/images/certifications/legalita.svg',
    file: 'certificato-rating-legalita.pdf',
  },
  {
    id: 'assicurativo',
    category: 'other',
    title: 'Copertura assicurativa',
    shortDescription: 'Responsabilità civile verso terzi e prestatori',
    description:
      'Polizza di responsabilità civile verso terzi e verso prestatori di lavoro a copertura delle attività di servizio, noleggio e assistenza, a garanzia dei clienti e dei loro beni.',
    image: '/images/certifications/assicurativo.svg',
    file: 'certificato-assicurativo.pdf',
  },
] as const satisfies readonly Certification[];

export const isoCertifications = certifications.filter((c) => c.category === 'iso');

/** What each certification covers, for its PDF summary. */
const certificateScopes: Record<(typeof certifications)[number]['id'], string> = {
  iso9001:
    'Commercializzazione di forniture industriali e dispositivi di protezione individuale; erogazione di servizi di facility management, manutenzione, logistica e facchinaggio; noleggio di mezzi di sollevamento e movimentazione.',
  iso14001:
    'Gestione degli aspetti ambientali delle attività di commercializzazione, magazzino, servizi in cantiere e noleggio di mezzi svolte presso la sede di Catania e presso i clienti.',
  iso45001:
    'Gestione della salute e sicurezza sul lavoro nelle attività di commercializzazione, servizi industriali, noleggio di mezzi e assistenza ai dispositivi di protezione delle vie respiratorie.',
  fgas: 'Installazione, controllo delle perdite, manutenzione, riparazione e smantellamento di apparecchiature fisse di refrigerazione, condizionamento d’aria e pompe di calore contenenti gas fluorurati.',
  esg: 'Valutazione delle politiche e delle prestazioni aziendali in materia ambientale, sociale e di governance, con indicatori aggiornati periodicamente.',
  legalita:
    'Rispetto dei requisiti di legalità, trasparenza e correttezza previsti dal regolamento dell’Autorità Garante della Concorrenza e del Mercato.',
  assicurativo:
    'Responsabilità civile verso terzi (RCT) e verso prestatori di lavoro (RCO) per le attività di servizio, noleggio e assistenza svolte presso la sede e presso i clienti.',
};

/**
 * A readable summary PDF for each certification, generated at build time. The company replaces
 * each with the certificate issued by the certifying body by dropping a file with the same name.
 */
export const certificateDocuments: readonly SiteDocument[] = certifications.map((certification) => ({
  file: certification.file,
  title: certification.title,
  subtitle: `${company.legalName} - ${certification.shortDescription}`,
  sections: [
    { heading: 'Oggetto', paragraphs: [certification.description] },
    { heading: 'Campo di applicazione', paragraphs: [certificateScopes[certification.id]] },
    {
      heading: 'Organizzazione',
      paragraphs: [`${company.legalName}, ${fullAddress}`, `Partita IVA ${company.vatNumber}`],
    },
    {
      heading: 'Nota',
      paragraphs: [
        `Questo documento riassume la certificazione. Copia del certificato rilasciato dall’ente, con numero e scadenza, è disponibile su richiesta scrivendo a ${company.email.info}.`,
      ],
    },
  ],
}));
