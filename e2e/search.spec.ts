import { expect, test } from '@playwright/test';
import { services } from '../content/services';
import { sharedTopics } from '../lib/headingTopic';
import { SEARCH_LIMITS } from '../lib/searchLimits';
import { servicePath } from '../lib/servicePath';
import { exportedPages } from './exportedPages';

/**
 * What search engines read in the export is true and valid (issue 24), checked on the files the
 * build wrote (e2e/exportedPages.ts): titles and descriptions results show whole, one indexable
 * page per topic.
 */
const pages = exportedPages();
const indexable = pages.filter((page) => page.indexable);

const duplicates = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);

test('the export has its pages, most of them indexable', () => {
  expect(pages.length).toBeGreaterThan(40);
  expect(indexable.length).toBeGreaterThan(40);
  // The 404 pages, the forwarding page and the service pages whose service has a page of its own.
  const twins = services.filter((service) => service.link).map(servicePath);
  expect(twins).toHaveLength(2);
  expect(pages.filter((page) => !page.indexable).map((page) => page.path)).toEqual(['/404', '/_not-found', '/giellerental', ...twins].sort());
});

test('every title, as rendered, fits search results', () => {
  const tooLong = pages.filter((page) => page.title.length > SEARCH_LIMITS.title);
  expect(tooLong.map((page) => `${page.path}: ${page.title.length} «${page.title}»`)).toEqual([]);
  expect(pages.filter((page) => page.title === '').map((page) => page.path)).toEqual([]);
});

test('every indexable page has a description of 70 to 160 characters', () => {
  const { min, max } = SEARCH_LIMITS.description;
  const outside = indexable.filter((page) => (page.description?.length ?? 0) < min || (page.description?.length ?? 0) > max);
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
  for (const page of elsewhere) expect({ page: page.path, canonical: paths.has(page.canonical ?? '') }).toEqual({ page: page.path, canonical: true });
});
