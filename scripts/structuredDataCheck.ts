import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { serializeJsonLd } from '@/lib/structuredData';
import type { PageStructuredData } from './structuredDataIssues.mjs';

/**
 * For unit tests of the JSON-LD builders: pages carrying the given documents, judged by the same
 * validator as the export (scripts/structuredDataIssues.mjs) in a separate Node process, as
 * Jest's CommonJS runtime cannot load it. One process for the whole batch.
 */
export function checkJsonLdPages(pages: readonly (readonly unknown[])[]): PageStructuredData[] {
  const html = pages.map(
    (documents) =>
      `<!DOCTYPE html><html lang="it"><head>${documents
        .map((data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`)
        .join('')}</head><body></body></html>`,
  );
  const output = execFileSync(process.execPath, [join(__dirname, 'structuredDataIssues.mjs')], {
    input: JSON.stringify(html),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output) as PageStructuredData[];
}
