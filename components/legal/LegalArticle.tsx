import { legalUi } from '@/content/legal/ui';
import type { LegalDocument, TermsAndConditions } from '@/content/legal/types';
import { legalAnchorId } from '@/lib/legalLanguage';
import { LegalBlocks } from './LegalBlocks';
import styles from './LegalArticle.module.css';

/**
 * One language of a legal document: table of contents beside the numbered sections.
 * Every id carries the language prefix, so both versions can live in the same page.
 * One class (LegalArticle.module.css) styles everything inside, LegalBlocks and ContactBlock included.
 */
export function LegalArticle({ doc }: { doc: LegalDocument }) {
  const { lang } = doc;
  const ui = legalUi[lang];
  const tocId = legalAnchorId(lang, 'indice');
  return (
    <div className={styles.layout}>
      <nav data-toc="" aria-labelledby={`${tocId}-titolo`} id={tocId}>
        <h2 id={`${tocId}-titolo`}>{ui.tocTitle}</h2>
        <ol>
          {doc.sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${legalAnchorId(lang, section.id)}`}>
                <span data-num="" aria-hidden="true">
                  {index + 1}.
                </span>
                <span>{section.title}</span>
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div data-body="">
        {doc.intro.length > 0 ? (
          <div data-intro="">
            <LegalBlocks blocks={doc.intro} lang={lang} />
          </div>
        ) : null}
        {'summary' in doc ? <TermsPreamble doc={doc} /> : null}
        {doc.sections.map((section, index) => {
          const anchor = legalAnchorId(lang, section.id);
          return (
            <section key={section.id} id={anchor} aria-labelledby={`${anchor}-titolo`}>
              <h2 id={`${anchor}-titolo`}>
                <span data-num="">{index + 1}.</span> {section.title}
              </h2>
              <LegalBlocks blocks={section.blocks} lang={lang} />
              <a data-back="" href={`#${tocId}`}>
                {ui.backToToc}
              </a>
            </section>
          );
        })}
      </div>
    </div>
  );
}

/** The terms' agreement text and the 23-point summary, each point linking to its section. */
function TermsPreamble({ doc }: { doc: TermsAndConditions }) {
  const { lang } = doc;
  const acceptanceId = legalAnchorId(lang, 'accettazione');
  const summaryId = legalAnchorId(lang, 'sintesi');
  const titles = new Map<string, string>(doc.sections.map((section) => [section.id, section.title]));
  return (
    <>
      <section id={acceptanceId} aria-labelledby={`${acceptanceId}-titolo`}>
        <h2 id={`${acceptanceId}-titolo`}>{doc.acceptance.title}</h2>
        <LegalBlocks blocks={doc.acceptance.blocks} lang={lang} />
      </section>
      <section data-summary="" id={summaryId} aria-labelledby={`${summaryId}-titolo`}>
        <h2 id={`${summaryId}-titolo`}>{doc.summary.title}</h2>
        <p>{doc.summary.intro}</p>
        <ol>
          {doc.summary.items.map((item, index) => (
            <li key={item.section}>
              <a href={`#${legalAnchorId(lang, item.section)}`}>
                {index + 1}. {titles.get(item.section)}
              </a>
              <p>{item.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
