import type { Company } from './types';

/**
 * The one source of the company's identity. Header, footer, metadata, structured data,
 * legal texts and mail links all read from here.
 * Values marked SAMPLE are placeholders until the company supplies the real ones (see README).
 */
export const company = {
  brand: 'Gielle',
  legalName: 'Gielle S.r.l.',
  tagline: 'Leader nelle forniture industriali',
  foundedYear: 2002,
  vatNumber: 'IT00000000000', // SAMPLE
  rea: 'CT-000000', // SAMPLE
  shareCapital: '15.000,00',
  address: {
    street: 'Zona Industriale, Blocco Palma I', // SAMPLE
    postalCode: '95121',
    city: 'Catania',
    province: 'CT',
    region: 'Sicilia',
    country: 'Italia',
    countryCode: 'IT',
  },
  // Displayed numbers use non-breaking spaces so they never wrap mid-number.
  phone: { display: '+39\u00a0095\u00a0000\u00a00000', tel: '+390950000000' }, // SAMPLE
  assistancePhone: { display: '+39\u00a0095\u00a0000\u00a00001', tel: '+390950000001' }, // SAMPLE
  email: {
    info: 'info@example.com', // SAMPLE
    hr: 'lavoro@example.com', // SAMPLE
    pec: 'gielle@pec.example.com', // SAMPLE
    reports: 'segnalazioni@example.com', // SAMPLE
  },
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/' }, // SAMPLE
    { network: 'Instagram', url: 'https://www.instagram.com/' }, // SAMPLE
    { network: 'LinkedIn', url: 'https://www.linkedin.com/' }, // SAMPLE
    { network: 'YouTube', url: 'https://www.youtube.com/' }, // SAMPLE
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

/** Canonical origin of the site, set at build time (SITE_URL); the default is a sample. */
export const siteUrl = (process.env.SITE_URL ?? 'https://www.gielle.example').replace(/\/$/, '');
