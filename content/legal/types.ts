/**
 * Shapes of the legal documents. Each document has one type shared by its Italian and English
 * modules, and the section ids are fixed tuples: a language cannot gain, lose or reorder a
 * section without a type error (content/legal/legal.test.ts checks the same at run time).
 */

export type LegalLang = 'it' | 'en';

/** A run of text inside a paragraph: plain, a link to a page or site, or a link to a section of the same document. */
export type LegalInline =
  string | { readonly text: string; readonly href: string } | { readonly text: string; readonly section: string };

/** A paragraph: plain text or a sequence of runs. */
export type LegalParagraph = string | readonly LegalInline[];

export interface LegalTable {
  readonly caption: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

export type LegalBlock =
  | LegalParagraph
  | { readonly list: readonly LegalParagraph[] }
  | { readonly table: LegalTable }
  /** The company's contact details, rendered from content/company.ts. */
  | { readonly contact: true }
  /** A button that reopens the cookie choice (the same as the footer's 'Preferenze cookie'). */
  | { readonly cookiePreferences: string };

export interface LegalSection<Id extends string = string> {
  readonly id: Id;
  readonly title: string;
  readonly blocks: readonly LegalBlock[];
}

type SectionsOf<Ids extends readonly string[]> = { readonly [K in keyof Ids]: LegalSection<Ids[K] & string> };

interface LegalDocumentBase<Ids extends readonly string[]> {
  readonly lang: LegalLang;
  /** The page's H1 in this language. */
  readonly title: string;
  /** Subtitle naming the company. */
  readonly subtitle: string;
  /** Opening paragraphs before the first section. */
  readonly intro: readonly LegalBlock[];
  readonly sections: SectionsOf<Ids>;
}

export const privacySectionIds = [
  'titolare',
  'finalita',
  'dati-raccolti',
  'base-giuridica',
  'conservazione',
  'condivisione',
  'modalita',
  'diritti',
  'cookie',
  'modifiche',
  'contatti',
] as const;

export const cookiesSectionIds = [
  'cosa-sono',
  'come-li-usiamo',
  'tipi',
  'terze-parti',
  'gestione',
  'durata',
  'diritti',
  'aggiornamenti',
  'contatti',
] as const;

export const termsSectionIds = [
  'servizi',
  'proprieta-intellettuale',
  'dichiarazioni-utente',
  'prodotti',
  'acquisti-pagamenti',
  'resi',
  'attivita-vietate',
  'contributi-utente',
  'licenza-contributi',
  'gestione-servizi',
  'privacy',
  'durata-risoluzione',
  'modifiche',
  'legge-applicabile',
  'controversie',
  'correzioni',
  'esclusione-garanzie',
  'limitazione-responsabilita',
  'manleva',
  'dati-utente',
  'comunicazioni-elettroniche',
  'varie',
  'contatti',
] as const;

export type PrivacySectionId = (typeof privacySectionIds)[number];
export type CookiesSectionId = (typeof cookiesSectionIds)[number];
export type TermsSectionId = (typeof termsSectionIds)[number];

export type PrivacyPolicy = LegalDocumentBase<typeof privacySectionIds>;

export type CookiesPolicy = LegalDocumentBase<typeof cookiesSectionIds>;

type SummaryItems<Ids extends readonly string[]> = {
  readonly [K in keyof Ids]: { readonly section: Ids[K]; readonly text: string };
};

export interface TermsAndConditions extends LegalDocumentBase<typeof termsSectionIds> {
  /** The agreement text that opens the terms. */
  readonly acceptance: { readonly title: string; readonly blocks: readonly LegalBlock[] };
  /** One key point per section, each linking to it. */
  readonly summary: {
    readonly title: string;
    readonly intro: string;
    readonly items: SummaryItems<typeof termsSectionIds>;
  };
}

export type LegalDocument = PrivacyPolicy | CookiesPolicy | TermsAndConditions;

/** Interface words of the legal pages, per language. */
export interface LegalUiText {
  readonly lang: LegalLang;
  readonly updatedLabel: string;
  readonly tocTitle: string;
  readonly backToToc: string;
  readonly newTab: string;
  readonly readSection: string;
  readonly contact: {
    readonly address: string;
    readonly phone: string;
    readonly email: string;
    readonly pec: string;
    readonly vat: string;
  };
}
