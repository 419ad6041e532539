import { cookiesEn } from './cookies.en';
import { cookiesIt } from './cookies.it';
import { privacyEn } from './privacy.en';
import { privacyIt } from './privacy.it';
import { termsEn } from './terms.en';
import { termsIt } from './terms.it';
import type { CookiesPolicy, LegalLang, PrivacyPolicy, TermsAndConditions } from './types';

/** Every legal document in both languages. */
export const legalDocuments = {
  privacy: { it: privacyIt, en: privacyEn },
  cookies: { it: cookiesIt, en: cookiesEn },
  terms: { it: termsIt, en: termsEn },
} as const satisfies {
  privacy: Record<LegalLang, PrivacyPolicy>;
  cookies: Record<LegalLang, CookiesPolicy>;
  terms: Record<LegalLang, TermsAndConditions>;
};

export type LegalDocumentKey = keyof typeof legalDocuments;
