import Link from 'next/link';
import { Fragment } from 'react';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { legalUi } from '@/content/legal/ui';
import type { LegalBlock, LegalInline, LegalLang, LegalParagraph, LegalTable } from '@/content/legal/types';
import { legalAnchorId } from '@/lib/legalLanguage';
import { ContactBlock } from './ContactBlock';
import { CookiePreferencesAction } from './CookiePreferencesAction';

/** The body of a legal section: paragraphs, lists, tables, the contact card, the preferences button. */
export function LegalBlocks({ blocks, lang }: { blocks: readonly LegalBlock[]; lang: LegalLang }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} lang={lang} />
      ))}
    </>
  );
}

function BlockView({ block, lang }: { block: LegalBlock; lang: LegalLang }) {
  if (typeof block === 'string' || Array.isArray(block)) {
    return (
      <Paragraph>
        <Inlines paragraph={block as LegalParagraph} lang={lang} />
      </Paragraph>
    );
  }
  if ('list' in block) {
    return (
      <List>
        {block.list.map((item, index) => (
          <li key={index}>
            <Inlines paragraph={item} lang={lang} />
          </li>
        ))}
      </List>
    );
  }
  if ('table' in block) return <TableView table={block.table} />;
  if ('cookiePreferences' in block) {
    return (
      <ActionRow>
        <CookiePreferencesAction label={block.cookiePreferences} />
      </ActionRow>
    );
  }
  return <ContactBlock lang={lang} />;
}

function Inlines({ paragraph, lang }: { paragraph: LegalParagraph; lang: LegalLang }) {
  if (typeof paragraph === 'string') return <>{paragraph}</>;
  return (
    <>
      {paragraph.map((inline, index) => (
        <Fragment key={index}>
          <InlineView inline={inline} lang={lang} />
        </Fragment>
      ))}
    </>
  );
}

function InlineView({ inline, lang }: { inline: LegalInline; lang: LegalLang }) {
  if (typeof inline === 'string') return <>{inline}</>;
  if ('section' in inline) return <a href={`#${legalAnchorId(lang, inline.section)}`}>{inline.text}</a>;
  if (inline.href.startsWith('/')) return <Link href={inline.href}>{inline.text}</Link>;
  if (inline.href.startsWith('http')) {
    return (
      <a href={inline.href} target="_blank" rel="noopener noreferrer">
        {inline.text}
        <span className="visually-hidden"> {legalUi[lang].newTab}</span>
      </a>
    );
  }
  return <a href={inline.href}>{inline.text}</a>;
}

function TableView({ table }: { table: LegalTable }) {
  return (
    <TableScroll>
      <Table>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index} data-label={table.head[index]}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

const Paragraph = styled.p`
  margin: 0 0 ${tokens.space.md};
`;

const List = styled.ul`
  margin: 0 0 ${tokens.space.md};
  padding-left: 1.25rem;

  li {
    margin-bottom: ${tokens.space.sm};
    padding-left: ${tokens.space.xs};
  }

  li::marker {
    color: ${tokens.color.goldText};
  }
`;

const ActionRow = styled.div`
  margin: 0 0 ${tokens.space.lg};
`;

const TableScroll = styled.div`
  margin: 0 0 ${tokens.space.lg};
`;

/* Below 768 px each row becomes a small card with its own labels, so nothing scrolls sideways. */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${tokens.fontSize.sm};

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
    overflow-wrap: anywhere;
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
    }

    td::before {
      content: attr(data-label) ': ';
      font-weight: 700;
      color: ${tokens.color.muted};
    }
  }
`;
