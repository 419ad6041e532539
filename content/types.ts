/** Shapes of the site's static content. Every module in content/ satisfies one of these. */

export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  province: string;
  region: string;
  country: string;
  countryCode: string;
}

export interface SocialLink {
  network: 'Facebook' | 'Instagram' | 'LinkedIn' | 'YouTube';
  url: string;
}

export interface OpeningHours {
  /** Human label, e.g. 'Lunedì - Venerdì'. */
  days: string;
  /** schema.org day names, for structured data. */
  dayOfWeek: readonly string[];
  opens: string;
  closes: string;
}

export interface Company {
  brand: string;
  legalName: string;
  tagline: string;
  foundedYear: number;
  vatNumber: string;
  /** Business register (REA) number. */
  rea: string;
  shareCapital: string;
  address: PostalAddress;
  phone: { display: string; tel: string };
  assistancePhone: { display: string; tel: string };
  email: { info: string; hr: string; pec: string; reports: string };
  social: readonly SocialLink[];
  hours: { office: OpeningHours; assistance: OpeningHours };
  certifications: readonly string[];
}

export interface NavEntry {
  label: string;
  href: string;
  icon?: 'cart';
}

export interface PageMeta {
  path: string;
  title: string;
  description: string;
}

export interface Certification {
  id: string;
  category: 'iso' | 'other';
  title: string;
  shortDescription: string;
  description: string;
  image: string;
  file: string;
}

export interface FeatureCard {
  id: string;
  icon: IconName;
  title: string;
  description: string;
}

export type IconName =
  | 'award'
  | 'building'
  | 'cart'
  | 'clipboard'
  | 'clock'
  | 'eye'
  | 'factory'
  | 'fileText'
  | 'globe'
  | 'handshake'
  | 'leaf'
  | 'lightbulb'
  | 'lock'
  | 'mail'
  | 'mapPin'
  | 'messageSquare'
  | 'package'
  | 'phone'
  | 'scale'
  | 'search'
  | 'shieldCheck'
  | 'truck'
  | 'userCheck'
  | 'users'
  | 'warehouse'
  | 'zap';

/** A static PDF generated at build time by scripts/generate-documents.ts. */
export interface SiteDocument {
  /** File name under /documents. */
  file: string;
  title: string;
  subtitle?: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}
