import { SiteLink } from '@/components/ui/SiteLink';
import { Fragment } from 'react';
import { legalUi } from '@/content/legal/ui';
import type { LegalBlock, LegalInline, LegalLang, LegalParagraph, LegalTable } from '@/content/legal/types';
import { legalAnchorId } from '@/lib/legalLanguage';
import { ContactBlock } from './ContactBlock';
import { CookiePreferencesAction } from './CookiePreferencesAction';

/**
 * The body of a legal section: paragraphs, lists, tables, the contact card, the preferences button.
 * Plain elements styled once by LegalArticle: a styled component here would emit a style tag per
 * instance, hundreds of them on the terms page.
 */
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
      <p>
        <Inlines paragraph={block as LegalParagraph} lang={lang} />
      </p>
    );
  }
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item, index) => (
          <li key={index}>
            <Inlines paragraph={item} lang={lang} />
          </li>
        ))}
      </ul>
    );
  }
  if ('table' in block) return <TableView table={block.table} />;
  if ('cookiePreferences' in block) {
    return (
      <div data-action="">
        <CookiePreferencesAction label={block.cookiePreferences} />
      </div>
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
  if (inline.href.startsWith('/')) return <SiteLink href={inline.href}>{inline.text}</SiteLink>;
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
    <table>
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
    </table>
  );
}
