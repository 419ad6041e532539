/**
 * Pagefind's excerpt is HTML: the page's text, escaped, with the matched words in <mark>. The
 * result list renders it as text and <mark> elements, never as markup, so no text of the index
 * can become an element of the page.
 */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#039': "'", nbsp: '\u00a0' };

const decode = (text: string) => text.replace(/&(#?[a-z0-9]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole);

export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(piece)) marked = true;
    else if (/^<\/mark>$/i.test(piece)) marked = false;
    else if (piece) parts.push({ text: decode(piece.replace(/<[^>]*>/g, '')), marked });
  }
  return parts;
}
