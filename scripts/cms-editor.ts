/**
 * Browser script of the editor page (/admin), loaded before Decap's bundle. scripts/cms-admin.ts
 * compiles it to public/admin/editor.js as a classic script (the empty export, which only makes
 * this file a module for the type checker, is dropped; the code is wrapped in a function).
 *
 * 1. Asks Decap not to start by itself (window.CMS_MANUAL_INIT), so that what follows is
 *    registered before it reads any file.
 * 2. Writes JSON the way content/*.json is written: two-space indentation, the schema's field order
 *    (Decap gives it, from the configuration), so a saved file's git diff shows only what changed.
 * 3. Before each save, drops the empty values of fields left blank: Decap keeps a cleared field as
 *    "" (or null), which the schemas refuse for an optional field; an absent field is what they
 *    expect. A group whose fields are all blank (an optional rental price) goes too, rather than
 *    staying as {}. Required fields cannot be blank: Decap refuses to save them empty.
 * 4. Reloads the page when the address goes straight from one entry to another (an address typed
 *    over, or the browser's history): Decap keeps the first entry's form and shows the second
 *    with empty fields (decaporg/decap-cms#4147), which a reload shows right.
 * 5. Starts Decap with /admin/config.json (scripts/cms-config.ts), fetched by its absolute address:
 *    Decap's own lookup of config.yml is relative to the page, and /admin (no trailing slash, as
 *    nginx serves it) would put it at /config.yml.
 * 6. Uploads: a photo is reduced before Decap reads it, a file too large refused, a photo just
 *    uploaded shown in its field before the entry is saved, and a PDF uploaded through the header's
 *    "Immagini e file" stored with the documents, where a certificate's field finds it
 *    (scripts/cms-uploads.ts, inlined here by scripts/cms-admin.ts).
 */

import { storeDocumentsWithDocuments, watchUploads } from './cms-uploads';

interface ImmutableLike {
  readonly size: number;
  filter(predicate: (value: unknown) => boolean): ImmutableLike;
  map(mapper: (value: unknown) => unknown): ImmutableLike;
  get(key: string): unknown;
}

interface DecapGlobal {
  init(options?: { config?: object }): void;
  getBackend(name: string): { init: (...args: unknown[]) => unknown } | undefined;
  registerCustomFormat(name: string, extension: string, formatter: object): void;
  registerEventListener(listener: { name: string; handler: (event: { entry: ImmutableLike }) => unknown }): void;
}

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: DecapGlobal;
  }
}

export {};

window.CMS_MANUAL_INIT = true;

watchUploads(document);

const CONFIG_URL = '/admin/config.json';

/** The value with its object keys in the order of `fieldsOrder` (Decap's dotted field names). */
function ordered(value: unknown, fieldsOrder: readonly string[], prefix: string): unknown {
  if (Array.isArray(value)) return value.map((item) => ordered(item, fieldsOrder, prefix));
  if (value === null || typeof value !== 'object') return value;
  const rank = (key: string) => {
    const index = fieldsOrder.indexOf(`${prefix}${key}`);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  const keys = Object.keys(value).sort((a, b) => rank(a) - rank(b));
  const result: Record<string, unknown> = {};
  for (const key of keys)
    result[key] = ordered((value as Record<string, unknown>)[key], fieldsOrder, `${prefix}${key}.`);
  return result;
}

const isBlank = (value: unknown) => value === '' || value === null || value === undefined;

const isCollection = (value: unknown): value is ImmutableLike & { push?: unknown } =>
  value !== null && typeof value === 'object' && typeof (value as ImmutableLike).map === 'function';

/** A group of fields (a Map) whose every field was left blank, e.g. a rental price nobody set. */
const isEmptyGroup = (value: unknown) => isCollection(value) && typeof value.push !== 'function' && value.size === 0;

/** Immutable List or Map (Decap's entry data): a List has push, a Map has not. */
function withoutBlanks(value: unknown): unknown {
  if (!isCollection(value)) return value;
  const isList = typeof value.push === 'function';
  // Items of a list keep their places: a blank item is for Decap's own check to refuse.
  if (isList) return value.map(withoutBlanks);
  return value
    .filter((item) => !isBlank(item))
    .map(withoutBlanks)
    .filter((item) => !isEmptyGroup(item));
}

const ENTRY_ROUTE = /^#\/collections\/[^/]+\/entries\//;
let shownHash = window.location.hash;
window.addEventListener('hashchange', () => {
  const previous = shownHash;
  shownHash = window.location.hash;
  if (previous !== shownHash && ENTRY_ROUTE.test(previous) && ENTRY_ROUTE.test(shownHash)) window.location.reload();
});

document.addEventListener('DOMContentLoaded', () => {
  const cms = window.CMS;
  if (!cms) return;
  cms.registerCustomFormat('json', 'json', {
    fromFile: (content: string) => JSON.parse(content) as unknown,
    toFile: (data: unknown, fieldsOrder: readonly string[] = []) =>
      `${JSON.stringify(ordered(data, fieldsOrder, ''), null, 2)}\n`,
  });
  // The registry hands out its own record of each backend: its `init` replaced, every backend Decap
  // starts (github in production, proxy for decap-server) stores a document uploaded through the
  // header's library with the documents.
  for (const name of ['github', 'proxy']) {
    const backend = cms.getBackend(name);
    if (!backend) continue;
    const start = backend.init;
    backend.init = (...args: unknown[]) =>
      storeDocumentsWithDocuments(start(...args) as Parameters<typeof storeDocumentsWithDocuments>[0]);
  }
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => withoutBlanks(entry.get('data')),
  });
  fetch(CONFIG_URL, { credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`${CONFIG_URL}: ${response.status}`);
      return response.json() as Promise<object>;
    })
    .then((config) => cms.init({ config: { ...config, load_config_file: false } }))
    .catch((error: unknown) => {
      document.body.textContent = `L’editor non trova la sua configurazione (${String(error)}).`;
    });
});
