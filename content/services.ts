import serviceFiles from './generated/services.json';
import type { ServiceFile } from './schema/service';
import type { Service, ServiceCategoryFilter } from './types';

/**
 * The services catalogue of /servizi (docs/product.md, "Content model"): one file per service in
 * content/services/ (the editor's "Servizi"), checked before every build, in id order. The request
 * wizard on /contatti reads the same list, so ids are stable: never renumber.
 */
export const services: readonly Service[] = serviceFiles as Omit<ServiceFile, 'page'>[];

/** The category filter of /servizi (docs/product.md, "Content model"), in display order; 'all' first. */
export const serviceCategories: readonly ServiceCategoryFilter[] = [
  { id: 'all', label: 'Tutti i servizi', slug: 'tutti' },
  { id: 'security', label: 'Sicurezza', slug: 'sicurezza' },
  { id: 'industrial', label: 'Industriale', slug: 'industriale' },
  { id: 'logistics', label: 'Logistica', slug: 'logistica' },
  { id: 'consulting', label: 'Consulenza', slug: 'consulenza' },
];

/** Text of /servizi around the catalogue (docs/product.md, "Services"). */
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
    intro:
      'Cerca per parola chiave o filtra per categoria: ogni servizio si può richiedere con un preventivo su misura.',
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
