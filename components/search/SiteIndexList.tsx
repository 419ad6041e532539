import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { searchText } from '@/content/search';
import { siteIndex } from '@/lib/siteIndex';

/**
 * The index of the site, by kind (lib/siteIndex.ts): /cerca's content without scripts, before a
 * query and beside a search with no result. Plain links: a document opens as the PDF.
 */
export function SiteIndexList() {
  return (
    <Index aria-labelledby="indice-sito">
      <h2 id="indice-sito">{searchText.indexTitle}</h2>
      <p>{searchText.indexIntro}</p>
      <Groups>
        {siteIndex().map((group) => (
          <section key={group.kind} aria-labelledby={`indice-${group.kind.toLowerCase()}`}>
            <h3 id={`indice-${group.kind.toLowerCase()}`}>
              {group.kind} <span>({group.entries.length})</span>
            </h3>
            <ul>
              {group.entries.map((entry) => (
                <li key={entry.href}>
                  <a href={entry.href}>{entry.title}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Groups>
    </Index>
  );
}

const Index = styled.section`
  margin-top: ${tokens.space.xl};

  h2 {
    margin: 0 0 ${tokens.space.xs};
    font-size: ${tokens.fontSize.h3};
    color: ${tokens.color.navy};
  }

  & > p {
    margin: 0;
    color: ${tokens.color.muted};
  }
`;

const Groups = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space.lg};
  margin-top: ${tokens.space.lg};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  h3 {
    margin: 0 0 ${tokens.space.sm};
    font-size: ${tokens.fontSize.lg};
    color: ${tokens.color.navy};
  }

  h3 span {
    color: ${tokens.color.muted};
    font-weight: 400;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    border-top: 1px solid ${tokens.color.line};
  }

  li {
    border-bottom: 1px solid ${tokens.color.line};
  }

  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: ${tokens.space.xs} 0;
    color: ${tokens.color.navy};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
