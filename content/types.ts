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

/** schema.org's names of the days (content/schema/company.ts offers them in Italian). */
export type Weekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export interface OpeningHours {
  /** Human label, e.g. 'Lunedì - Venerdì'. */
  days: string;
  /** schema.org day names, for structured data. */
  dayOfWeek: readonly Weekday[];
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
  /**
   * The optional WhatsApp number: `wa` is its digits alone, for https://wa.me/<wa>. Undefined when
   * content/company.json has none, and then nothing about WhatsApp shows.
   */
  whatsapp: { display: string; tel: string; wa: string } | undefined;
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
  /** Short name for breadcrumbs, where the title is longer than the page's name. */
  name?: string;
  /**
   * The page that answers this topic in search results, when it is another one (a service page
   * whose service has a page of its own): the canonical link points there and the sitemap leaves
   * this page out.
   */
  canonical?: string;
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

/** Names of the icons the site draws (components/icons.tsx); content picks one by name. */
export const ICON_NAMES = [
  'award',
  'building',
  'cart',
  'clipboard',
  'clock',
  'eye',
  'factory',
  'fileText',
  'globe',
  'handshake',
  'leaf',
  'lightbulb',
  'lock',
  'mail',
  'mapPin',
  'messageSquare',
  'package',
  'phone',
  'scale',
  'search',
  'shieldCheck',
  'truck',
  'userCheck',
  'users',
  'warehouse',
  'zap',
  'activity',
  'badgeCheck',
  'boxes',
  'brickWall',
  'cable',
  'chartLine',
  'cpu',
  'cylinder',
  'fileCheck',
  'flame',
  'gauge',
  'graduationCap',
  'hardHat',
  'headphones',
  'layers',
  'monitor',
  'network',
  'receipt',
  'store',
  'timer',
  'trendingDown',
  'wind',
  'workflow',
  'wrench',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** A list inside a generated PDF: bullets, or numbered steps when `ordered`. */
export interface DocumentList {
  items: readonly string[];
  ordered?: boolean;
}

/**
 * One block of a generated PDF's section: a string is a paragraph, a DocumentList a list. The
 * generator tags each as such (P, or L with LI items), so a screen reader can tell them apart.
 */
export type DocumentBlock = string | DocumentList;

/** A static PDF generated at build time by scripts/generate-documents.ts. */
export interface SiteDocument {
  /** File name under /documents. */
  file: string;
  title: string;
  subtitle?: string;
  /** `paragraphs` holds the section's blocks in reading order, lists included. */
  sections: readonly { heading: string; paragraphs: readonly DocumentBlock[] }[];
}

/** Categories of the services catalogue (docs/product.md, "Content model"). */
export type ServiceCategory = 'security' | 'industrial' | 'logistics' | 'consulting';

/** Accent colour of a service card; mapped to design tokens by the card. */
export type ServiceAccent = 'navy' | 'gold' | 'anthracite' | 'steel';

/** One of the 15 services of /servizi (docs/product.md, "Content model"). */
export interface Service {
  id: number;
  /** Last segment of the service's own page, /servizi/<slug>: stable, never change a published one. */
  slug: ServiceSlug;
  title: string;
  description: string;
  categories: readonly ServiceCategory[];
  features: readonly string[];
  /** Illustration under /images/services. */
  image: string;
  icon: IconName;
  accent: ServiceAccent;
  featured?: boolean;
  /** A page that tells more about the service. */
  link?: string;
  badge?: string;
}

/** URL slug of a service page (/servizi/<slug>): the `slug` of its file in content/services/. */
export type ServiceSlug = string;

/**
 * The page-specific text of one service page (the `page` of a file in content/services/): at least 250 words that
 * no other service page repeats (content/servicePages.test.ts). Facts only from content/.
 */
export interface ServicePageText {
  /** <title> (before " | Gielle") and meta description: unique on the whole site. */
  metaTitle: string;
  metaDescription: string;
  /** What the service is and why it matters, as paragraphs. */
  overview: readonly string[];
  /** One explanatory sentence per entry of the service's `features`, same order. */
  includes: readonly string[];
  /** Who the service is for. */
  audience: string;
  /** Sectors it serves, short labels. */
  sectors: readonly string[];
  /** How an engagement works, in order. */
  steps: readonly { title: string; text: string }[];
  /** Linked at the bottom of the page, most related first. */
  related: readonly ServiceSlug[];
  /** A page of the site that tells more (the service centre, eProcurement), and what is there. */
  dedicatedPage?: { path: string; title: string; text: string; label: string };
}

/** A choice of the services category filter; `slug` is its value in the URL (?categoria=). */
export interface ServiceCategoryFilter {
  id: 'all' | ServiceCategory;
  label: string;
  slug: string;
}

/** Fleet of Gielle Rental (docs/product.md, "Content model"). */
export type FleetCategoryId = 'elevatori' | 'movimentazione' | 'movimentazioneTerra' | 'lavoriAltaQuota';

/** The spec fields a vehicle may carry; each vehicle has only those that fit its type. */
export type VehicleSpecKey =
  'weight' | 'capacity' | 'liftHeight' | 'battery' | 'engine' | 'diggingDepth' | 'dimensions' | 'operatingHours';

export type VehicleSpecs = Partial<Record<VehicleSpecKey, string>>;

/** Silhouette drawn for the vehicle's images (public/images/fleet). */
export type VehicleKind = 'forklift' | 'palletTruck' | 'telehandler' | 'excavator' | 'scissorLift' | 'boomLift';

/** What drives a vehicle; the fleet finder's "Alimentazione" filter. */
export type PowerSource = 'elettrica' | 'diesel' | 'gpl';

/**
 * The figures the fleet finder filters and compares on, as numbers beside the display strings
 * of `specs` (content/fleet.test.ts checks that the two agree).
 */
export interface VehicleFigures {
  /** Lift height, or working height for aerial platforms, in metres; absent when it does not lift. */
  liftHeightM?: number;
  /** Rated capacity in kg (platform load for aerial platforms); absent for earth-moving machines. */
  capacityKg?: number;
  power: PowerSource;
}

/** The period a published rental price is for. */
export type RentalPriceUnit = 'day' | 'week' | 'month';

/** A rental price the company publishes: euro, VAT excluded, per period. */
export interface RentalPrice {
  amount: number;
  unit: RentalPriceUnit;
}

export interface Vehicle {
  id: number;
  /** URL-safe name, used for image and document file names. */
  slug: string;
  name: string;
  category: FleetCategoryId;
  /** Silhouette of the provisional drawings; photos need none. */
  kind?: VehicleKind;
  /** Main image path under /images. */
  image: string;
  description: string;
  specs: VehicleSpecs;
  figures: VehicleFigures;
  /** Absent until the company publishes one: nothing on the page or in search data says a price. */
  rentalPrice?: RentalPrice;
  additionalImages: readonly string[];
  /** File names under /documents. */
  documents: readonly string[];
}

export interface FleetCategory {
  id: FleetCategoryId;
  name: string;
  description: string;
  vehicleIds: readonly number[];
}

/** A slide of the home hero (docs/product.md, "Content model"). */
export interface Slide {
  id: string;
  title: string;
  description: string;
  /** Background illustration under /images. */
  image: string;
  buttonText: string;
  buttonLink: string;
}

/** Accent of a home value card; mapped to design tokens by the card. */
export type ValueAccent = 'navy' | 'gold' | 'anthracite' | 'steel';

/** A company value on the home page (docs/product.md, "Content model"). */
export interface Value {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  color: ValueAccent;
}

/** A company policy document (docs/product.md, "Content model"); `file` is its name under /documents. */
export interface Policy {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  file: string;
}

/** A partner shown in the home carousel (docs/product.md, "Content model"). */
export interface Partner {
  id: string;
  name: string;
  /** Logo under /images/partners. */
  logo: string;
}

/**
 * The longer, buyer-oriented text of a vehicle page (/gielle-rental/<slug>): what the machine
 * is for, typical jobs, where it works, what the operator needs. Page-specific: no sentence is
 * shared with another vehicle (content/vehicleGuides.test.ts).
 */
export interface VehicleGuide {
  /** What the machine is for and why a buyer picks it. */
  intro: readonly string[];
  /** Typical jobs, one sentence each. */
  jobs: readonly string[];
  /** Indoor / outdoor, floors, spaces. */
  environment: string;
  /** Licence, training and safety for the operator, as general facts of Italian law. */
  operator: string;
}
