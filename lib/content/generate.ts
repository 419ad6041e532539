import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { searchTermsByPath } from '../searchTerms';
import type { SiteContent } from './load';

/**
 * What the site imports: the checked content, placeholders filled, split so that a client
 * island importing the fleet's cards does not also carry every vehicle's page text, nor the
 * words the office adds for the site search (searchTerms.json: only the search index reads them).
 * content/generated/ is rebuilt before every build, test run and preview; it is not in git.
 */
export const GENERATED_DIR = 'content/generated';

export function generatedFiles(content: SiteContent): Record<string, unknown> {
  const { valoriDiEsempio: companyMarks, ...company } = content.company;
  const { valoriDiEsempio: _partnerMarks, partners } = content.partners;
  const { valoriDiEsempio: _contactMarks, ...contacts } = content.contacts;
  return {
    'company.json': company,
    // Apart from company.json, which client islands import: only the structured data reads it.
    'company-samples.json': companyMarks,
    'fleet.json': content.vehicles.map(({ guide: _guide, searchTerms: _terms, ...vehicle }) => vehicle),
    'vehicleGuides.json': Object.fromEntries(content.vehicles.map((vehicle) => [vehicle.slug, vehicle.guide])),
    'services.json': content.services.map(({ page: _page, searchTerms: _terms, ...service }) => service),
    'searchTerms.json': searchTermsByPath(content.vehicles, content.services),
    'servicePages.json': Object.fromEntries(content.services.map((service) => [service.slug, service.page])),
    'certifications.json': content.certifications,
    'home-slides.json': content.slides.slides,
    'partners.json': partners,
    'rental-faq.json': content.rentalFaq.items,
    'contacts.json': contacts,
    'rental-assistance.json': content.rentalAssistance,
    'positions.json': content.positions,
    // A reference's client is named only with consent; the check refuses a name without it.
    'news.json': content.news.map(({ body: _body, clientName, clientConsent, ...item }) => ({
      ...item,
      ...(clientName && clientConsent ? { clientName } : {}),
    })),
    'newsBodies.json': Object.fromEntries(content.news.map((item) => [item.slug, item.body])),
  };
}

/**
 * A fingerprint of everything above, in a file of its own written after them: the preview serves it
 * (app/content-version/route.dev.ts, in `next dev` only), so the content check can tell when the
 * preview has compiled a save, not merely been told of it (scripts/content.ts).
 */
export const CONTENT_VERSION_FILE = 'version.json';
/** Where the preview serves it. */
export const CONTENT_VERSION_ROUTE = '/content-version';

/** The fingerprint of the generated files' texts. */
export function contentVersion(texts: Record<string, string>): string {
  const hash = createHash('sha256');
  for (const name of Object.keys(texts).sort()) hash.update(`${name}\0${texts[name]}\0`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Writes the files that changed (an unchanged file keeps its time, so a running preview does not
 * reload), then the fingerprint; returns the names of the content files written and the fingerprint.
 */
export function writeGenerated(root: string, content: SiteContent): { written: string[]; version: string } {
  const dir = join(root, GENERATED_DIR);
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  const texts: Record<string, string> = {};
  const writeIfChanged = (name: string, text: string) => {
    const file = join(dir, name);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
    writeFileSync(file, text);
    return true;
  };
  for (const [name, data] of Object.entries(generatedFiles(content))) {
    texts[name] = `${JSON.stringify(data, null, 2)}\n`;
    if (writeIfChanged(name, texts[name])) written.push(name);
  }
  const version = contentVersion(texts);
  writeIfChanged(CONTENT_VERSION_FILE, `${JSON.stringify({ version }, null, 2)}\n`);
  return { written, version };
}
