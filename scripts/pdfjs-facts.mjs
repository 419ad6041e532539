/**
 * Reads PDFs the way the site's viewer does, with pdf.js, and prints what accessibility depends
 * on as JSON: title, language, MarkInfo, DisplayDocTitle, and per page the structure roles and
 * the text. `node scripts/pdfjs-facts.mjs a.pdf b.pdf` (scripts/pdfFacts.ts runs it for Jest).
 *
 * Plain ESM on purpose: pdf.js ships only ES modules, which Jest's CommonJS runtime cannot load.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// pdf.js 6 targets Node 22; on Node 20 (the site's minimum) its legacy build lacks only this.
if (typeof Promise.withResolvers !== 'function') {
  Promise.withResolvers = function withResolvers() {
    let resolve;
    let reject;
    const promise = new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}

const require = createRequire(import.meta.url);
const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'));
const { getDocument } = await import(join(pdfjsRoot, 'legacy/build/pdf.mjs'));

/** Every role in a pdf.js structure tree, depth first (reading order). */
function roles(node) {
  if (!node || !('children' in node)) return [];
  return [node.role, ...node.children.flatMap(roles)];
}

/** pdf.js answers some dictionaries as a Map, though its typings promise a plain object. */
function entry(dictionary, key) {
  if (!dictionary) return undefined;
  return dictionary instanceof Map ? dictionary.get(key) : dictionary[key];
}

async function facts(path) {
  const data = new Uint8Array(readFileSync(path));
  const task = getDocument({
    data,
    isEvalSupported: false,
    standardFontDataUrl: join(pdfjsRoot, 'standard_fonts/'),
    verbosity: 0,
  });
  const pdf = await task.promise;
  const { info } = await pdf.getMetadata();
  const markInfo = await pdf.getMarkInfo();
  const preferences = await pdf.getViewerPreferences();
  const pages = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const tree = await page.getStructTree();
    const content = await page.getTextContent();
    pages.push({
      roles: roles(tree).filter((role) => role !== 'Root'),
      text: content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    });
  }
  await task.destroy();
  return {
    path,
    title: info.Title ?? null,
    language: info.Language ?? null,
    producer: info.Producer ?? null,
    marked: entry(markInfo, 'Marked') === true,
    displayDocTitle: entry(preferences, 'DisplayDocTitle') === true,
    pages,
  };
}

const results = [];
for (const path of process.argv.slice(2)) results.push(await facts(path));
process.stdout.write(JSON.stringify(results));
