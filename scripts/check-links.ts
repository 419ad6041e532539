/**
 * Link integrity of the static export: every internal link, image, script, stylesheet, icon,
 * document and fragment (#id) referenced by out/ resolves to a file (and an element), the way a
 * clean-URL host serves it (/chi-siamo -> chi-siamo.html). Also follows url(...) in CSS, the web
 * manifest's icons and the sitemap's URLs. External origins, mailto: and tel: are not fetched.
 *
 * Usage: tsx scripts/check-links.ts [--out out]    (exit 1 listing every broken reference)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { siteUrl } from '../content/company';
import { decodeEntities } from '../lib/htmlEntities';

export interface Reference {
  /** File in out/ that holds the reference (/chi-siamo.html). */
  from: string;
  /** As written (after entity decoding). */
  url: string;
}

const URL_ATTRIBUTES = ['href', 'src', 'poster', 'action', 'data'];

/** URLs referenced by an HTML document's tags (scripts and styles' text excluded, CSS url() included). */
export function htmlReferences(html: string): string[] {
  const urls: string[] = [];
  for (const style of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi))
    urls.push(...cssReferences(style[1] ?? ''));
  const markup = html.replace(/<(script|style)\b([^>]*)>[\s\S]*?<\/\1\s*>/gi, '<$1$2>');
  for (const tag of markup.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)\b([^>]*)>/g)) {
    const name = (tag[1] ?? '').toLowerCase();
    const attributes = tag[2] ?? '';
    for (const attr of attributes.matchAll(/([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
      const attrName = (attr[1] ?? '').toLowerCase();
      const value = decodeEntities(attr[2] ?? attr[3] ?? attr[4] ?? '');
      if (URL_ATTRIBUTES.includes(attrName)) {
        if (name === 'link' && /\brel\s*=\s*["']?(preconnect|dns-prefetch)/i.test(attributes)) continue;
        urls.push(value);
      } else if (attrName === 'srcset' || attrName === 'imagesrcset') {
        for (const candidate of value.split(',')) {
          const url = candidate.trim().split(/\s+/)[0];
          if (url) urls.push(url);
        }
      } else if (attrName === 'content' && name === 'meta') {
        // og:image, twitter:image, og:url and the like, when they point at the site itself.
        if (/\b(property|name)\s*=\s*["']?(og:image|og:url|twitter:image)["'\s/>]/i.test(attributes)) urls.push(value);
        const refresh = /^\s*\d+\s*;\s*url\s*=\s*(.+)$/i.exec(value);
        if (refresh?.[1] && /http-equiv\s*=\s*["']?refresh/i.test(attributes)) urls.push(refresh[1].trim());
      }
    }
  }
  return urls;
}

export function cssReferences(css: string): string[] {
  return [...css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

/** Ids and names an HTML document offers as fragment targets. */
export function fragmentTargets(html: string): Set<string> {
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  return new Set(
    [...markup.matchAll(/\s(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)].map((m) =>
      decodeEntities(m[1] ?? m[2] ?? m[3] ?? ''),
    ),
  );
}

/**
 * The site-relative path of a reference, or null when it is not this site's (other origins,
 * mailto:, tel:, data:, blob:). Absolute URLs on the canonical origin count as internal.
 */
export function internalTarget(
  url: string,
  fromFile: string,
  origin = siteUrl,
): { path: string; fragment: string } | null {
  const trimmed = url.trim();
  if (trimmed === '') return null;
  if (/^(mailto|tel|data|blob|javascript|sms):/i.test(trimmed)) return null;
  const base = new URL(fromFile.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, ''), `${origin}/`);
  const resolved = new URL(trimmed, base);
  if (`${resolved.protocol}//${resolved.host}` !== new URL(origin).origin) return null;
  return { path: decodeURIComponent(resolved.pathname), fragment: decodeURIComponent(resolved.hash.replace(/^#/, '')) };
}

/** The file a clean-URL host serves for a path (null: 404). */
export function resolvePath(outDir: string, path: string): string | null {
  const clean = path.replace(/\/+$/, '');
  const base = join(outDir, clean);
  if (!base.startsWith(outDir)) return null;
  const candidates = clean === '' ? [join(outDir, 'index.html')] : [base, `${base}.html`, join(base, 'index.html')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Every broken reference in outDir, as "from -> url (reason)". */
export function brokenReferences(outDir: string, origin = siteUrl): string[] {
  const files = walk(outDir);
  const rel = (file: string) => `/${relative(outDir, file).split(sep).join('/')}`;
  const references: Reference[] = [];
  for (const file of files) {
    if (file.endsWith('.html')) {
      for (const url of htmlReferences(readFileSync(file, 'utf8'))) references.push({ from: rel(file), url });
    } else if (file.endsWith('.css')) {
      for (const url of cssReferences(readFileSync(file, 'utf8'))) references.push({ from: rel(file), url });
    } else if (file.endsWith('.webmanifest')) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { start_url?: string; icons?: { src: string }[] };
      for (const icon of manifest.icons ?? []) references.push({ from: rel(file), url: icon.src });
      if (manifest.start_url) references.push({ from: rel(file), url: manifest.start_url });
    } else if (file.endsWith('sitemap.xml')) {
      for (const loc of readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g))
        references.push({ from: rel(file), url: loc[1] ?? '' });
    }
  }
  const targetsCache = new Map<string, Set<string>>();
  const broken: string[] = [];
  for (const { from, url } of references) {
    let target: ReturnType<typeof internalTarget>;
    try {
      target = internalTarget(url, from, origin);
    } catch {
      broken.push(`${from} -> ${url} (not a valid URL)`);
      continue;
    }
    if (!target) continue;
    const file = target.path === '' && target.fragment ? join(outDir, from) : resolvePath(outDir, target.path);
    if (!file) {
      broken.push(`${from} -> ${url} (no file)`);
      continue;
    }
    if (target.fragment && file.endsWith('.html')) {
      if (!targetsCache.has(file)) targetsCache.set(file, fragmentTargets(readFileSync(file, 'utf8')));
      if (!targetsCache.get(file)?.has(target.fragment))
        broken.push(`${from} -> ${url} (no element with id "${target.fragment}")`);
    }
  }
  return [...new Set(broken)].sort();
}

if (require.main === module) {
  const index = process.argv.indexOf('--out');
  const outDir = join(
    process.cwd(),
    index >= 0 && process.argv[index + 1] ? (process.argv[index + 1] as string) : 'out',
  );
  if (!existsSync(join(outDir, 'index.html'))) {
    console.error(`No export in ${outDir}: run "npm run build" first.`);
    process.exit(1);
  }
  const broken = brokenReferences(outDir);
  if (broken.length > 0) {
    console.error(`check-links: ${broken.length} broken reference(s):\n  ${broken.join('\n  ')}`);
    process.exit(1);
  }
  console.log('check-links: every internal link, asset, document and fragment in out/ resolves (0 broken)');
}
