import type { LegalLang, LegalUiText } from './types';

/** The words around the legal texts, per language. */
export const legalUi = {
  it: {
    lang: 'it',
    updatedLabel: 'Ultimo aggiornamento:',
    tocTitle: 'Indice',
    backToToc: "Torna all'indice",
    newTab: '(si apre in una nuova scheda)',
    readSection: 'Vai alla sezione',
    contact: { address: 'Sede', phone: 'Telefono', email: 'E-mail', pec: 'PEC', vat: 'Partita IVA' },
  },
  en: {
    lang: 'en',
    updatedLabel: 'Last updated:',
    tocTitle: 'Contents',
    backToToc: 'Back to contents',
    newTab: '(opens in a new tab)',
    readSection: 'Go to section',
    contact: {
      address: 'Registered office',
      phone: 'Phone',
      email: 'E-mail',
      pec: 'Certified e-mail (PEC)',
      vat: 'VAT number',
    },
  },
} as const satisfies Record<LegalLang, LegalUiText>;

/** The language toggle, labelled in both languages since it serves readers of either. */
export const legalToggle = {
  groupLabel: 'Lingua del documento / Document language',
  options: [
    { lang: 'it', label: 'IT', name: 'Italiano' },
    { lang: 'en', label: 'EN', name: 'English' },
  ],
} as const satisfies { groupLabel: string; options: readonly { lang: LegalLang; label: string; name: string }[] };
