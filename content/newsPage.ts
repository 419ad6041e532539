import { NEWS_KINDS } from './schema/newsItem';

/**
 * The texts around the news items: /notizie and its views (lib/newsListing.ts), an item's page,
 * the home page's band, the "Lavori svolti" sections of vehicle and service pages, and the feed.
 * The items themselves are the office's (content/news/, content/news.ts).
 */
export const newsPage = {
  kindLabels: NEWS_KINDS,
  /** The filter's links: every item, the news only, the references only. */
  filterLabel: 'Mostra',
  filterNavLabel: 'Filtra per tipo',
  filters: { tutte: 'Tutte', notizie: 'Notizie', referenze: 'Referenze' },
  paginationLabel: 'Pagine dell’elenco',
  pageLinkLabel: (page: number) => `Pagina ${page}`,
  previous: 'Pagina precedente',
  next: 'Pagina successiva',
  empty: {
    tutte:
      'Presto le prime notizie e le referenze dei lavori svolti: questa pagina le raccoglierà man mano che verranno pubblicate.',
    notizie: 'Ancora nessuna notizia: le prime compariranno qui appena pubblicate.',
    referenze: 'Ancora nessuna referenza: i lavori svolti compariranno qui appena pubblicati.',
  },
  emptyLink: 'Intanto, scopri i servizi',
  /** Before the date on a card and on an item's page. */
  publishedOn: 'Pubblicata il',
  placeLabel: 'Luogo',
  clientLabel: 'Cliente',
  servicesLabel: 'Servizi usati',
  vehiclesLabel: 'Mezzi usati',
  breadcrumbLabel: 'Percorso',
  photosLabel: 'Foto',
  backToListing: 'Tutte le notizie e le referenze',
  /** Above the name on /notizie's share picture. */
  shareKicker: 'Lavori svolti e novità',
  /** The item's own page: what a reference used, as links to those pages. */
  usedTitle: 'Servizi e mezzi di questo lavoro',
  /** The home page's band. */
  home: {
    title: 'Notizie e referenze',
    intro: 'Le ultime novità di Gielle e i lavori svolti per i clienti.',
    more: 'Tutte le notizie',
  },
  /** Vehicle and service pages: the references that name them. */
  referencesForVehicle: 'Lavori svolti con questo mezzo',
  referencesForService: 'Lavori svolti con questo servizio',
  readMore: 'Leggi la referenza',
  feed: {
    /** The feed's own title, and the link's title that announces it. */
    title: 'Gielle: notizie e referenze',
    subtitle: 'Le notizie di Gielle e le referenze dei lavori svolti per i clienti.',
  },
} as const;
