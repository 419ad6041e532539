import type { NavEntry } from './types';
import { pages } from './pages';

export const mainNav = [
  { label: 'Home', href: pages.home.path },
  { label: 'Chi Siamo', href: pages.about.path },
  { label: 'Servizi', href: pages.services.path },
  { label: 'Gielle Rental', href: pages.rental.path },
  { label: 'Contatti', href: pages.contacts.path },
  { label: 'eProcurement', href: pages.eProcurement.path },
  { label: 'Shop', href: pages.shop.path, icon: 'cart' },
] as const satisfies readonly NavEntry[];

export const footerQuickLinks = [
  { label: 'Chi Siamo', href: pages.about.path },
  { label: 'Servizi', href: pages.services.path },
  { label: 'Gielle Rental', href: pages.rental.path },
  { label: 'Assistenza noleggio', href: pages.rentalAssistance.path },
  { label: 'Centro assistenza autorizzato', href: pages.serviceCentre.path },
  { label: 'Notizie', href: pages.news.path },
  { label: 'Lavora con noi', href: pages.careers.path },
  { label: 'Segnalazione anonima', href: pages.anonymousReport.path },
  { label: 'Whistleblowing', href: pages.whistleblowing.path },
  { label: 'Contatti', href: pages.contacts.path },
] as const satisfies readonly NavEntry[];

export const legalLinks = [
  { label: 'Privacy policy', href: pages.privacy.path },
  { label: 'Cookies policy', href: pages.cookies.path },
  { label: 'Termini e condizioni', href: pages.terms.path },
] as const satisfies readonly NavEntry[];
