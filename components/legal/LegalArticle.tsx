import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { legalUi } from '@/content/legal/ui';
import type { LegalDocument, TermsAndConditions } from '@/content/legal/types';
import { legalAnchorId } from '@/lib/legalLanguage';
import { LegalBlocks } from './LegalBlocks';

/**
 * One language of a legal document: table of contents beside the numbered sections.
 * Every id carries the language prefix, so both versions can live in the same page.
 */
export function LegalArticle({ doc }: { doc: LegalDocument }) {
  const { lang } = doc;
  const ui = legalUi[lang];
  const tocId = legalAnchorId(lang, 'indice');
  return (
    <Layout>
      <Toc aria-labelledby={`${tocId}-titolo`} id={tocId}>
        <TocTitle id={`${tocId}-titolo`}>{ui.tocTitle}</TocTitle>
        <TocList>
          {doc.sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${legalAnchorId(lang, section.id)}`}>
                <Num aria-hidden="true">{index + 1}.</Num> {section.title}
              </a>
            </li>
          ))}
        </TocList>
      </Toc>

      <Body>
        {doc.intro.length > 0 ? (
          <Intro>
            <LegalBlocks blocks={doc.intro} lang={lang} />
          </Intro>
        ) : null}
        {'summary' in doc ? <TermsPreamble doc={doc} /> : null}
        {doc.sections.map((section, index) => {
          const anchor = legalAnchorId(lang, section.id);
          return (
            <Part key={section.id} id={anchor} aria-labelledby={`${anchor}-titolo`}>
              <PartTitle id={`${anchor}-titolo`}>
                <Num>{index + 1}.</Num> {section.title}
              </PartTitle>
              <LegalBlocks blocks={section.blocks} lang={lang} />
              <BackLink href={`#${tocId}`}>{ui.backToToc}</BackLink>
            </Part>
          );
        })}
      </Body>
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
      <Part id={acceptanceId} aria-labelledby={`${acceptanceId}-titolo`}>
        <PartTitle id={`${acceptanceId}-titolo`}>{doc.acceptance.title}</PartTitle>
        <LegalBlocks blocks={doc.acceptance.blocks} lang={lang} />
      </Part>
      <Summary id={summaryId} aria-labelledby={`${summaryId}-titolo`}>
        <PartTitle id={`${summaryId}-titolo`}>{doc.summary.title}</PartTitle>
        <p>{doc.summary.intro}</p>
        <SummaryList>
          {doc.summary.items.map((item, index) => (
            <li key={item.section}>
              <a href={`#${legalAnchorId(lang, item.section)}`}>
                {index + 1}. {titles.get(item.section)}
              </a>
              <span> {item.text}</span>
            </li>
          ))}
        </SummaryList>
      </Summary>
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
`;

const Toc = styled.nav`
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
`;

const TocTitle = styled.h2`
  margin: 0 0 ${tokens.space.md};
  font-size: ${tokens.fontSize.lg};
  color: ${tokens.color.navy};
`;

const TocList = styled.ol`
  display: grid;
  gap: ${tokens.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${tokens.fontSize.sm};

  a {
    display: block;
    padding: ${tokens.space.xs} 0;
    color: ${tokens.color.ink};
    text-decoration: none;
    line-height: 1.4;
  }

  a:hover {
    color: ${tokens.color.navy};
    text-decoration: underline;
  }
`;

const Num = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  color: ${tokens.color.goldText};
`;

const Body = styled.div`
  max-width: 48rem;
  min-width: 0;

  a {
    color: ${tokens.color.navy};
    font-weight: 600;
    text-underline-offset: 2px;
  }
`;

const Intro = styled.div`
  margin-bottom: ${tokens.space.xl};
  font-size: ${tokens.fontSize.lg};
  color: ${tokens.color.muted};
`;

const Part = styled.section`
  padding-bottom: ${tokens.space.xl};
  margin-bottom: ${tokens.space.xl};
  border-bottom: 1px solid ${tokens.color.line};
  scroll-margin-top: calc(${tokens.layout.headerHeight} + 1rem);
`;

const PartTitle = styled.h2`
  margin: 0 0 ${tokens.space.md};
  font-size: ${tokens.fontSize.h3};
  line-height: ${tokens.lineHeight.tight};
  color: ${tokens.color.navy};
`;

const BackLink = styled.a`
  display: inline-block;
  margin-top: ${tokens.space.xs};
  font-size: ${tokens.fontSize.sm};
`;

const Summary = styled(Part)`
  padding: ${tokens.space.lg};
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surfaceWarm};

  > p {
    margin: 0 0 ${tokens.space.md};
    color: ${tokens.color.muted};
  }
`;

const SummaryList = styled.ol`
  display: grid;
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    line-height: 1.5;
  }
`;
