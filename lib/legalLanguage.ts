import type { LegalLang } from '@/content/legal/types';

/** DOM id of a section of a legal document: prefixed by language so the two versions never collide. */
export function legalAnchorId(lang: LegalLang, sectionId: string): string {
  return `${lang}-${sectionId}`;
}

/** DOM id of the whole English document: the target of the no-script "English" link. */
export const LEGAL_EN_ID = 'en';

/**
 * The language a legal page should open in: ?lang=en, a link to the English document (#en) or
 * to an English section (#en-...) opens English; anything else Italian, the default.
 */
export function legalLangFromLocation(search: string, hash: string): LegalLang {
  const lang = new URLSearchParams(search).get('lang');
  if (lang === 'en') return 'en';
  if (lang === 'it') return 'it';
  return hash === `#${LEGAL_EN_ID}` || hash.startsWith('#en-') ? 'en' : 'it';
}

/**
 * The address after choosing a language: ?lang=en for English, no parameter for Italian.
 * Other parameters stay; a section anchor of the other language is dropped.
 */
export function legalLangHref(href: string, lang: LegalLang): string {
  const url = new URL(href);
  if (lang === 'en') url.searchParams.set('lang', 'en');
  else url.searchParams.delete('lang');
  if (url.hash && !url.hash.startsWith(`#${lang}-`)) url.hash = '';
  return `${url.pathname}${url.search}${url.hash}`;
}
