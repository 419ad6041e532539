import { readFileSync } from 'node:fs';
import { internalTarget, resolvePath } from './check-links';

/**
 * What no validator of a single page can see, checked over the whole export: every breadcrumb
 * step is the canonical URL of an exported page, every URL of the site in structured data
 * resolves to an exported file, and the organisation's logo is a raster Google accepts.
 */

export interface ExportedPage {
  /** Path of the file in out/, as a host serves it: /gielle-rental/carrello-diesel-3t.html. */
  file: string;
  /** Its <link rel="canonical">, absolute, or null. */
  canonical: string | null;
  /** Its JSON-LD documents, parsed (a block that is not JSON is the validator's to report). */
  blocks: unknown[];
}

/** The parsed JSON-LD blocks of a page. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].flatMap(
    (match) => {
      try {
        return [JSON.parse(match[1] ?? '') as unknown];
      } catch {
        return [];
      }
    },
  );
}

export function canonicalLink(html: string): string | null {
  return /<link\b[^>]*rel="canonical"[^>]*href="([^"]+)"/i.exec(html)?.[1] ?? null;
}

type Node = Record<string, unknown>;

/** Every object in a JSON-LD value, depth first. */
function nodes(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (value === null || typeof value !== 'object') return [];
  return [value as Node, ...Object.values(value).flatMap(nodes)];
}

const isType = (node: Node, type: string) =>
  node['@type'] === type || (Array.isArray(node['@type']) && node['@type'].includes(type));

/** The item URL of a ListItem, written as a string or as { @id }. */
function itemUrl(item: Node): string | undefined {
  const target = item.item;
  if (typeof target === 'string') return target;
  if (target && typeof target === 'object' && typeof (target as Node)['@id'] === 'string')
    return (target as Node)['@id'] as string;
  return undefined;
}

/**
 * Breadcrumbs that point anywhere but at pages: a step that is no exported page's canonical URL
 * (a query, a fragment, a redirect, a typo), a step that repeats the one before, a trail that
 * does not end at the page it is on.
 */
export function breadcrumbProblems(pages: readonly ExportedPage[]): string[] {
  const canonicals = new Set(pages.flatMap((page) => (page.canonical ? [page.canonical] : [])));
  const problems: string[] = [];
  for (const page of pages) {
    for (const list of page.blocks.flatMap(nodes).filter((node) => isType(node, 'BreadcrumbList'))) {
      const items = nodes(list.itemListElement).filter((node) => isType(node, 'ListItem'));
      const urls = [...items].sort((a, b) => Number(a.position) - Number(b.position)).map(itemUrl);
      urls.forEach((url, index) => {
        if (!url) problems.push(`${page.file}: breadcrumb step ${index + 1} has no URL`);
        else if (!canonicals.has(url))
          problems.push(`${page.file}: breadcrumb step ${index + 1} ${url} is not the canonical URL of any page`);
        else if (index > 0 && url === urls[index - 1])
          problems.push(`${page.file}: breadcrumb step ${index + 1} ${url} repeats the step before`);
      });
      const last = urls.at(-1);
      if (last && page.canonical && last !== page.canonical) {
        problems.push(`${page.file}: the breadcrumb ends at ${last}, not at the page's canonical ${page.canonical}`);
      }
    }
  }
  return problems;
}

/** Width and height of a PNG, from its IHDR chunk; null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, index) => bytes[index] !== byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Google's smallest logo: "at least 112x112 pixels", in a raster format. */
export const MIN_LOGO_SIZE = 112;

const URL_KEYS = new Set(['url', 'item', 'image', 'logo', 'contentUrl', 'hasMap', 'sameAs']);

/** The values of URL properties in a JSON-LD value, with the property's name. */
function urlValues(value: unknown): { key: string; url: string }[] {
  return nodes(value).flatMap((node) =>
    Object.entries(node).flatMap(([key, item]) => {
      if (!URL_KEYS.has(key)) return [];
      const values = Array.isArray(item) ? item : [item];
      return values.filter((url): url is string => typeof url === 'string').map((url) => ({ key, url }));
    }),
  );
}

/**
 * URLs of the site in structured data that the export cannot serve, and logos Google would
 * refuse (not a PNG of at least 112x112: the site's only rasters are PNGs it draws itself).
 */
export function urlProblems(pages: readonly ExportedPage[], outDir: string, origin: string): string[] {
  const problems = new Set<string>();
  for (const page of pages) {
    for (const { key, url } of urlValues(page.blocks)) {
      let target: ReturnType<typeof internalTarget>;
      try {
        target = internalTarget(url, page.file, origin);
      } catch {
        problems.add(`${page.file}: ${key} ${url} is not a valid URL`);
        continue;
      }
      if (!target) {
        if (key === 'logo') problems.add(`${page.file}: logo ${url} is not on the site, so its size cannot be checked`);
        continue;
      }
      const file = resolvePath(outDir, target.path);
      if (!file) {
        problems.add(`${page.file}: ${key} ${url} is no file of the export`);
        continue;
      }
      if (key !== 'logo') continue;
      const size = pngSize(readFileSync(file));
      if (!size) problems.add(`${page.file}: logo ${url} is not a PNG`);
      else if (size.width < MIN_LOGO_SIZE || size.height < MIN_LOGO_SIZE) {
        problems.add(
          `${page.file}: logo ${url} is ${size.width}x${size.height}, under ${MIN_LOGO_SIZE}x${MIN_LOGO_SIZE}`,
        );
      }
    }
  }
  return [...problems];
}

/** The group a page is reported in: its route, or one line for all vehicle pages and all service pages. */
export function pageGroup(file: string): string {
  if (/^\/gielle-rental\/[^/]+\.html$/.test(file)) return 'vehicle pages (/gielle-rental/<slug>)';
  if (/^\/servizi\/[^/]+\.html$/.test(file)) return 'service pages (/servizi/<slug>)';
  if (file === '/index.html') return '/';
  return file.replace(/(\/index)?\.html$/, '');
}
