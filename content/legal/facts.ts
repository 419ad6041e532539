import { company, fullAddress } from '@/content/company';
import { pages } from '@/content/pages';
import { CONSENT_STORAGE_KEY } from '@/lib/consent';

/**
 * Facts the legal texts state in both languages: what the site really does, the product's fixed figures,
 * and the company details (read from content/company.ts). Written once so the versions agree.
 */
export const legalFacts = {
  company,
  fullAddress,
  /** docs/product.md, "Fixed figures": personal data kept no longer than this. */
  retentionDays: 365,
  /** The third-party mail service that carries the request wizard and the anonymous report. */
  mailService: { name: 'EmailJS', privacyUrl: 'https://www.emailjs.com/legal/privacy-policy/' },
  /** The map frame on /contatti (components/contacts/MapEmbed.tsx), loaded only after consent or an explicit click. */
  mapProvider: {
    name: 'OpenStreetMap',
    company: 'OpenStreetMap Foundation',
    privacyUrl: 'https://osmfoundation.org/wiki/Privacy_Policy',
  },
  consentStorageKey: CONSENT_STORAGE_KEY,
  socialNetworks: company.social.map((social) => social.network).join(', '),
  supervisor: { url: 'https://www.garanteprivacy.it/', label: 'www.garanteprivacy.it' },
  browserHelp: [
    { browser: 'Google Chrome', url: 'https://support.google.com/chrome/answer/95647' },
    { browser: 'Mozilla Firefox', url: 'https://support.mozilla.org/kb/clear-cookies-and-site-data-firefox' },
    { browser: 'Apple Safari', url: 'https://support.apple.com/guide/safari/sfri11471/mac' },
    {
      browser: 'Microsoft Edge',
      url: 'https://support.microsoft.com/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09',
    },
  ],
  /** Terms constants (docs/product.md, "Fixed figures"). */
  negotiationDays: 60,
  arbitrationSeat: 'Catania',
  paymentMethods: { it: 'PayPal e bonifico bancario', en: 'PayPal and bank transfer' },
  mailto: {
    info: `mailto:${company.email.info}`,
    pec: `mailto:${company.email.pec}`,
    hr: `mailto:${company.email.hr}`,
  },
  paths: {
    privacy: pages.privacy.path,
    cookies: pages.cookies.path,
    terms: pages.terms.path,
    contacts: pages.contacts.path,
    careers: pages.careers.path,
    anonymousReport: pages.anonymousReport.path,
    whistleblowing: pages.whistleblowing.path,
    shop: pages.shop.path,
  },
} as const;
