import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { services } from '../content/services';
import { sharedTopics } from '../lib/headingTopic';
import { SEARCH_LIMITS } from '../lib/searchLimits';
import { servicePath } from '../lib/servicePath';
import { exportedPages } from '../scripts/exportedPages';
import { CLOSED_POSITION, SWITCHED_POSITION } from './testContent';

/**
 * What search engines read in the export is true and valid (issue 24), checked on the files the
 * build wrote (scripts/exportedPages.ts): titles and descriptions results show whole, one indexable
 * page per topic, a sitemap of exactly the indexable pages with the date each last changed, a
 * robots.txt of standard lines. (Headers and redirects of the hosts: e2e/nginx.spec.ts,
 * e2e/hosts.spec.ts.)
 */
const pages = exportedPages();
const indexable = pages.filter((page) => page.indexable);

const duplicates = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);

test('the export has its pages, most of them indexable', () => {
  expect(pages.length).toBeGreaterThan(40);
  expect(indexable.length).toBeGreaterThan(40);
  // The 404 pages, the forwarding page, the search (it lists the site, issue 44), the offline
  // page (the service worker's answer, issue 19) and the service pages whose service has a page
  // of its own.
  const twins = services.filter((service) => service.link).map(servicePath);
  expect(twins).toHaveLength(2);
  // And the pages of the positions closed at the build, by date and by switch (the test content's, e2e/testContent.ts).
  const closed = [CLOSED_POSITION, SWITCHED_POSITION].map((position) => `/lavora-con-noi/${position.slug}`);
  expect(pages.filter((page) => !page.indexable).map((page) => page.path)).toEqual(
    ['/404', '/_not-found', '/cerca', '/giellerental', '/offline', ...closed, ...twins].sort(),
  );
});

test('every title, as rendered, fits search results', () => {
  const tooLong = pages.filter((page) => page.title.length > SEARCH_LIMITS.title);
  expect(tooLong.map((page) => `${page.path}: ${page.title.length} «${page.title}»`)).toEqual([]);
  expect(pages.filter((page) => page.title === '').map((page) => page.path)).toEqual([]);
});

test('every indexable page has a description of 70 to 160 characters', () => {
  const { min, max } = SEARCH_LIMITS.description;
  const outside = indexable.filter(
    (page) => (page.description?.length ?? 0) < min || (page.description?.length ?? 0) > max,
  );
  expect(outside.map((page) => `${page.path}: ${page.description?.length ?? 'none'}`)).toEqual([]);
});

test('no two indexable pages share a title or a description', () => {
  expect(duplicates(indexable.map((page) => page.title.toLowerCase()))).toEqual([]);
  expect(duplicates(indexable.map((page) => (page.description ?? '').toLowerCase()))).toEqual([]);
});

test('one topic, one page: no two indexable pages share their main heading’s topic', () => {
  expect(indexable.filter((page) => page.h1 === '').map((page) => page.path)).toEqual([]);
  const pairs = sharedTopics(indexable.map((page) => ({ path: page.path, heading: page.h1 })));
  expect(pairs.map(([a, b]) => `${a.path} «${a.heading}» / ${b.path} «${b.heading}»`)).toEqual([]);
});

test('a page that names another as canonical names one that is indexable', () => {
  const paths = new Set(indexable.map((page) => page.path));
  const elsewhere = pages.filter((page) => page.canonical !== undefined && page.canonical !== page.path);
  for (const page of elsewhere)
    expect({ page: page.path, canonical: paths.has(page.canonical ?? '') }).toEqual({
      page: page.path,
      canonical: true,
    });
});

const outFile = (name: string) => readFileSync(join(process.cwd(), 'out', name), 'utf8');

test('the sitemap lists exactly the indexable pages, each with the date it last changed', () => {
  const sitemap = outFile('sitemap.xml');
  const urls = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');
  const entries = urls.map((url) => ({
    path: new URL(/<loc>([^<]+)<\/loc>/.exec(url)?.[1] ?? '').pathname,
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(url)?.[1],
  }));
  expect(entries.map((entry) => entry.path).sort()).toEqual(indexable.map((page) => page.path).sort());
  // W3C date-time, with its zone (git's %cI, or the build date in UTC outside git); never in the future.
  const w3c = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?(?:Z|[+-]\d{2}:\d{2})$/;
  for (const { path, lastmod } of entries) {
    expect({ path, lastmod }).toEqual({ path, lastmod: expect.stringMatching(w3c) });
    expect(Date.parse(lastmod ?? '')).toBeLessThanOrEqual(Date.now());
  }
});

test('robots.txt has only standard lines and points to the sitemap', () => {
  const lines = outFile('robots.txt')
    .split('\n')
    .filter((line) => line.trim() !== '');
  for (const line of lines) expect(line).toMatch(/^(User-agent|Allow|Disallow|Sitemap): \S/i);
  expect(lines.some((line) => /^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/.test(line))).toBe(true);
  expect(lines.some((line) => /^Host:/i.test(line))).toBe(false);
});
