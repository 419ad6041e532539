import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  };
}

/** Writes the files that changed (an unchanged file keeps its time, so a running preview does not reload). */
export function writeGenerated(root: string, content: SiteContent): string[] {
  const dir = join(root, GENERATED_DIR);
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const [name, data] of Object.entries(generatedFiles(content))) {
    const file = join(dir, name);
    const text = `${JSON.stringify(data, null, 2)}\n`;
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    writeFileSync(file, text);
    written.push(name);
  }
  return written;
}
