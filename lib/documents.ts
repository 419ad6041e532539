/** URL of a file served from /documents (the generated PDFs, or the company's own). */
export function documentHref(file: string): string {
  return `/documents/${encodeURIComponent(file)}`;
}
