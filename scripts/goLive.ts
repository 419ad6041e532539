/**
 * Pre-build: lists every content value still marked as a sample (the "Valori di esempio ancora
 * da sostituire" of a data file, shown in the editor) and the sample SITE_URL. A normal build
 * warns and goes on (the tests build with the samples); with GO_LIVE=1 (`npm run
 * build:production`) the build stops, naming each one, before it starts.
 *
 * Usage: tsx scripts/goLive.ts (GO_LIVE=1 to fail on samples)
 */
import { join } from 'node:path';
import { SAMPLE_SITE_URL } from '../content/company';
import { loadContent, type SampleValue, type SiteContent } from '../lib/content/load';

function shown(value: unknown): string {
  if (Array.isArray(value)) return `[${value.length} entries]`;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/**
 * A value that still reads like a placeholder: an example domain, a run of zeros where a number
 * goes (VAT, REA, phones), a social network's home page instead of the company's profile.
 */
export function looksLikePlaceholder(path: string, value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (/(?:^|[@./])example\.(?:com|org|net)\b|\.example\b|\.invalid\b/i.test(value)) return true;
  if (/0{6,}/.test(value.replace(/[\s-]/g, ''))) return true;
  return path.startsWith('social.') && /^https?:\/\/[^/]+\/?$/.test(value);
}

/**
 * Values of the company and contacts files that nobody ticked as samples but that still read
 * like one: the office replaced the tick, not the value. The production build refuses them too.
 */
export function unmarkedPlaceholders(content: SiteContent): SampleValue[] {
  const found: SampleValue[] = [];
  const files = [
    { file: 'content/company.json', data: content.company as Record<string, unknown> },
    { file: 'content/contacts.json', data: content.contacts as Record<string, unknown> },
  ];
  for (const { file, data } of files) {
    const ticked = new Set((data.valoriDiEsempio as string[] | undefined) ?? []);
    const visit = (value: unknown, path: string) => {
      if (ticked.has(path)) return;
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, item] of Object.entries(value))
          if (key !== 'valoriDiEsempio') visit(item, path ? `${path}.${key}` : key);
      } else if (looksLikePlaceholder(path, value)) {
        found.push({ file, field: path, label: 'non spuntato, ma sembra ancora un valore di esempio', value });
      }
    };
    visit(data, '');
  }
  return found;
}

/**
 * What the build prints, and whether it must stop. A development build gets two short lines (the
 * samples, then SITE_URL); a GO_LIVE build names each value where it is, one a line.
 */
export function goLiveReport(
  samples: SampleValue[],
  siteUrl: string | undefined,
  goLive: boolean,
): { lines: string[]; fail: boolean } {
  const siteUrlLine = siteUrl
    ? undefined
    : `SITE_URL not set: canonical URLs, sitemap and JSON-LD use ${SAMPLE_SITE_URL}`;
  const checklist = 'docs/deploying.md, "Before going live"';
  if (!goLive) {
    const lines = [];
    if (samples.length > 0) {
      lines.push(
        `Warning: sample values, to replace before going live (${checklist}): ${samples
          .map(({ file, field }) => `${file}: ${field}`)
          .join(', ')}`,
      );
    }
    if (siteUrlLine) lines.push(`Warning: ${siteUrlLine}`);
    return { lines, fail: false };
  }
  const count = samples.length + (siteUrlLine ? 1 : 0);
  if (count === 0) return { lines: [], fail: false };
  return {
    lines: [
      `GO_LIVE: the build stops, ${count} sample values remain (${checklist}):`,
      ...samples.map(({ file, field, label, value }) => `  ${file}: ${field} (${label}): ${shown(value)}`),
      ...(siteUrlLine ? [`  ${siteUrlLine}`] : []),
    ],
    fail: true,
  };
}

/** Prints the build's warning about sample values; false when GO_LIVE=1 must stop the build. */
export function reportSamples(): boolean {
  const { samples: ticked, content } = loadContent(join(__dirname, '..'));
  const samples = [...ticked, ...(content ? unmarkedPlaceholders(content) : [])];
  const { lines, fail } = goLiveReport(samples, process.env.SITE_URL || undefined, process.env.GO_LIVE === '1');
  for (const text of lines) (fail ? console.error : console.warn)(text);
  return !fail;
}

if (require.main === module && !reportSamples()) process.exit(1);
