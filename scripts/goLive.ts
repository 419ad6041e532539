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
import { loadContent, type SampleValue } from '../lib/content/load';

function shown(value: unknown): string {
  if (Array.isArray(value)) return `[${value.length} entries]`;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/**
 * What the build prints, and whether it must stop. A development build gets two short lines (the
 * samples, then SITE_URL); a GO_LIVE build names each value where it is, one a line.
 */
export function goLiveReport(samples: SampleValue[], siteUrl: string | undefined, goLive: boolean): { lines: string[]; fail: boolean } {
  const siteUrlLine = siteUrl ? undefined : `SITE_URL not set: canonical URLs, sitemap and JSON-LD use ${SAMPLE_SITE_URL}`;
  const checklist = 'README, "Before going live"';
  if (!goLive) {
    const lines = [];
    if (samples.length > 0) {
      lines.push(`Warning: sample values, to replace before going live (${checklist}): ${samples
        .map(({ file, field }) => `${file}: ${field}`)
        .join(', ')}`);
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

if (require.main === module) {
  const { samples } = loadContent(join(__dirname, '..'));
  const { lines, fail } = goLiveReport(samples, process.env.SITE_URL || undefined, process.env.GO_LIVE === '1');
  for (const text of lines) (fail ? console.error : console.warn)(text);
  if (fail) process.exit(1);
}
