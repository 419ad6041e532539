import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readContent } from '../lib/content/load';
import { EDITOR_DIR } from './cms-policy';

/** The editor's copy of the content: every file the office edits, as read (lib/content/check.ts ContentInput). */
export const EDITOR_CONTENT_FILE = 'content.json';

/**
 * Writes every content file into <publicDir>/admin/content.json, for the rules between files that
 * the editor checks before a save (scripts/cms-rules.ts): unique titles, descriptions, slugs and
 * sentences, a reference's vehicles and services. Written by the build (the site as published)
 * and by `npm run cms`'s content check after every pass (the files as saved).
 */
export function writeEditorContent(root: string, publicDir = join(root, 'public')): string {
  const { input } = readContent(root);
  const { folders, singles } = input;
  const target = join(publicDir, EDITOR_DIR, EDITOR_CONTENT_FILE);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, JSON.stringify({ folders, singles }));
  return target;
}
