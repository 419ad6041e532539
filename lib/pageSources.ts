import type { PageKey } from '@/content/pages';

/**
 * The files that hold what each page shows: its route, its own components and the content files
 * of its text and items. A commit that changes one of them changes the page, so the sitemap's
 * lastmod of a page is the date of the last commit to any of its sources (lib/lastModified.ts).
 * Shared frame (header, footer, the company details they repeat, ui/ primitives, the titles of
 * content/pages.ts) is left out: a new phone number in the footer is not a new page for search
 * engines, and counting it would date every page at once. Folders count whole.
 * Paths are relative to the repository root; lib/pageSources.test.ts checks that each exists.
 */
export const staticPageSources: Readonly<Record<PageKey, readonly string[]>> = {
  home: [
    'app/page.tsx',
    'components/home',
    'content/home.ts',
    'content/home-slides.json',
    'content/partners.json',
    'content/certifications',
    'content/policies.ts',
  ],
  about: ['app/chi-siamo', 'components/about', 'content/about.ts', 'content/certifications'],
  services: [
    'app/servizi/page.tsx',
    'components/services/FeaturedCentreSection.tsx',
    'components/services/ServiceBrowser.tsx',
    'components/services/ServiceCard.tsx',
    'components/services/ServicesCatalogue.tsx',
    'content/services.ts',
    'content/services',
  ],
  rental: [
    'app/gielle-rental/(fleet)/page.tsx',
    'components/rental/BenefitsSection.tsx',
    'components/rental/FiguresStrip.tsx',
    'components/rental/FleetSection.tsx',
    'components/rental/ProcessSection.tsx',
    'components/rental/VehicleCard.tsx',
    'components/rental/WhyChooseSection.tsx',
    'content/rental.ts',
    'content/rental-faq.json',
    'content/fleet',
    'content/fleetCategories.ts',
  ],
  // Its words, the assistance phone and hours it puts first, and the machines its form offers.
  rentalAssistance: [
    'app/gielle-rental/assistenza',
    'components/rentalAssistance',
    'content/rentalAssistance.ts',
    'content/rental-assistance.json',
    'content/company.json',
    'content/fleet',
  ],
  careers: ['app/lavora-con-noi', 'components/careers', 'content/careers.ts', 'content/careersForm.ts'],
  contacts: [
    'app/contatti',
    'components/contacts',
    'content/contacts.ts',
    'content/contacts.json',
    'content/company.json',
  ],
  shop: ['app/shop', 'content/shop.ts'],
  eProcurement: ['app/eProcurement', 'components/eProcurement', 'content/eProcurement.ts'],
  anonymousReport: ['app/segnalazione-anonima', 'components/report', 'content/report.ts'],
  whistleblowing: ['app/whistleblowing', 'components/whistleblowing', 'content/whistleblowing.ts'],
  privacy: [
    'app/privacy-policy',
    'components/legal',
    'content/legal/privacy.it.ts',
    'content/legal/privacy.en.ts',
    'content/legal/facts.ts',
  ],
  cookies: [
    'app/cookies-policy',
    'components/legal',
    'content/legal/cookies.it.ts',
    'content/legal/cookies.en.ts',
    'content/legal/facts.ts',
  ],
  terms: [
    'app/termini-condizioni',
    'components/legal',
    'content/legal/terms.it.ts',
    'content/legal/terms.en.ts',
    'content/legal/facts.ts',
  ],
  serviceCentre: ['app/centro-spasciani', 'components/serviceCentre', 'content/serviceCentre.ts'],
  news: ['app/notizie', 'components/news', 'content/news'],
};

/** A vehicle page: its data file and the vehicle page template. */
export function vehiclePageSources(slug: string): string[] {
  return [`content/fleet/${slug}.json`, 'app/gielle-rental/(fleet)/[slug]', 'components/rental/vehiclePage'];
}

/** A service page: its data file and the service page template. */
export function servicePageSources(slug: string): string[] {
  return [`content/services/${slug}.json`, 'app/servizi/[slug]', 'components/services/page'];
}

/** An open position's page: its data file and the careers pages' template. */
export function positionPageSources(slug: string): string[] {
  return [`content/positions/${slug}.json`, 'app/lavora-con-noi', 'components/careers'];
}

/** A news item's or reference's page: its data file and the news pages' template. */
export function newsItemPageSources(slug: string): string[] {
  return [`content/news/${slug}.json`, 'app/notizie', 'components/news'];
}
