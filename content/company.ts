import { sample } from '@/lib/sample';
import type { Company } from './types';

/**
 * The one source of the company's identity. Header, footer, metadata, structured data,
 * legal texts and mail links all read from here.
 * Values wrapped in sample() are placeholders until the company supplies the real ones: replace
 * the whole call with the real value (README, "Before going live"; the production build refuses them).
 */
export const company = {
  brand: 'Gielle',
  legalName: 'Gielle S.r.l.',
  tagline: 'Leader nelle forniture industriali',
  foundedYear: 2002,
  vatNumber: sample('IT00000000000'),
  rea: sample('CT-000000'),
  shareCapital: '15.000,00',
  address: {
    street: sample('Zona Industriale, Blocco Palma I'),
    postalCode: '95121',
    city: 'Catania',
    province: 'CT',
    region: 'Sicilia',
    country: 'Italia',
    countryCode: 'IT',
  },
  // Displayed numbers use non-breaking spaces so they never wrap mid-number.
  phone: sample({ display: '+39\u00a0095\u00a0000\u00a00000', tel: '+390950000000' }),
  assistancePhone: sample({ display: '+39\u00a0095\u00a0000\u00a00001', tel: '+390950000001' }),
  email: {
    info: sample('info@example.com'),
    hr: sample('lavoro@example.com'),
    pec: sample('gielle@pec.example.com'),
    reports: sample('segnalazioni@example.com'),
  },
  social: [
    { network: 'Facebook', url: sample('https://www.facebook.com/') },
    { network: 'Instagram', url: sample('https://www.instagram.com/') },
    { network: 'LinkedIn', url: sample('https://www.linkedin.com/') },
    { network: 'YouTube', url: sample('https://www.youtube.com/') },
  ],
  hours: {
    office: {
      days: 'Lunedì - Venerdì',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '18:00',
    },
    assistance: {
      days: 'Lunedì - Venerdì',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '17:00',
    },
  },
  certifications: ['ISO 9001', 'ISO 14001', 'ISO 45001'],
} as const satisfies Company;

export const fullAddress = `${company.address.street}, ${company.address.postalCode} ${company.address.city} (${company.address.province})`;

export const mapsSearchUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${company.legalName}, ${fullAddress}`,
)}`;

/** Canonical origin of the site, set at build time (SITE_URL); the default is a sample (an unset or empty SITE_URL). */
export const siteUrl = (process.env.SITE_URL || sample('https://www.gielle.example')).replace(/\/$/, '');
