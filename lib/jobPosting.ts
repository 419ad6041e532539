import type { JobPosting, WithContext } from 'schema-dts';
import { company, siteUrl } from '@/content/company';
import { positionPath, type Position } from '@/content/positions';
import type { Company } from '@/content/types';
import { brandLogo } from './brandLogo';
import { canonicalUrl } from './metadata';
import { positionPayText, positionPlace, positionTerms } from './positionMeta';
import { italianDay } from './positions';
import { organizationId, postalAddress } from './structuredData';

/**
 * Google's JobPosting for an open position's page (docs/seo.md, "Structured data"), from the same
 * file the page shows and from content/company.ts; nothing the file does not hold is declared.
 * Google's rules (Search Central, "Job posting structured data"): required title, description
 * (HTML: <p>, <ul>, <li>), datePosted, hiringOrganization, jobLocation with addressCountry;
 * recommended validThrough, employmentType, baseSalary, identifier, directApply. Left out:
 * jobLocationType and applicantLocationRequirements, which Google asks for only for remote work
 * (the check leaves them out of scope: scripts/structuredDataIssues.mjs),
 * and baseSalary or validThrough when the file has none (scripts/structuredDataWarnings.ts).
 */

/** Google's employmentType values. */
export type GoogleEmploymentType =
  'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'VOLUNTEER' | 'PER_DIEM' | 'OTHER';

/**
 * Contract and hours as Google's employment types: the hours always (FULL_TIME or PART_TIME);
 * a fixed-term contract and staff leasing (somministrazione, through an agency, for a time) add
 * TEMPORARY, a traineeship INTERN. A permanent contract and an apprenticeship (an employment
 * contract in Italian law, not a traineeship) are the hours alone.
 */
export function employmentTypes(position: Pick<Position, 'contract' | 'hours'>): GoogleEmploymentType[] {
  const hours: GoogleEmploymentType = position.hours === 'pieno' ? 'FULL_TIME' : 'PART_TIME';
  const extra: Partial<Record<Position['contract'], GoogleEmploymentType>> = {
    determinato: 'TEMPORARY',
    somministrazione: 'TEMPORARY',
    stage: 'INTERN',
  };
  const more = extra[position.contract];
  return more ? [hours, more] : [hours];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The description's paragraphs as the page shows them: a blank line separates two. */
export function descriptionParagraphs(description: string): string[] {
  return description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Headings of the page's lists, shared with the page so the two say the same. */
export const POSITION_LIST_TITLES = {
  tasks: 'Di cosa ti occuperai',
  requirements: 'Requisiti',
  offer: 'Cosa offriamo',
} as const;

/**
 * The whole job in HTML, as Google asks: where and on what terms, the description, then the tasks,
 * the requirements and what is offered, each a list. Text from the file is escaped.
 */
export function jobDescriptionHtml(position: Position, city: string): string {
  const terms = [`Luogo di lavoro: ${positionPlace(position, city)}`, `Contratto: ${positionTerms(position)}`];
  if (position.startDate) terms.push(`Inizio: ${italianDay(position.startDate)}`);
  if (position.pay) terms.push(`Retribuzione: ${positionPayText(position.pay)}`);
  const list = (title: string, items: readonly string[]) =>
    items.length > 0
      ? `<p>${escapeHtml(title)}:</p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
      : '';
  return [
    ...descriptionParagraphs(position.description).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>${terms.map(escapeHtml).join('<br>')}</p>`,
    list(POSITION_LIST_TITLES.tasks, position.tasks),
    list(POSITION_LIST_TITLES.requirements, position.requirements),
    list(POSITION_LIST_TITLES.offer, position.offer),
  ].join('');
}

/** The UTC offset of Rome on a day (+01:00 in winter, +02:00 in summer). */
function romeOffset(day: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Rome', timeZoneName: 'longOffset' })
    .formatToParts(noon)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = name?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

/** The last moment a position closing on `day` is open: the end of that day in Catania (lib/positions.ts). */
export function closingMoment(day: string): string {
  return `${day}T23:59:59${romeOffset(day)}`;
}

/**
 * The JobPosting of an open position's page. A position closed by its switch has none: its
 * validThrough, if any, would still advertise it as open (Google lists a posting until then), so
 * asking for one stops the build rather than publish it.
 */
export function jobPostingJsonLd(
  position: Position,
  source: Company = company,
  origin: string = siteUrl,
): WithContext<JobPosting> {
  if (position.closed)
    throw new Error(
      `${positionPath(position.slug)}: la posizione è chiusa ("Posizione chiusa"), non ha dati JobPosting`,
    );
  const url = canonicalUrl(positionPath(position.slug), origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: position.title,
    description: jobDescriptionHtml(position, source.address.city),
    url,
    identifier: { '@type': 'PropertyValue', name: source.brand, value: position.slug },
    datePosted: position.datePosted,
    ...(position.validThrough ? { validThrough: closingMoment(position.validThrough) } : {}),
    ...(position.startDate ? { jobStartDate: position.startDate } : {}),
    employmentType: employmentTypes(position),
    hiringOrganization: {
      '@type': 'Organization',
      '@id': organizationId(origin),
      name: source.brand,
      legalName: source.legalName,
      sameAs: canonicalUrl('/', origin),
      logo: `${origin}${brandLogo.path}`,
    },
    jobLocation: { '@type': 'Place', address: postalAddress(source) },
    ...(position.pay
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'EUR',
            value: {
              '@type': 'QuantitativeValue',
              minValue: position.pay.min,
              maxValue: position.pay.max,
              unitText: position.pay.period,
            },
          },
        }
      : {}),
    // The application goes by e-mail, from the visitor's own mail program: no form sends it here.
    directApply: false,
  };
}
