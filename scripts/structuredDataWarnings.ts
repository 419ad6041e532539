import type { StructuredDataIssue } from './structuredDataIssues.mjs';

/**
 * Warnings of Google's rules the site leaves, each with its reason (docs/seo.md, "Warnings left, and why").
 * Any other warning fails scripts/validate-structured-data.ts: fix it or add it here and there.
 *
 * None appears on today's export. All are what a vehicle page would show once its file carries a
 * rental price: it then becomes a Product with an offer, and Google's product rules recommend
 * fields a rental of a used machine cannot truthfully fill.
 */
export interface AcceptedWarning {
  /** The node the warning is about. */
  type: string;
  /** Its properties, as the validator names them. */
  fields: string;
  reason: string;
}

const NO_RATINGS = 'the company publishes no ratings or reviews, and none is invented';
const NOT_RETAIL =
  'a retail product attribute: the machine is rented out, not sold, and the fleet files do not record it';

export const ACCEPTED_WARNINGS: readonly AcceptedWarning[] = [
  { type: 'Product', fields: 'aggregateRating', reason: NO_RATINGS },
  { type: 'Product', fields: 'review', reason: NO_RATINGS },
  { type: 'Product', fields: 'brand', reason: 'the fleet files name no maker, and the renter is not the brand' },
  {
    type: 'Product',
    fields: 'gtin,gtin8,gtin12,gtin13,gtin14,isbn',
    reason: 'machines for rent have no trade item number',
  },
  { type: 'Product', fields: 'mpn', reason: 'the fleet files record no maker part number' },
  { type: 'Product', fields: 'sku', reason: 'the company gives its machines no stock-keeping unit' },
  ...[
    'audience',
    'color',
    'hasCertification',
    'inProductGroupWithID',
    'isVariantOf',
    'material',
    'pattern',
    'size',
    'subjectOf',
  ].map((fields) => ({ type: 'Product', fields, reason: NOT_RETAIL })),
  {
    type: 'Offer',
    fields: 'availability',
    reason: 'whether a machine is free depends on the dates: the quote says so, the page cannot',
  },
  { type: 'Offer', fields: 'priceValidUntil', reason: 'the company gives no end date for its prices' },
  // A position's page (lib/jobPosting.ts).
  {
    type: 'JobPosting',
    fields: 'baseSalary',
    reason: 'declared when the position’s file gives a pay range; without one, none is invented',
  },
  {
    type: 'JobPosting',
    fields: 'validThrough',
    reason: 'declared when the position’s file gives a closing date; a position may stay open until filled',
  },
];

const key = (type: string, fields: string) => `${type}: ${fields}`;
const accepted = new Set(ACCEPTED_WARNINGS.map((warning) => key(warning.type, warning.fields)));

/** The warnings with no reason listed above. */
export function unexplainedWarnings(issues: readonly StructuredDataIssue[]): StructuredDataIssue[] {
  return issues.filter(
    (issue) => issue.severity === 'WARNING' && !accepted.has(key(issue.type, issue.fieldNames.join(','))),
  );
}
