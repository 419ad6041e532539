import bodies from './generated/newsBodies.json';

/** An item's formatted text (Markdown), read only by its own page. */
export function newsBody(slug: string): string {
  const body = (bodies as Record<string, string>)[slug];
  if (body === undefined)
    throw new Error(`No body for the news item ${slug}: is content/generated/ up to date? (npm run content)`);
  return body;
}
