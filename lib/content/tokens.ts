import type { CompanyFile } from '@/content/schema/company';

/**
 * Placeholders that texts in the data files may use for company details, so a detail typed once
 * in content/company.json reaches every sentence that quotes it ("Dal {annoFondazione}…").
 * The editor's hints list them; an unknown one is a content error.
 */
export function companyTokens(company: CompanyFile): Record<string, string> {
  const { office } = company.hours;
  return {
    marchio: company.brand,
    ragioneSociale: company.legalName,
    annoFondazione: String(company.foundedYear),
    città: company.address.city,
    regione: company.address.region,
    certificazioni: company.certifications.join(', '),
    emailInfo: company.email.info,
    orarioUfficio: `${office.days.toLowerCase()} dalle ${office.opens} alle ${office.closes}`,
  };
}

const TOKEN = /\{([^{}\s]+)\}/g;

/** The text with its placeholders replaced, and the names of any it does not know. */
export function fillTokens(text: string, tokens: Record<string, string>): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const filled = text.replace(TOKEN, (whole, name: string) => {
    const value = tokens[name];
    if (value === undefined) unknown.push(whole);
    return value ?? whole;
  });
  return { text: filled, unknown };
}

/**
 * Every string inside a value, placeholders filled; `onUnknown` hears each unknown one with the
 * path of the string that holds it.
 */
export function fillAll<T>(
  value: T,
  tokens: Record<string, string>,
  onUnknown: (path: string, token: string) => void,
  path = '',
): T {
  if (typeof value === 'string') {
    const { text, unknown } = fillTokens(value, tokens);
    for (const token of unknown) onUnknown(path, token);
    return text as T;
  }
  if (Array.isArray(value))
    return value.map((item, index) => fillAll(item, tokens, onUnknown, `${path}[${index}]`)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        fillAll(item, tokens, onUnknown, path ? `${path}.${key}` : key),
      ]),
    ) as T;
  }
  return value;
}
