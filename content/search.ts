/**
 * The site search (issue 44, docs/search.md): the page /cerca and the header's control. /cerca
 * is no page of the site map: it lists the site and shows results, so it asks not to be indexed
 * (with or without a query) and stays out of the sitemap, as the offline page does.
 */
export const SEARCH_PAGE = {
  path: '/cerca',
  title: 'Cerca nel sito: mezzi, servizi e documenti',
  description:
    'Cerca tra i mezzi a noleggio, i servizi e i documenti di Gielle, oppure sfoglia l’indice completo del sito diviso per argomento.',
} as const;

export const searchText = {
  eyebrow: 'Ricerca',
  heroTitle: 'Cerca nel sito',
  heroLead:
    'Scrivi quello che ti serve, anche con parole tue: mezzi a noleggio, servizi, documenti e pagine dell’azienda.',
  fieldLabel: 'Cerca nel sito',
  /** Names of the two search landmarks, which a page may hold together (the header's and /cerca's). */
  headerLandmark: 'Ricerca rapida',
  pageLandmark: 'Ricerca nel sito',
  /** Short: the field is narrow on a phone. */
  placeholder: 'Es. muletto, DPI',
  headerPlaceholder: 'Cerca…',
  submit: 'Cerca',
  close: 'Chiudi',
  browseIndex: 'Sfoglia l’indice del sito',
  filtersLegend: 'Tipo di risultato',
  allKinds: 'Tutti',
  loading: 'Caricamento della ricerca…',
  /** Announced and shown above the results. */
  count: (count: number, query: string) =>
    count === 1 ? `1 risultato per «${query}»` : `${count} risultati per «${query}»`,
  none: (query: string) => `Nessun risultato per «${query}»`,
  noneHelp: 'Prova con una parola diversa o più breve. Se non trovi quello che cerchi, chiedi a noi:',
  unavailable: 'La ricerca non è disponibile in questo momento.',
  unavailableHelp: 'Puoi sfogliare l’indice del sito qui sotto, oppure chiedere a noi:',
  retry: 'Riprova',
  /** The kind label of a PDF in the results. */
  documentKind: 'Documento PDF',
  more: (left: number) => (left === 1 ? 'Mostra l’ultimo risultato' : `Mostra altri risultati (${left})`),
  call: 'Chiama',
  contactsLink: 'Scrivici dalla pagina Contatti',
  indexTitle: 'Indice del sito',
  indexIntro: 'Tutte le pagine e i documenti del sito, divisi per argomento.',
} as const;
