/**
 * Post-build: moves styled-components' server-rendered <style> elements into <head>.
 *
 * Why: styled-components on server components writes each component's <style data-styled>
 * beside it, so inside <body>, <ul>, <p>… where HTML permits no <style> (the W3C checker reports
 * each one). Browsers apply a <style> wherever it stands, so in <head>, in the same order, the
 * page renders the same (scripts/measure/pixel-diff.mjs proves it on every page).
 *
 * The HTML alone cannot change: React hydrates the body against the page's flight data (the
 * inline `self.__next_f.push` scripts), which lists those <style> elements at their places; a
 * <style> missing there is a hydration mismatch and React would re-render the whole page. So the
 * flight data of the HTML file is rewritten too: each styled-components <style> element becomes
 * null (React renders nothing, and nothing is expected in the DOM), and the text rows that only
 * held their CSS are dropped (the CSS is already in <head>).
 *
 * One element per page (issue 20): the text of every distinct element, in document order (a
 * repeated identical <style> adds no rule), goes into a single <style data-styled> at the end of
 * <head>, after everything already there (the style tag of client components). So the page, and
 * the site's policy, carry one style hash per page instead of one per component (about 220 of
 * them, 8 KB of incompressible text in every page).
 *
 * The .txt payloads that client-side navigation fetches likewise carry one element, last in the
 * page segment, in place of their per-component ones: the page segment's own rules (the layout
 * stays in place on navigation, its rules already in <head>), in the order of the full page.
 * React inserts it with the next page; scripts/csp.ts allows it by its hash in every page.
 *
 * Usage: tsx scripts/stylesToHead.ts [--out out]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { PAGE_STYLE_KEY, siteHtmlFiles } from './csp';

/** A styled-components element: <style data-styled> per component, <style data-styled-global> for createGlobalStyle. */
const LIBRARY_STYLE = /<style\b(?=[^>]*\sdata-styled(?:-global)?[\s=>])[^>]*>[\s\S]*?<\/style\s*>/gi;

/** The flight-data scripts Next writes into each page: self.__next_f.push([type, data]). */
const FLIGHT_SCRIPT =
  /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[[\s\S]*?\])\)<\/script>/g;

/** How Next escapes a JSON string inside an inline script (no "</script>", no line separators). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface FlightRow {
  id: string;
  /** Everything after "id:", the trailing newline excluded for line rows; for text rows, "T<hex>," and the text. */
  body: string;
  /** Text rows (T) carry their length in bytes and no newline. */
  text: boolean;
}

/** Splits a React flight stream into rows (line rows, and length-prefixed text rows). */
export function parseFlight(stream: string): FlightRow[] {
  const bytes = Buffer.from(stream, 'utf8');
  const rows: FlightRow[] = [];
  let position = 0;
  while (position < bytes.length) {
    const colon = bytes.indexOf(0x3a, position);
    if (colon < 0) throw new Error(`Flight data: no row id at byte ${position}`);
    const id = bytes.subarray(position, colon).toString('utf8');
    if (!/^[0-9a-f]+$/.test(id)) throw new Error(`Flight data: unexpected row id "${id.slice(0, 20)}"`);
    const start = colon + 1;
    if (bytes[start] === 0x54 /* T */) {
      const comma = bytes.indexOf(0x2c, start);
      const length = Number.parseInt(bytes.subarray(start + 1, comma).toString('utf8'), 16);
      const end = comma + 1 + length;
      rows.push({ id, body: bytes.subarray(start, end).toString('utf8'), text: true });
      position = end;
    } else {
      const newline = bytes.indexOf(0x0a, start);
      const end = newline < 0 ? bytes.length : newline;
      rows.push({ id, body: bytes.subarray(start, end).toString('utf8'), text: false });
      position = end + 1;
    }
  }
  return rows;
}

export function serialiseFlight(rows: FlightRow[]): string {
  return rows.map((row) => `${row.id}:${row.body}${row.text ? '' : '\n'}`).join('');
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isLibraryStyleElement = (value: Json): boolean =>
  Array.isArray(value) &&
  value[0] === '$' &&
  value[1] === 'style' &&
  typeof value[3] === 'object' &&
  value[3] !== null &&
  !Array.isArray(value[3]) &&
  ('data-styled' in value[3] || 'data-styled-global' in value[3]);

/** A row's value with every styled-components <style> element replaced by null. */
function withoutStyleElements(value: Json, path: string, removed: { paths: string[]; references: Set<string> }): Json {
  if (isLibraryStyleElement(value)) {
    removed.paths.push(path);
    const children = ((value as Json[])[3] as { children?: Json }).children;
    if (typeof children === 'string' && /^\$[0-9a-f]+$/.test(children)) removed.references.add(children.slice(1));
    return null;
  }
  if (Array.isArray(value)) {
    // React's path language names an element's slots: ["$", type, key, props].
    const element = value[0] === '$' && value.length >= 4;
    const names = ['', 'type', 'key', 'props'];
    return value.map((item, index) =>
      withoutStyleElements(item, `${path}:${element && index > 0 && index < 4 ? names[index] : index}`, removed),
    );
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withoutStyleElements(item, `${path}:${key}`, removed)]),
    );
  }
  return value;
}

function strings(value: Json, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, into);
  return into;
}

/** Model rows are JSON without a tag letter (tagged rows: imports I, hints H, text T, …). */
const isModelRow = (row: FlightRow) => !row.text && /^[[{"]/.test(row.body);

/**
 * The flight stream without styled-components' <style> elements, and without the text rows that
 * only they referenced. Throws when another row points inside a removed element (it would then
 * resolve to nothing in the browser).
 */
export function flightWithoutStyles(stream: string): { stream: string; removed: number } {
  const rows = parseFlight(stream);
  const removed = { paths: [] as string[], references: new Set<string>() };
  const values = new Map<FlightRow, Json>();
  for (const row of rows) {
    if (!isModelRow(row) || !row.body.includes('data-styled')) continue;
    const before = removed.paths.length;
    const value = withoutStyleElements(JSON.parse(row.body) as Json, `$${row.id}`, removed);
    if (removed.paths.length > before) values.set(row, value);
  }
  const kept = rows.map((row) => (values.has(row) ? { ...row, body: JSON.stringify(values.get(row)) } : row));
  // Every reference left anywhere: "$6", "$L5", "$@3", "$11:props:children:0".
  const referenced = new Set<string>();
  rows.forEach((row, index) => {
    if (row.text) return;
    const texts = isModelRow(row)
      ? strings(values.get(row) ?? (JSON.parse(row.body) as Json))
      : [kept[index]?.body ?? ''];
    for (const text of texts) {
      for (const match of text.matchAll(/\$[A-Za-z@]?([0-9a-f]+)((?::[^:"\\]+)*)/g)) {
        referenced.add(match[1] ?? '');
        const target = `$${match[1]}${match[2] ?? ''}`;
        const inside = removed.paths.find((path) => target.startsWith(`${path}:`));
        if (inside) throw new Error(`Flight data: ${target} points inside a removed <style> element (${inside})`);
      }
    }
  });
  const result = kept.filter((row) => !(row.text && removed.references.has(row.id) && !referenced.has(row.id)));
  return { stream: serialiseFlight(result), removed: removed.paths.length };
}

/**
 * The most characters of flight data one inline script carries, about Next's own chunk size.
 * Why (issue 20): the HTML parser yields to the browser only between tokens, and a script is one
 * token; the whole stream in one 88 KB script made a parse-and-compile task on /servizi that
 * Lighthouse counted as blocking, where Next's five pushes of about 20 KB each had not.
 */
export const FLIGHT_CHUNK_CHARS = 20_000;

/** The stream in pieces of at most `size` characters, never splitting a surrogate pair (each piece is UTF-8 encoded alone). */
export function flightChunks(stream: string, size = FLIGHT_CHUNK_CHARS): string[] {
  const chunks: string[] = [];
  for (let start = 0; start < stream.length;) {
    let end = Math.min(stream.length, start + size);
    const last = stream.charCodeAt(end - 1);
    if (end < stream.length && last >= 0xd800 && last <= 0xdbff) end += 1;
    chunks.push(stream.slice(start, end));
    start = end;
  }
  return chunks;
}

/**
 * Rewrites the page's flight scripts: the data of every [1, "…"] push, transformed, goes where
 * the first of them stood, in pushes of at most FLIGHT_CHUNK_CHARS characters.
 */
export function rewriteFlightScripts(html: string, transform: (stream: string) => string): string {
  const scripts = [...html.matchAll(FLIGHT_SCRIPT)].map((match) => ({
    text: match[0],
    value: JSON.parse(match[1] ?? '[]') as [number, unknown],
  }));
  // 0 starts the stream, 1 is text data, 2 the form state; 3 (binary) would interleave with the
  // text and could not be moved around it.
  const unknown = scripts.find((script) => ![0, 1, 2].includes(script.value[0]));
  if (unknown) throw new Error(`Flight data: push of type ${unknown.value[0]}, which this step cannot reorder`);
  const data = scripts.filter((script) => script.value[0] === 1);
  const first = data[0];
  if (!first) return html;
  const stream = transform(data.map((script) => String(script.value[1])).join(''));
  let output = html;
  for (const script of data) {
    const replacement =
      script === first
        ? flightChunks(stream)
            .map((chunk) => `<script>self.__next_f.push(${scriptSafeJson([1, chunk])})</script>`)
            .join('')
        : '';
    output = output.replace(script.text, () => replacement);
  }
  return output;
}

/** The one element that holds a page's styled-components CSS, in <head> and in its .txt payload. */
export const pageStyleElement = (css: string) => `<style data-styled="">${css}</style>`;

/**
 * The page with styled-components' <style> elements moved from <body> into one element at the end
 * of <head>; `styles` are the texts that element joins, in document order.
 */
export function moveStylesToHead(html: string): { html: string; moved: number; duplicates: number; styles: string[] } {
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd < 0) return { html, moved: 0, duplicates: 0, styles: [] };
  const head = html.slice(0, headEnd);
  const rest = html.slice(headEnd);
  const seen = new Set<string>();
  let moved = 0;
  let duplicates = 0;
  const body = rest.replace(LIBRARY_STYLE, (element) => {
    moved += 1;
    if (seen.has(element)) duplicates += 1;
    seen.add(element);
    return '';
  });
  if (moved === 0) return { html, moved, duplicates, styles: [] };
  const styles = [...seen].map((element) => element.replace(/^<style\b[^>]*>/i, '').replace(/<\/style\s*>$/i, ''));
  const withStyles = `${head}${pageStyleElement(styles.join(''))}${body}`;
  return {
    html: rewriteFlightScripts(withStyles, (stream) => flightWithoutStyles(stream).stream),
    moved,
    duplicates,
    styles,
  };
}

const isElement = (value: Json): value is [string, Json, Json, { [key: string]: Json }] =>
  Array.isArray(value) &&
  value[0] === '$' &&
  value.length >= 4 &&
  typeof value[3] === 'object' &&
  value[3] !== null &&
  !Array.isArray(value[3]);

const ELEMENT_SLOTS: Record<string, number> = { type: 1, key: 2, props: 3 };

/** The value a flight reference ("$5", "$L5", "$@5", "$5:props:children:0") stands for, or undefined. */
function resolveReference(reference: string, rows: Map<string, FlightRow>): Json | undefined {
  const match = /^\$[L@]?([0-9a-f]+)((?::[^:]+)*)$/.exec(reference);
  const row = match ? rows.get(match[1] ?? '') : undefined;
  if (!match || !row || !isModelRow(row)) return undefined;
  let value = JSON.parse(row.body) as Json | undefined;
  for (const step of (match[2] ?? '').split(':').slice(1)) {
    if (Array.isArray(value))
      value = value[value[0] === '$' && step in ELEMENT_SLOTS ? (ELEMENT_SLOTS[step] as number) : Number(step)];
    else if (value && typeof value === 'object') value = value[step];
    else return undefined;
  }
  return value;
}

/** The CSS of every styled-components <style> element in the tree under `value`, references followed. */
function stylesUnder(
  value: Json,
  rows: Map<string, FlightRow>,
  found = new Set<string>(),
  followed = new Set<string>(),
): Set<string> {
  if (isLibraryStyleElement(value)) {
    const children = ((value as Json[])[3] as { children?: Json }).children;
    const textRow = typeof children === 'string' ? rows.get(children.slice(1)) : undefined;
    if (textRow?.text) found.add(textRow.body.slice(textRow.body.indexOf(',') + 1));
    else if (typeof children === 'string') found.add(children);
  } else if (typeof value === 'string') {
    if (value.startsWith('$') && !followed.has(value)) {
      followed.add(value);
      const target = resolveReference(value, rows);
      if (target !== undefined) stylesUnder(target, rows, found, followed);
    }
  } else if (Array.isArray(value)) for (const item of value) stylesUnder(item, rows, found, followed);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) stylesUnder(item, rows, found, followed);
  return found;
}

/**
 * A page's .txt payload (what client-side navigation fetches) with its styled-components <style>
 * elements replaced by one: the page segment's own styles (the layout, which navigation keeps,
 * already has its own in <head>), in the order of `documentStyles` (the page's, from its HTML),
 * so the rules cascade as on a full load. It goes last in the page segment's list of children:
 * no path into the page moves. Returns the payload and that element's text ('' when none).
 */
export function flightWithPageStyle(
  stream: string,
  documentStyles: readonly string[],
): { stream: string; css: string } {
  const original = parseFlight(stream);
  const originalRows = new Map(original.map((row) => [row.id, row]));
  const rows = parseFlight(flightWithoutStyles(stream).stream);
  const pageIds = rows
    .filter(isModelRow)
    .flatMap((row) =>
      [...row.body.matchAll(/\{"s":"__PAGE__"[^{}]*"d":\{"r":"\$L([0-9a-f]+)"/g)].map((match) => match[1] ?? ''),
    );
  if (pageIds.length !== 1) throw new Error(`Flight data: ${pageIds.length} page segments where one was expected`);
  const pageId = pageIds[0] ?? '';
  const target = rows.find((row) => row.id === pageId && isModelRow(row));
  const originalPage = originalRows.get(pageId);
  if (!target || !originalPage) throw new Error(`Flight data: no model row ${pageId} for the page segment`);
  const own = stylesUnder(JSON.parse(originalPage.body) as Json, originalRows);
  const missing = [...own].filter((css) => !documentStyles.includes(css));
  if (missing.length)
    throw new Error(
      `Flight data: ${missing.length} page style(s) not in the page's HTML, starting "${missing[0]?.slice(0, 60)}"`,
    );
  const css = documentStyles.filter((text) => own.has(text)).join('');
  if (!css) return { stream: serialiseFlight(rows), css };
  const value = JSON.parse(target.body) as Json;
  const children = isElement(value) ? value[3].children : undefined;
  if (!isElement(value) || !Array.isArray(children)) {
    throw new Error(`Flight data: the page segment (row ${target.id}) is not an element with a list of children`);
  }
  children.push(['$', 'style', PAGE_STYLE_KEY, { 'data-styled': '', children: css }]);
  return {
    stream: serialiseFlight(rows.map((row) => (row === target ? { ...row, body: JSON.stringify(value) } : row))),
    css,
  };
}

/**
 * Moves the styles of every public page in outDir (the editor's has none to move), and gives each
 * page's .txt payload the same single element; returns the totals.
 */
export function moveAllStylesToHead(outDir: string): {
  files: number;
  moved: number;
  duplicates: number;
  payloads: number;
} {
  const totals = { files: 0, moved: 0, duplicates: 0, payloads: 0 };
  for (const file of siteHtmlFiles(outDir)) {
    const source = readFileSync(file, 'utf8');
    const result = moveStylesToHead(source);
    if (result.html !== source) writeFileSync(file, result.html);
    const payload = file.replace(/\.html$/, '.txt');
    if (result.styles.length && existsSync(payload)) {
      writeFileSync(payload, flightWithPageStyle(readFileSync(payload, 'utf8'), result.styles).stream);
      totals.payloads += 1;
    }
    totals.files += 1;
    totals.moved += result.moved;
    totals.duplicates += result.duplicates;
  }
  return totals;
}

if (require.main === module) {
  const index = process.argv.indexOf('--out');
  const outDir = index >= 0 && process.argv[index + 1] ? (process.argv[index + 1] as string) : 'out';
  const { files, moved, duplicates, payloads } = moveAllStylesToHead(outDir);
  console.log(
    `styles to head: ${moved} styled-components <style> elements of ${files} pages moved into one per page in <head> (${duplicates} repeats dropped); ${payloads} .txt payloads carry the same`,
  );
}
