import { Container } from '@/components/ui/Container';
import { PageHero } from '@/components/ui/PageHero';
import { legalDocuments, type LegalDocumentKey } from '@/content/legal';
import { legalUi } from '@/content/legal/ui';
import type { LegalLang } from '@/content/legal/types';
import { formatLegalDate } from '@/lib/legalDates';
import { LEGAL_EN_ID } from '@/lib/legalLanguage';
import { LegalArticle } from './LegalArticle';
import { InLanguage, LegalLanguageProvider, LegalLanguageToggle } from './LegalLanguage';
import styles from './LegalPage.module.css';

const languages: readonly LegalLang[] = ['it', 'en'];

interface LegalPageProps {
  document: LegalDocumentKey;
  /** Last-updated day, YYYY-MM-DD. */
  updated: string;
}

/**
 * A legal page: both languages are rendered here, on the server, so the Italian text is in the
 * HTML and English is one click away; the client island only toggles which one is visible.
 */
export function LegalPage({ document, updated }: LegalPageProps) {
  const versions = legalDocuments[document];
  return (
    <LegalLanguageProvider>
      <PageHero
        title={languages.map((lang) => (
          <InLanguage key={lang} lang={lang} as="span">
            {versions[lang].title}
          </InLanguage>
        ))}
        lead={languages.map((lang) => (
          <InLanguage key={lang} lang={lang} as="span">
            {versions[lang].subtitle}
          </InLanguage>
        ))}
      >
        <p className={styles.updated}>
          {languages.map((lang) => (
            <InLanguage key={lang} lang={lang} as="span">
              {legalUi[lang].updatedLabel} <time dateTime={updated}>{formatLegalDate(updated, lang)}</time>
            </InLanguage>
          ))}
        </p>
        <LegalLanguageToggle />
      </PageHero>
      <Container>
        {languages.map((lang) => (
          <InLanguage key={lang} lang={lang} id={lang === 'en' ? LEGAL_EN_ID : undefined}>
            <LegalArticle doc={versions[lang]} />
          </InLanguage>
        ))}
      </Container>
    </LegalLanguageProvider>
  );
}
