import { decodeEntities } from './htmlEntities';

/**
 * Pagefind's excerpt is HTML: the page's text, escaped, with the matched words in <mark>. The
 * result list renders it as text and <mark> elements, never as markup, so no text of the index
 * can become an element of the page.
 */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(piece)) marked = true;
    else if (/^<\/mark>$/i.test(piece)) marked = false;
    else if (piece) parts.push({ text: decodeEntities(piece.replace(/<[^>]*>/g, '')), marked });
  }
  return parts;
}
