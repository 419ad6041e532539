import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { decodeEntities } from '../lib/htmlEntities';
import { siteHtmlFiles } from './csp';

/**
 * What a search engine reads in each HTML file of the export (out/, the editor left out): title,
 * description, robots directives, canonical path and main heading, taken from the files
 * themselves, so the checks of e2e/search.spec.ts cover every page the build wrote, including
 * any no list of routes knows about.
 */
export interface ExportedPage {
  /** The file, relative to out/ (chi-siamo.html). */
  file: string;
  /** The clean URL path it is served at (/chi-siamo; / for index.html). */
  path: string;
  title: string;
  description: string | undefined;
  robots: string[];
  canonical: string | undefined;
  h1: string;
  /** Neither noindex nor a canonical link to another page: the page can appear in results. */
  indexable: boolean;
}

/** Text of HTML as a browser shows it: entities decoded, tags taken as word breaks, spaces collapsed. */
export function htmlText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

const attribute = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : htmlText(value);
};

const metaTags = (html: string, name: string) =>
  [...html.matchAll(/<meta\b[^>]*>/g)].map((m) => m[0]).filter((tag) => attribute(tag, 'name') === name);

export function readExportedPage(outDir: string, absolute: string): ExportedPage {
  const html = readFileSync(absolute, 'utf8');
  const file = relative(outDir, absolute).split(sep).join('/');
  const path = file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
  const canonicalTag = /<link\b[^>]*\srel="canonical"[^>]*>/.exec(html)?.[0];
  const canonicalHref = canonicalTag ? attribute(canonicalTag, 'href') : undefined;
  const canonical = canonicalHref === undefined ? undefined : new URL(canonicalHref).pathname;
  const robots = metaTags(html, 'robots').flatMap((tag) =>
    (attribute(tag, 'content') ?? '').split(',').map((d) => d.trim()),
  );
  const descriptionTag = metaTags(html, 'description')[0];
  return {
    file,
    path,
    title: htmlText(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? ''),
    description: descriptionTag ? attribute(descriptionTag, 'content') : undefined,
    robots,
    canonical,
    h1: htmlText(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''),
    indexable: !robots.includes('noindex') && canonical === path,
  };
}

/** Every page of the export. */
export function exportedPages(outDir = join(process.cwd(), 'out')): ExportedPage[] {
  return siteHtmlFiles(outDir)
    .map((absolute) => readExportedPage(outDir, absolute))
    .sort((a, b) => (a.path < b.path ? -1 : 1));
}
