/**
 * Pre-build: lists every content value still marked as a placeholder with sample() (lib/sample.ts)
 * and the sample SITE_URL. A normal build warns and goes on (the tests build with the samples);
 * with GO_LIVE=1 (`npm run build:production`) the build stops, naming each one, before it starts.
 *
 * Every module in content/ is read, so a sample marked anywhere there is found without a list here.
 *
 * Usage: tsx scripts/goLive.ts (GO_LIVE=1 to fail on samples)
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { samplesIn, type SampleFound } from '../lib/sample';

/** The export of content/company.ts that SITE_URL sets (its default is a sample). */
const SITE_URL_PATH = 'siteUrl';

function shown(value: unknown): string {
  if (Array.isArray(value)) return `[${value.length} entries]`;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/**
 * What the build prints, and whether it must stop. A development build gets two short lines (the
 * paths, then SITE_URL); a GO_LIVE build names each value where it is, one a line.
 */
export function goLiveReport(found: SampleFound[], goLive: boolean): { lines: string[]; fail: boolean } {
  const siteUrl = found.find(({ path }) => path === SITE_URL_PATH);
  const content = found.filter((item) => item !== siteUrl);
  const siteUrlLine =
    siteUrl && `SITE_URL not set: canonical URLs, sitemap and JSON-LD use ${shown(siteUrl.value)}`;
  const checklist = 'README, "Before going live"';
  if (!goLive) {
    const lines = [];
    if (content.length > 0) {
      lines.push(`Warning: sample values, to replace before going live (${checklist}): ${content
        .map(({ path }) => path)
        .join(', ')}`);
    }
    if (siteUrlLine) lines.push(`Warning: ${siteUrlLine}`);
    return { lines, fail: false };
  }
  if (found.length === 0) return { lines: [], fail: false };
  return {
    lines: [
      `GO_LIVE: the build stops, ${found.length} sample values remain (${checklist}):`,
      ...content.map(({ path, value }) => `  ${path}: ${shown(value)}`),
      ...(siteUrlLine ? [`  ${siteUrlLine}`] : []),
    ],
    fail: true,
  };
}

/** content/**.ts except tests and types, company.ts first so company details are named there. */
export function contentModules(dir: string): string[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !/(^|\/)types\.ts$/.test(file))
    .sort((a, b) => Number(b === 'company.ts') - Number(a === 'company.ts') || a.localeCompare(b));
  return files.map((file) => join(dir, file));
}

/** Every sample exported from the content modules, by export path (`company.email.info`). */
export function contentSamples(dir: string): SampleFound[] {
  const roots: Record<string, unknown> = {};
  for (const file of contentModules(dir)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- modules found at run time
    const exports = require(file) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) roots[name] ??= value;
  }
  return samplesIn(roots);
}

if (require.main === module) {
  const contentDir = join(__dirname, '..', 'content');
  const { lines, fail } = goLiveReport(contentSamples(contentDir), process.env.GO_LIVE === '1');
  for (const text of lines) (fail ? console.error : console.warn)(text);
  if (fail) process.exit(1);
}
