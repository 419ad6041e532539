import type { ComponentProps, ReactNode } from 'react';
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { SiteLink } from '@/components/ui/SiteLink';

/**
 * The office's formatted text (a news item's body, Markdown from the editor) as React elements,
 * rendered at build time in a server component: react-markdown and its parser never reach the
 * browser. Safe by construction, whatever is pasted into the editor:
 *
 * - no raw HTML: `skipHtml` drops every tag written in the text (a <script>, an <iframe>, a
 *   style attribute), and no plugin turns HTML back on;
 * - only the elements the editor offers (paragraphs, bold, italics, lists, links, headings,
 *   quotes): anything else, an image included, keeps its text and loses its element;
 * - links: react-markdown's own check keeps http(s), mailto and tel and relative addresses and
 *   empties any other (javascript:, data:), and such a link is dropped, its words kept; a path of
 *   the site goes through SiteLink, any other address opens with rel="noopener noreferrer";
 * - headings start below the page's own: `#` becomes `h${headingStart}`, so the page keeps its
 *   one H1 (and h6 is the floor).
 */

const ALLOWED = [
  'p',
  'br',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'hr',
  'code',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
];

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** An address of this site: a path, not a protocol-relative URL (//host). */
export const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

function RichLink({ href, children }: { href?: string; children?: ReactNode }) {
  if (!href) return <>{children}</>;
  if (isSitePath(href)) return <SiteLink href={href}>{children}</SiteLink>;
  if (href.startsWith('#')) return <a href={href}>{children}</a>;
  return (
    <a href={href} rel="noopener noreferrer">
      {children}
    </a>
  );
}

function components(headingStart: number): Components {
  const heading = (level: number) => {
    const Tag = `h${Math.min(6, level + headingStart - 1)}` as HeadingTag;
    function Heading({ children }: ComponentProps<'h2'>) {
      return <Tag>{children}</Tag>;
    }
    return Heading;
  };
  return {
    a: ({ href, children }) => <RichLink href={href}>{children}</RichLink>,
    h1: heading(1),
    h2: heading(2),
    h3: heading(3),
    h4: heading(4),
    h5: heading(5),
    h6: heading(6),
  };
}

export function RichText({ markdown, headingStart = 2 }: { markdown: string; headingStart?: 2 | 3 | 4 }) {
  return (
    <Markdown
      skipHtml
      allowedElements={ALLOWED}
      unwrapDisallowed
      urlTransform={defaultUrlTransform}
      components={components(headingStart)}
    >
      {markdown}
    </Markdown>
  );
}
