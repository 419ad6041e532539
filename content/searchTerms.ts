import searchTermsFile from './generated/searchTerms.json';

/**
 * The office's search words (`searchTerms` of content/fleet/ and content/services/) by the path
 * of the page they are indexed with (lib/searchTerms.ts). Apart from fleet.json and services.json,
 * which client islands import: only the search index (scripts/searchIndex.ts) reads them.
 */
export const searchTerms: Readonly<Record<string, readonly string[]>> = searchTermsFile;
