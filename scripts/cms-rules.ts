/**
 * The content check's rules in the editor, before a save (issue 67). The editor runs the check
 * itself (lib/content/check.ts, the code the build runs) on the entry as the form holds it, with
 * every other file as published (/admin/content.json, scripts/cms-content.ts), and each field shows
 * the problems the check would name at it, in the check's words. Decap then refuses the save as it
 * does for an empty required field, so "Pubblicato" is never said of content the build refuses.
 *
 * One rule is left to the build: whether an image or PDF named in a file is in public/. The
 * editor's image and file fields only offer what has been uploaded.
 */
import { contentCollections } from '../content/schema/collections';
import { checkContent, valueAt, type ContentFile, type ContentInput, type FolderName } from '../lib/content/check';
import type { ContentProblem } from '../lib/content/problems';

/** The part of an Immutable Map or List (Decap's entries, fields and values) read here. */
interface ImmutableLike {
  get(key: string): unknown;
  toJS?: () => unknown;
}

/** What Decap gives a widget's control (decap-cms-core, Widget.js). */
export interface ControlProps {
  field: ImmutableLike;
  value?: unknown;
  getEntry?: () => ImmutableLike | undefined;
  entry?: ImmutableLike;
  collection?: ImmutableLike;
  /** The ids of the groups (objects, lists) the field is inside: none for a field of the entry itself. */
  parentIds?: readonly string[];
}

type PublishedContent = Pick<ContentInput, 'folders' | 'singles'>;

export const PUBLISHED_CONTENT_URL = '/admin/content.json';

let published: PublishedContent | undefined;

/** Fetches the content as published (or as last saved, under `npm run cms`); kept for the checks. */
export function refreshPublishedContent(fetcher: typeof fetch = fetch): Promise<void> {
  return fetcher(PUBLISHED_CONTENT_URL, { cache: 'no-store', credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<PublishedContent>) : undefined))
    .then((content) => {
      if (content?.folders && content.singles) published = content;
    })
    .catch(() => undefined);
}

/** For tests: the content the checks compare an entry with. */
export function setPublishedContent(content: PublishedContent | undefined) {
  published = content;
  savedHere.clear();
  lastCheck = undefined;
}

/**
 * The entries saved in this editor since it opened, by file. On the live site /admin/content.json
 * changes only once the host has rebuilt, minutes after a save: until then a position saved a
 * moment ago must already count (its title, its description) for the next entry checked.
 */
const savedHere = new Map<string, { collection: string; raw: unknown }>();

/** Decap's postSave: the entry just saved counts for the checks of the entries after it. */
export function rememberSaved(entry: ImmutableLike) {
  const collection = entry.get('collection');
  const data = (toPlain(entry.get('data')) ?? {}) as Record<string, unknown>;
  if (typeof collection !== 'string') return;
  const file = entryFile(collection, entry, data);
  if (!file) return;
  savedHere.set(file, { collection, raw: data });
  lastCheck = undefined;
}

/** The published content with the entries saved here in place of (or beside) their files. */
export function withSavedHere(content: PublishedContent | undefined): PublishedContent | undefined {
  if (savedHere.size === 0 || !content) return content;
  const folders = { ...content.folders };
  const singles = { ...content.singles };
  for (const [file, { collection, raw }] of savedHere) {
    const target = contentCollections.find((item) => item.name === collection);
    if (target?.kind === 'folder') {
      folders[target.name] = [...(folders[target.name] ?? []).filter((other) => other.file !== file), { file, raw }];
    } else if (target?.kind === 'files') {
      const name = target.files.find((entry) => entry.file === file)?.name;
      if (name) singles[name] = { file, raw };
    }
  }
  return { folders, singles };
}

/** An Immutable value (Decap's) as plain data; anything else as it is. */
export const toPlain = (value: unknown): unknown =>
  value && typeof (value as ImmutableLike).toJS === 'function' ? (value as ImmutableLike).toJS?.() : value;

/** The file an entry is saved to: its own path, or where Decap will write a new one. */
export function entryFile(
  collectionName: string,
  entry: ImmutableLike,
  data: Record<string, unknown>,
): string | undefined {
  const collection = contentCollections.find((item) => item.name === collectionName);
  if (!collection) return undefined;
  if (collection.kind === 'files') return collection.files.find((file) => file.name === entry.get('slug'))?.file;
  const path = entry.get('path');
  if (typeof path === 'string' && path && entry.get('newRecord') !== true) return path;
  const slug = data[collection.slugField];
  return typeof slug === 'string' || typeof slug === 'number'
    ? `${collection.folder}/${slug}.json`
    : `${collection.folder}/(nuovo).json`;
}

/**
 * The check's problems with one entry, as the form holds it, in place of its saved file (a new one
 * added last): the problems the build would name in that file.
 */
export function entryProblems(
  collectionName: string,
  file: string,
  data: unknown,
  content: PublishedContent | undefined = published,
): ContentProblem[] {
  const collection = contentCollections.find((item) => item.name === collectionName);
  if (!collection) return [];
  const edited: ContentFile = { file, raw: data };
  const folders = {} as Record<FolderName, ContentFile[]>;
  for (const item of contentCollections) {
    if (item.kind !== 'folder') continue;
    const files = (content?.folders[item.name] ?? []).filter((other) => other.file !== file);
    folders[item.name] = item.name === collectionName ? [...files, edited] : files;
  }
  const singles = { ...(content?.singles ?? {}) };
  if (collection.kind === 'files') {
    const name = collection.files.find((entry) => entry.file === file)?.name;
    if (name) singles[name] = edited;
  }
  return checkContent({ folders, singles, editing: file }).problems.filter((problem) => problem.file === file);
}

let lastCheck: { data: unknown; content: PublishedContent | undefined; problems: ContentProblem[] } | undefined;

/** The entry's problems, checked once for all its fields (Decap validates them one by one on a save). */
function problemsOf(props: ControlProps): { problems: ContentProblem[]; data: unknown } {
  const entry = props.getEntry?.() ?? props.entry;
  const collectionName = props.collection?.get('name');
  const immutableData = entry?.get('data');
  if (!entry || typeof collectionName !== 'string' || !immutableData) return { problems: [], data: undefined };
  if (lastCheck?.data === immutableData && lastCheck.content === published)
    return { problems: lastCheck.problems, data: toPlain(immutableData) };
  const data = (toPlain(immutableData) ?? {}) as Record<string, unknown>;
  const file = entryFile(collectionName, entry, data);
  const problems = file ? entryProblems(collectionName, file, data, withSavedHere(published)) : [];
  lastCheck = { data: immutableData, content: published, problems };
  return { problems, data };
}

/** The names along a problem's field path: `sites[0].area` → ['sites', 'area']. */
export const fieldNames = (path: string): string[] =>
  path
    .split('.')
    .map((part) => part.replace(/\[\d+\]/g, ''))
    .filter(Boolean);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The problems shown at one control. A field of the entry itself shows those at its name (a list's
 * item problems too: `tasks[2]`); a field inside a group or list shows those whose path ends in
 * its name where the entry holds the value this control holds.
 */
export function problemsAtControl(
  problems: readonly ContentProblem[],
  data: unknown,
  props: Pick<ControlProps, 'field' | 'value' | 'parentIds'>,
): string[] {
  const name = props.field.get('name');
  const nested = (props.parentIds?.length ?? 0) > 0;
  return problems
    .filter((problem) => {
      const names = fieldNames(problem.field);
      if (names.length === 0) return false;
      if (!nested) return names.length === 1 && names[0] === name;
      return (
        names.length > 1 && names[names.length - 1] === name && same(valueAt(data, problem.field), toPlain(props.value))
      );
    })
    .map((problem) => problem.reason.charAt(0).toUpperCase() + problem.reason.slice(1));
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (typeof (value as { size?: unknown }).size === 'number' && (value as { size: number }).size === 0);

/**
 * What the check says of this control's field, as Decap's error; null when nothing. An empty
 * required field is left to Decap's own message. The error is of Decap's "presence" kind: that is
 * the kind for which it says the save was refused (ui.toast.missingRequiredField, our "Non
 * salvato: …"); with any other kind it refuses without a word.
 */
export function contentRuleError(props: ControlProps): { type: 'PRESENCE'; message: string } | null {
  if (props.field.get('required') !== false && isEmpty(props.value)) return null;
  // A pattern the value misses: Decap says so in the schema's own words.
  const pattern = toPlain(props.field.get('pattern')) as [string, string] | undefined;
  if (pattern && typeof props.value === 'string' && props.value !== '' && !new RegExp(pattern[0]).test(props.value))
    return null;
  const { problems, data } = problemsOf(props);
  const messages = problemsAtControl(problems, data, props);
  return messages.length > 0 ? { type: 'PRESENCE', message: messages.join(' ') } : null;
}
