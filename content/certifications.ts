import type { Certification } from './types';

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
