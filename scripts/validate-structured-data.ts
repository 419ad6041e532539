/**
 * Structured data of the static export, page by page, as search engines read it: Google's rules
 * for rich results and the schema.org vocabulary (scripts/structuredDataIssues.mjs), then what
 * only the whole site shows (scripts/structuredDataSite.ts): breadcrumbs made of pages' canonical
 * URLs, the site's URLs resolving, a raster logo of at least 112x112.
 *
 * Prints one line per kind of page (types found, errors, warnings). Exit 1 on any error, any
 * site problem, or any warning not listed with its reason in scripts/structuredDataWarnings.ts.
 *
 * Usage: tsx scripts/validate-structured-data.ts [--out out]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { structuredDataIssues, VOCABULARY, type StructuredDataIssue } from './structuredDataIssues.mjs';
import {
  breadcrumbProblems,
  canonicalLink,
  jsonLdBlocks,
  pageGroup,
  urlProblems,
  type ExportedPage,
} from './structuredDataSite';
import { unexplainedWarnings } from './structuredDataWarnings';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

interface Group {
  pages: number;
  types: Set<string>;
  errors: number;
  warnings: number;
}

const describeIssue = (file: string, issue: StructuredDataIssue) =>
  `${file}: ${issue.severity} ${issue.type}${issue.rootType && issue.rootType !== issue.type ? ` (in ${issue.rootType})` : ''}: ${issue.message}`;

export async function validateStructuredData(outDir: string): Promise<{ report: string[]; failures: string[] }> {
  const pages: ExportedPage[] = [];
  const groups = new Map<string, Group>();
  const failures: string[] = [];
  for (const path of htmlFiles(outDir).sort()) {
    const file = `/${relative(outDir, path).split(sep).join('/')}`;
    const html = readFileSync(path, 'utf8');
    pages.push({ file, canonical: canonicalLink(html), blocks: jsonLdBlocks(html) });
    const { types, issues } = await structuredDataIssues(html);
    const name = pageGroup(file);
    const group = groups.get(name) ?? { pages: 0, types: new Set<string>(), errors: 0, warnings: 0 };
    group.pages += 1;
    for (const type of types) group.types.add(type);
    group.errors += issues.filter((issue) => issue.severity === 'ERROR').length;
    group.warnings += issues.filter((issue) => issue.severity === 'WARNING').length;
    groups.set(name, group);
    failures.push(
      ...issues.filter((issue) => issue.severity === 'ERROR').map((issue) => describeIssue(file, issue)),
      ...unexplainedWarnings(issues).map(
        (issue) => `${describeIssue(file, issue)} (no reason listed in scripts/structuredDataWarnings.ts)`,
      ),
    );
  }
  const home = pages.find((page) => page.file === '/index.html')?.canonical;
  if (!home) throw new Error(`${outDir}/index.html has no canonical link: no origin to check the URLs against`);
  failures.push(...breadcrumbProblems(pages), ...urlProblems(pages, outDir, new URL(home).origin));
  const report = [...groups].map(
    ([name, group]) =>
      `${name}${group.pages > 1 ? ` (${group.pages} pages)` : ''}: ${group.types.size > 0 ? [...group.types].join(', ') : 'no structured data'}; ` +
      `${group.errors} errors, ${group.warnings} warnings`,
  );
  return { report, failures };
}

if (require.main === module) {
  const index = process.argv.indexOf('--out');
  const outDir = join(
    process.cwd(),
    index >= 0 && process.argv[index + 1] ? (process.argv[index + 1] as string) : 'out',
  );
  if (!existsSync(join(outDir, 'index.html'))) {
    console.error(`validate-structured-data: no export in ${outDir} (run npm run build first)`);
    process.exit(1);
  }
  validateStructuredData(outDir).then(
    ({ report, failures }) => {
      console.log(
        `validate-structured-data: Google's rules (@adobe/structured-data-validator), schema.org ${VOCABULARY.release}`,
      );
      for (const line of report) console.log(`  ${line}`);
      if (failures.length > 0) {
        console.error(`validate-structured-data: ${failures.length} problem(s):\n  ${failures.join('\n  ')}`);
        process.exit(1);
      }
      console.log('validate-structured-data: every page of out/ passes (0 errors, no unexplained warning)');
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
