/**
 * mailto: links for the careers form (lib/careersMail.ts) and the wizard's fallback. A long body
 * cannot travel in a link (mail clients and operating systems cut URLs around 2000 characters), so
 * a body that does not fit is shortened visibly, with a note, and the caller gets the full text to
 * offer for copying. The careers e-mail's words live in lib/careersMail.ts, so the wizard's page
 * does not carry them.
 */

/** Safe length of a whole mailto: URL across common mail clients. */
export const MAX_MAILTO_LENGTH = 2000;

export interface MailtoLink {
  href: string;
  /** False when the body had to be shortened to fit; the caller must offer `body` another way. */
  complete: boolean;
  /** The full body, always. */
  body: string;
}

/** RFC 6068: line breaks as CRLF, everything percent-encoded. */
function encode(text: string): string {
  return encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
}

export function mailtoHref(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encode(subject)}&body=${encode(body)}`;
}

/**
 * Builds the link; when too long, keeps the longest prefix of the body (whole characters, cut at
 * a word when possible) that fits together with `shortenedNote`.
 */
export function buildMailto(
  to: string,
  subject: string,
  body: string,
  shortenedNote: string,
  maxLength: number = MAX_MAILTO_LENGTH,
): MailtoLink {
  const full = mailtoHref(to, subject, body);
  if (full.length <= maxLength) return { href: full, complete: true, body };

  const chars = Array.from(body);
  const fits = (count: number) => mailtoHref(to, subject, shortened(chars, count, shortenedNote)).length <= maxLength;
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  // Prefer to cut at a word boundary if one is near.
  let cut = low;
  const lastSpace = chars
    .slice(0, low)
    .join('')
    .search(/\s\S*$/);
  if (lastSpace > low - 40 && lastSpace > 0) cut = Array.from(chars.join('').slice(0, lastSpace)).length;
  return { href: mailtoHref(to, subject, shortened(chars, cut, shortenedNote)), complete: false, body };
}

function shortened(chars: string[], count: number, note: string): string {
  return `${chars.slice(0, count).join('').trimEnd()}\n\n${note}`;
}

/**
 * Opens the visitor's mail client. A real link click (not location changes) so that browsers
 * treat it as a user navigation and the page itself stays.
 */
export function openMailClient(href: string, doc: Document = document): void {
  const link = doc.createElement('a');
  link.href = href;
  link.rel = 'noopener';
  link.hidden = true;
  doc.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}
