import partnerFiles from './generated/partners.json';
import type { Partner } from './types';

/**
 * The partners of the home carousel (docs/product.md, "Home"), from content/partners.json (the
 * editor's "Azienda e pagine" > "Partner"). Still a sample there: invented names with SVG
 * wordmarks drawn for the site, until the company supplies its partners and their logos.
 */
export const partners: readonly Partner[] = partnerFiles;
