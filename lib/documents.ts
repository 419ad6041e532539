import type { SiteDocument } from '@/content/types';

/**
 * URL of a file served from /documents (the generated PDFs, or the company's own); `file` may sit
 * in a folder there (the editor's uploads: caricati/<name>.pdf), so each segment is encoded.
 */
export function documentHref(file: string): string {
  return `/documents/${file.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * A generated document's text in reading order, one entry per heading, paragraph or list item:
 * what a reader of the PDF (or a screen reader following its tags) meets, and what tests look for.
 */
export function documentText(doc: SiteDocument): string[] {
  return [
    doc.title,
    ...(doc.subtitle ? [doc.subtitle] : []),
    ...doc.sections.flatMap((section) => [
      section.heading,
      ...section.paragraphs.flatMap((block) => (typeof block === 'string' ? [block] : block.items)),
    ]),
  ];
}
