import type { CompanyFile } from './schema/company';
import companyFile from './generated/company.json';
import type { Company, SocialLink } from './types';

/**
 * The one source of the company's identity. Header, footer, metadata, structured data,
 * legal texts and mail links all read from here. The office edits content/company.json (in the
 * editor, "Azienda e pagine" > "Dati aziendali"); the build checks it against
 * content/schema/company.ts and writes content/generated/company.json, read here.
 */
const data = companyFile as Omit<CompanyFile, 'valoriDiEsempio'>;

/** A number as typed (+39 095 000 0000): displayed with non-breaking spaces so it never wraps, dialled without them. */
const phone = (typed: string) => ({ display: typed.replace(/ /g, '\u00a0'), tel: typed.replace(/[^\d+]/g, '') });

/**
 * The optional WhatsApp number as a phone, plus the digits alone that https://wa.me/<wa> wants (no
 * +, no spaces); undefined when the office has set none.
 */
export const whatsappNumber = (typed: string | undefined): Company['whatsapp'] =>
  typed === undefined ? undefined : { ...phone(typed), wa: typed.replace(/\D/g, '') };

export const company: Company = {
  ...data,
  phone: phone(data.phone),
  assistancePhone: phone(data.assistancePhone),
  // Unset in the shipped content/company.json: nothing about WhatsApp shows until the office adds one.
  whatsapp: whatsappNumber(data.whatsapp),
  social: Object.entries(data.social).map(([network, url]) => ({ network: network as SocialLink['network'], url })),
};

export const fullAddress = `${company.address.street}, ${company.address.postalCode} ${company.address.city} (${company.address.province})`;

export const mapsSearchUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${company.legalName}, ${fullAddress}`,
)}`;

/** The sample origin used while SITE_URL is unset: the production build refuses it (scripts/goLive.ts). */
export const SAMPLE_SITE_URL = 'https://www.gielle.example';

/** Canonical origin of the site, set at build time (SITE_URL). */
export const siteUrl = (process.env.SITE_URL || SAMPLE_SITE_URL).replace(/\/$/, '');
