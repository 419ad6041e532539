import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { legalUi } from '@/content/legal/ui';
import type { LegalDocument, TermsAndConditions } from '@/content/legal/types';
import { legalAnchorId } from '@/lib/legalLanguage';
import { LegalBlocks } from './LegalBlocks';

/**
 * One language of a legal document: table of contents beside the numbered sections.
 * Every id carries the language prefix, so both versions can live in the same page.
 * One styled wrapper styles everything inside through element and data-attribute selectors:
 * in server components each styled instance emits its own style tag, and these pages repeat
 * their parts dozens of times.
 */
export function LegalArticle({ doc }: { doc: LegalDocument }) {
  const { lang } = doc;
  const ui = legalUi[lang];
  const tocId = legalAnchorId(lang, 'indice');
  return (
    <Layout>
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
    </Layout>
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

const Layout = styled.div`
  display: grid;
  gap: ${tokens.space.xl};
  padding-block: ${tokens.space.section};

  ${media.lg} {
    grid-template-columns: 17rem minmax(0, 1fr);
    align-items: start;
    gap: ${tokens.space.xxl};
  }

  [data-num] {
    font-variant-numeric: tabular-nums;
    font-weight: 700;
    color: ${tokens.color.goldText};
  }

  /* Table of contents */
  [data-toc] {
    padding: ${tokens.space.lg};
    border: 1px solid ${tokens.color.line};
    border-radius: ${tokens.radius.lg};
    background: ${tokens.color.surfaceWarm};
    scroll-margin-top: calc(${tokens.layout.headerHeight} + 1rem);

    ${media.lg} {
      position: sticky;
      top: calc(${tokens.layout.headerHeight} + 1rem);
      max-height: calc(100vh - ${tokens.layout.headerHeight} - 2rem);
      overflow-y: auto;
    }
  }

  [data-toc] h2 {
    margin: 0 0 ${tokens.space.md};
    font-size: ${tokens.fontSize.lg};
    color: ${tokens.color.navy};
  }

  [data-toc] ol {
    display: grid;
    gap: ${tokens.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${tokens.fontSize.sm};
  }

  /* Two columns on tablets, where the list would otherwise leave half the width empty. */
  @media (min-width: 768px) and (max-width: 1023.98px) {
    [data-toc] ol {
      display: block;
      columns: 2;
      column-gap: ${tokens.space.xl};
    }

    [data-toc] li {
      break-inside: avoid;
    }
  }

  [data-toc] a {
    display: grid;
    grid-template-columns: 1.75rem minmax(0, 1fr);
    padding: ${tokens.space.xs} 0;
    color: ${tokens.color.ink};
    text-decoration: none;
    line-height: 1.4;
  }

  [data-toc] a:hover {
    color: ${tokens.color.navy};
    text-decoration: underline;
  }

  /* Document body */
  [data-body] {
    max-width: 48rem;
    min-width: 0;
  }

  [data-body] a {
    color: ${tokens.color.navy};
    font-weight: 600;
    text-underline-offset: 2px;
  }

  [data-body] p {
    margin: 0 0 ${tokens.space.md};
  }

  [data-intro] {
    margin-bottom: ${tokens.space.xl};
    font-size: ${tokens.fontSize.lg};
    color: ${tokens.color.muted};
  }

  [data-body] section {
    padding-bottom: ${tokens.space.xl};
    margin-bottom: ${tokens.space.xl};
    border-bottom: 1px solid ${tokens.color.line};
    scroll-margin-top: calc(${tokens.layout.headerHeight} + 1rem);
  }

  [data-body] h2 {
    margin: 0 0 ${tokens.space.md};
    font-size: ${tokens.fontSize.h3};
    line-height: ${tokens.lineHeight.tight};
    color: ${tokens.color.navy};
  }

  [data-body] ul {
    margin: 0 0 ${tokens.space.md};
    padding-left: 1.25rem;
  }

  [data-body] ul li {
    margin-bottom: ${tokens.space.sm};
    padding-left: ${tokens.space.xs};
  }

  [data-body] ul li::marker {
    color: ${tokens.color.goldText};
  }

  [data-back] {
    display: inline-block;
    margin-top: ${tokens.space.xs};
    font-size: ${tokens.fontSize.sm};
  }

  [data-action] {
    margin: 0 0 ${tokens.space.lg};
  }

  /* Terms summary */
  [data-body] [data-summary] {
    padding: ${tokens.space.lg};
    border: 1px solid ${tokens.color.line};
    border-radius: ${tokens.radius.lg};
    background: ${tokens.color.surfaceWarm};
  }

  [data-summary] > p {
    color: ${tokens.color.muted};
  }

  [data-summary] ol {
    display: grid;
    gap: ${tokens.space.md};
    margin: 0;
    padding: 0;
    list-style: none;
    line-height: 1.5;
  }

  [data-summary] li p {
    margin: ${tokens.space.xs} 0 0;
  }

  /* Contact card */
  [data-contact] {
    margin: ${tokens.space.lg} 0 ${tokens.space.md};
    padding: ${tokens.space.lg};
    border: 1px solid ${tokens.color.line};
    border-left: 4px solid ${tokens.color.gold};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.surfaceWarm};
  }

  [data-contact] [data-contact-name] {
    margin: 0 0 ${tokens.space.md};
    font-weight: 700;
    color: ${tokens.color.navy};
  }

  [data-contact] dl {
    display: grid;
    gap: ${tokens.space.sm};
    margin: 0;
  }

  [data-contact] dl > div {
    display: grid;
    gap: 0 ${tokens.space.md};

    ${media.sm} {
      grid-template-columns: 12rem minmax(0, 1fr);
    }
  }

  [data-contact] dt {
    font-size: ${tokens.fontSize.sm};
    font-weight: 700;
    color: ${tokens.color.muted};
  }

  [data-contact] dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  /* Tables: below 768 px each row becomes a small card with its own labels. */
  table {
    width: 100%;
    margin: 0 0 ${tokens.space.lg};
    border-collapse: collapse;
    font-size: ${tokens.fontSize.sm};
  }

  caption {
    margin-bottom: ${tokens.space.sm};
    font-weight: 700;
    text-align: left;
    color: ${tokens.color.navy};
  }

  th,
  td {
    padding: ${tokens.space.sm} ${tokens.space.md};
    border: 1px solid ${tokens.color.line};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    background: ${tokens.color.navy};
    color: ${tokens.color.onNavy};
  }

  tbody th {
    background: ${tokens.color.surfaceWarm};
  }

  ${media.md} {
    tbody th {
      white-space: nowrap;
    }
  }

  @media (max-width: 767.98px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }

    tr {
      display: grid;
      margin-bottom: ${tokens.space.md};
      border: 1px solid ${tokens.color.line};
      border-radius: ${tokens.radius.sm};
      overflow: hidden;
    }

    th,
    td {
      display: block;
      border: 0;
      overflow-wrap: anywhere;
    }

    td::before {
      content: attr(data-label) ': ';
      font-weight: 700;
      color: ${tokens.color.muted};
    }
  }
`;
