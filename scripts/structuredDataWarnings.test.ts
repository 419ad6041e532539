/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StructuredDataIssue } from './structuredDataIssues.mjs';
import { ACCEPTED_WARNINGS, unexplainedWarnings } from './structuredDataWarnings';

const warning = (type: string, fieldNames: string[]): StructuredDataIssue => ({
  severity: 'WARNING',
  message: `Missing field "${fieldNames[0]}" (optional)`,
  rootType: 'Product',
  type,
  fieldNames,
});

describe('unexplainedWarnings', () => {
  it('lets through only the warnings listed with a reason, on the node they are about', () => {
    const listed = warning('Product', ['aggregateRating']);
    const gtin = warning('Product', ['gtin', 'gtin8', 'gtin12', 'gtin13', 'gtin14', 'isbn']);
    const elsewhere = warning('Service', ['aggregateRating']);
    const unknown = warning('Product', ['weight']);
    expect(unexplainedWarnings([listed, gtin, elsewhere, unknown])).toEqual([elsewhere, unknown]);
  });

  it('leaves errors to the check, which fails on every one', () => {
    const error = { ...warning('Product', ['offers']), severity: 'ERROR' as const };
    expect(unexplainedWarnings([error])).toEqual([]);
  });
});

describe('docs/seo.md', () => {
  const doc = readFileSync(join(__dirname, '..', 'docs', 'seo.md'), 'utf8');
  const heading = '\n## Warnings left, and why\n';
  const start = doc.indexOf(heading);
  const end = doc.indexOf('\n## ', start + 1);
  const section = start < 0 ? '' : doc.slice(start, end < 0 ? undefined : end);

  it('has the section "Warnings left, and why"', () => {
    expect(start).toBeGreaterThanOrEqual(0);
  });

  it.each(ACCEPTED_WARNINGS.map((accepted) => [accepted.type, accepted.fields.split(',')[0] ?? '']))(
    'lists the accepted warning %s %s in "Warnings left, and why", with its reason',
    (type, field) => {
      expect(section).toMatch(new RegExp(`^\\| ${type} +\\|[^\\n]*\`${field}\`[^\\n]*\\| \\w`, 'm'));
    },
  );
});
