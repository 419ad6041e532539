import pageFiles from './generated/servicePages.json';
import type { ServicePageText, ServiceSlug } from './types';

/**
 * The page-specific text of each service page /servizi/<slug>: the `page` of each file in
 * content/services/ (the title, description, features and illustration are beside it). Written for
 * a business buyer; every fact comes from content/ (services, serviceCentre, eProcurement,
 * company): nothing about customers, prices, certifications or figures that the content does not hold.
 */
const servicePages: Readonly<Record<ServiceSlug, ServicePageText>> = pageFiles;

/** The page text of a service; every service file has one (the content schema requires it). */
export function servicePageText(slug: ServiceSlug): ServicePageText {
  const text = servicePages[slug];
  if (!text)
    throw new Error(`No page text for the service ${slug}: is content/generated/ up to date? (npm run content)`);
  return text;
}

/** Labels of the service page template, the same on every service page. */
export const servicePageLabels = {
  breadcrumbLabel: 'Percorso',
  categoriesLabel: 'Categorie',
  quoteLabel: 'Richiedi un preventivo',
  callLabel: 'Chiama',
  emailLabel: 'Scrivi una e-mail',
  overviewTitle: 'Il servizio',
  includesTitle: 'Cosa comprende',
  audienceTitle: 'A chi si rivolge',
  sectorsTitle: 'Settori',
  stepsTitle: 'Come funziona un incarico',
  stepsIntro: 'Dal primo contatto al lavoro concluso, passo dopo passo.',
  relatedTitle: 'Servizi correlati',
  relatedMoreLabel: 'Scopri il servizio',
  allServicesLabel: 'Tutti i servizi',
  ctaTitle: 'Parliamo del tuo progetto',
  ctaText:
    'Richiedi un preventivo con il servizio già selezionato, oppure chiamaci o scrivici: ti rispondiamo entro 24 ore lavorative.',
} as const;
