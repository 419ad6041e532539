/**
 * A WhatsApp hand-off (issue 69): a plain link to wa.me with the text prefilled. Nothing from
 * WhatsApp loads before the visitor taps it. `wa` is the number's digits with the country code
 * and no '+' (content/company.ts), as wa.me asks.
 */
export function whatsappHref(wa: string, text: string): string {
  return `https://wa.me/${wa}?text=${encodeURIComponent(text)}`;
}
