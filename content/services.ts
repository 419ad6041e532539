import type { Service, ServiceCategoryFilter } from './types';
import { pages } from './pages';

/**
 * The services catalogue of /servizi (SPEC.md section 3 "Service": 15 services, ids 1-15).
 * The request wizard on /contatti reads the same list, so ids are stable: never renumber.
 */
export const services: readonly Service[] = [
  {
    id: 1,
    slug: 'servizio-antincendio',
    title: 'Servizio antincendio',
    description:
      'Squadre di addetti antincendio qualificati per presidiare stabilimenti, cantieri ed eventi, con controllo periodico di estintori, idranti e porte tagliafuoco.',
    categories: ['security'],
    features: ['Addetti con attestato di rischio elevato', 'Presidio fisso o a chiamata', 'Registro dei controlli periodici'],
    image: '/images/services/antincendio.svg',
    icon: 'flame',
    accent: 'gold',
  },
  {
    id: 2,
    slug: 'opere-edili',
    title: 'Opere edili',
    description:
      'Ristrutturazioni, manutenzione edile e piccole opere civili in ambito industriale e commerciale, dal rilievo alla consegna del cantiere.',
    categories: ['industrial'],
    features: ['Ristrutturazioni di uffici e capannoni', 'Pavimentazioni industriali', 'Opere in cartongesso e finiture'],
    image: '/images/services/opere-edili.svg',
    icon: 'brickWall',
    accent: 'anthracite',
  },
  {
    id: 3,
    slug: 'facchinaggio',
    title: 'Facchinaggio',
    description:
      'Personale qualificato per carico e scarico merci, movimentazione interna, traslochi aziendali e allestimenti, anche con mezzi di sollevamento.',
    categories: ['logistics'],
    features: ['Carico e scarico automezzi', 'Traslochi di uffici e reparti', 'Squadre dimensionate sul lavoro'],
    image: '/images/services/facchinaggio.svg',
    icon: 'boxes',
    accent: 'steel',
  },
  {
    id: 4,
    slug: 'manutenzioni',
    title: 'Manutenzioni',
    description:
      'Manutenzione ordinaria e straordinaria di impianti, macchinari e immobili, con interventi programmati e pronto intervento sui guasti.',
    categories: ['industrial'],
    features: ['Piani di manutenzione preventiva', 'Pronto intervento su guasti', 'Rapporti di intervento documentati'],
    image: '/images/services/manutenzioni.svg',
    icon: 'wrench',
    accent: 'navy',
  },
  {
    id: 5,
    slug: 'impianti-tecnologici',
    title: 'Impianti tecnologici',
    description:
      'Progettazione, installazione e assistenza di impianti elettrici, di climatizzazione, videosorveglianza e controllo accessi.',
    categories: ['industrial', 'security'],
    features: ['Impianti elettrici e di climatizzazione', 'Videosorveglianza e controllo accessi', 'Dichiarazioni di conformità'],
    image: '/images/services/impianti-tecnologici.svg',
    icon: 'cpu',
    accent: 'steel',
  },
  {
    id: 6,
    slug: 'facility-management',
    title: 'Facility management',
    description:
      'Un unico referente per la gestione degli immobili aziendali: pulizie, manutenzioni, portierato e servizi generali coordinati e misurati.',
    categories: ['industrial', 'consulting'],
    features: ['Referente unico di commessa', 'Livelli di servizio concordati', 'Report periodici sulle attività'],
    image: '/images/services/facility-management.svg',
    icon: 'building',
    accent: 'navy',
  },
  {
    id: 7,
    slug: 'consulenza',
    title: 'Consulenza',
    description:
      'Supporto su sicurezza sul lavoro, ambiente e sistemi di gestione: valutazione dei rischi, formazione e accompagnamento alle certificazioni ISO.',
    categories: ['consulting'],
    features: ['Documento di valutazione dei rischi', 'Formazione del personale', 'Sistemi di gestione ISO 9001, 14001 e 45001'],
    image: '/images/services/consulenza.svg',
    icon: 'lightbulb',
    accent: 'gold',
  },
  {
    id: 8,
    slug: 'logistica',
    title: 'Logistica',
    description:
      'Organizzazione dei flussi di merci tra fornitori, magazzini e cantieri: trasporti, consegne programmate e gestione delle scorte.',
    categories: ['logistics'],
    features: ['Consegne programmate in tutta la Sicilia', 'Gestione delle scorte', 'Tracciabilità delle spedizioni'],
    image: '/images/services/logistica.svg',
    icon: 'truck',
    accent: 'navy',
  },
  {
    id: 9,
    slug: 'settore-industriale',
    title: 'Settore industriale',
    description:
      'Servizi e forniture per stabilimenti produttivi, raffinerie e aree portuali: personale tecnico, materiali di consumo e assistenza durante le fermate.',
    categories: ['industrial'],
    features: ['Supporto alle fermate di impianto', 'Forniture di materiali di consumo', 'Personale tecnico specializzato'],
    image: '/images/services/settore-industriale.svg',
    icon: 'factory',
    accent: 'anthracite',
  },
  {
    id: 10,
    slug: 'stoccaggio',
    title: 'Stoccaggio',
    description:
      'Spazi a magazzino per conservare merci, attrezzature e materiali, con movimentazione, inventario e consegna su richiesta.',
    categories: ['logistics'],
    features: ['Magazzino di 1500 mq a Catania', 'Inventario e tracciabilità', 'Consegna su richiesta'],
    image: '/images/services/stoccaggio.svg',
    icon: 'warehouse',
    accent: 'steel',
  },
  {
    id: 11,
    slug: 'fibra-ottica',
    title: 'Fibra ottica',
    description:
      'Posa, giunzione e certificazione di reti in fibra ottica e cablaggi strutturati per stabilimenti, uffici e infrastrutture.',
    categories: ['industrial'],
    features: ['Posa e giunzione della fibra', 'Certificazione delle tratte', 'Cablaggio strutturato di rete'],
    image: '/images/services/fibra-ottica.svg',
    icon: 'cable',
    accent: 'gold',
  },
  {
    id: 12,
    slug: 'eprocurement',
    title: 'eProcurement',
    description:
      'Acquisti digitali integrati con i sistemi del cliente: cataloghi PunchOut, marketplace B2B e gestione elettronica degli ordini.',
    categories: ['consulting', 'logistics'],
    features: ['Cataloghi PunchOut personalizzati', 'Flussi di approvazione', 'Ordini e fatture elettroniche'],
    image: '/images/services/eprocurement.svg',
    icon: 'monitor',
    accent: 'navy',
    link: pages.eProcurement.path,
  },
  {
    id: 13,
    slug: 'servizio-dpi',
    title: 'Servizio DPI',
    description:
      'Fornitura, gestione e controllo dei dispositivi di protezione individuale: scelta dei modelli, consegna nominativa e scadenzario delle sostituzioni.',
    categories: ['security'],
    features: ['Consegna nominativa dei DPI', 'Scadenzario delle sostituzioni', 'Verifica della conformità'],
    image: '/images/services/dpi.svg',
    icon: 'hardHat',
    accent: 'anthracite',
  },
  {
    id: 14,
    slug: 'centro-assistenza-protezione-respiratoria',
    title: 'Centro assistenza autorizzato protezione respiratoria',
    description:
      'Centro assistenza autorizzato per autorespiratori e maschere: manutenzione e revisione, ricarica di bombole ad aria respirabile e fit test quantitativo.',
    categories: ['security'],
    features: ['Manutenzione di autorespiratori e maschere', 'Ricarica bombole in acciaio e composito', 'Fit test quantitativo'],
    image: '/images/services/protezione-respiratoria.svg',
    icon: 'wind',
    accent: 'gold',
    featured: true,
    link: pages.serviceCentre.path,
    badge: 'Servizio Specializzato',
  },
  {
    id: 15,
    slug: 'brokeraggio',
    title: 'Brokeraggio',
    description:
      'Intermediazione nella ricerca di fornitori, materiali e attrezzature: confrontiamo le offerte e negoziamo le condizioni per conto del cliente.',
    categories: ['consulting'],
    features: ['Ricerca e selezione dei fornitori', 'Confronto delle offerte', 'Negoziazione delle condizioni'],
    image: '/images/services/brokeraggio.svg',
    icon: 'handshake',
    accent: 'steel',
  },
];

/** The category filter of /servizi (SPEC.md section 3), in display order; 'all' first. */
export const serviceCategories: readonly ServiceCategoryFilter[] = [
  { id: 'all', label: 'Tutti i servizi', slug: 'tutti' },
  { id: 'security', label: 'Sicurezza', slug: 'sicurezza' },
  { id: 'industrial', label: 'Industriale', slug: 'industriale' },
  { id: 'logistics', label: 'Logistica', slug: 'logistica' },
  { id: 'consulting', label: 'Consulenza', slug: 'consulenza' },
];

/** Text of /servizi around the catalogue (SPEC.md "Services"). */
export const servicesPage = {
  hero: {
    eyebrow: 'Servizi per le imprese',
    title: 'I nostri servizi',
    lead: 'Quindici servizi per far funzionare stabilimenti, cantieri e magazzini: sicurezza, facility, logistica, manutenzione e consulenza.',
    searchLabel: 'Cerca un servizio',
    searchPlaceholder: 'Cerca un servizio...',
    searchSubmit: 'Cerca',
  },
  featured: {
    eyebrow: 'Servizio Specializzato',
    linkLabel: 'Scopri il centro assistenza',
    quoteLabel: 'Richiedi un preventivo',
  },
  catalogue: {
    eyebrow: 'Catalogo',
    title: 'Tutti i nostri servizi',
    intro: 'Cerca per parola chiave o filtra per categoria: ogni servizio si può richiedere con un preventivo su misura.',
    filtersLabel: 'Filtri',
    categoryGroupLabel: 'Categoria',
    quoteLabel: 'Richiedi un preventivo',
    moreLabel: 'Scopri di più',
    emptyTitle: 'Nessun servizio trovato',
    emptyText: 'Non abbiamo trovato servizi che corrispondono alla tua ricerca.',
    resetLabel: 'Reimposta filtri',
  },
  cta: {
    title: 'Non trovi il servizio che cerchi?',
    text: 'Raccontaci di cosa hai bisogno: costruiamo con te la soluzione e ti rispondiamo entro 24 ore lavorative.',
    button: 'Contattaci',
  },
} as const;
