const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * HTML text with its character references decoded: the named ones HTML serialisers write
 * (&amp; &lt; &gt; &quot; &apos; &nbsp;) and every numeric one (&#39; &#x27;). An unknown name
 * stays as written. For reading markup as a browser shows it: the export's pages
 * (scripts/exportedPages.ts, scripts/check-links.ts) and the search's excerpts (lib/searchExcerpt.ts).
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) =>
    name[0] === '#'
      ? String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
      : (NAMED[name.toLowerCase()] ?? whole),
  );
}
