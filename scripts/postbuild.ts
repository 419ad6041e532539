/**
 * Post-build steps on the static export, in the one order that keeps every hash true:
 *
 * 0. images: each photo's original in out/ replaced by its stripped copy (scripts/images.ts).
 * 1. compileHints: rewrites the start-up scripts and the small on-demand chunks (a comment on
 *    their first line).
 * 2. sri: integrity="sha384-…" of each script and stylesheet the HTML loads: after 1, the last
 *    step that changes a script, and verified against the files before the build ends.
 * 3. csp: hashes of the inline scripts and styles, the policy into each page and the host files.
 *    It changes no inline script or style and no script file.
 * 4. searchIndex: out/pagefind/, the site search's index of the pages and documents as visitors
 *    get them (scripts/searchIndex.ts). It changes no page.
 * 5. serviceWorker: out/sw.js with the precache list of the files as they now are, the search
 *    index among them. Last: the list carries each page's revision, so any later change to a
 *    page would go stale in it.
 * 6. The record that out/ is a complete build of the working tree as it is (scripts/builtFrom.ts),
 *    which the audit reads.
 *
 * Usage: tsx scripts/postbuild.ts [--out out]
 */
import { markStartUpScripts } from './compileHints';
import { readManifest, replaceOriginals } from './imageManifest';
import { writePolicies } from './csp';
import { addIntegrity, verifyIntegrity } from './sri';
import { describeServiceWorker, writeServiceWorker } from './serviceWorker';
import { writeSearchIndex } from './searchIndex';
import { describePrecacheFigures, precacheFigures } from './precacheFigures';
import { describeFirstVisit, firstVisitFigures } from './firstVisitTraffic';
import { recordBuild } from './builtFrom';

const index = process.argv.indexOf('--out');
const outDir = index >= 0 && process.argv[index + 1] ? (process.argv[index + 1] as string) : 'out';

function fail(title: string, problems: string[]): never {
  console.error(`${title}:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

const photos = replaceOriginals(outDir, readManifest(process.cwd()));
if (photos > 0)
  console.log(
    `images: ${photos} original photo${photos === 1 ? '' : 's'} in ${outDir} replaced by copies without metadata`,
  );

console.log(
  `compile hints: ${markStartUpScripts(outDir)} start-up scripts and small on-demand chunks marked for eager compilation`,
);

console.log(`SRI: sha384 integrity on ${addIntegrity(outDir)} script and stylesheet references`);

const { policies, problems } = writePolicies(outDir);
const longest = Math.max(...policies.map((p) => p.policy.length));
console.log(
  `CSP: ${policies.length} pages, longest policy ${longest} characters; in each page (meta), _headers and _nginx/csp-*.conf`,
);
if (problems.length > 0)
  fail(
    'Content-Security-Policy problems (markup it would block, or a host limit; see docs/security-policy.md)',
    problems,
  );

// Nothing after step 2 may change a script or stylesheet: prove it.
const integrity = verifyIntegrity(outDir);
if (integrity.length > 0) fail('Subresource Integrity no longer matches', integrity);

void writeSearchIndex(outDir)
  .then((figures) => {
    console.log(
      `search index: ${figures.pages} pages and ${figures.documents} documents in ${outDir}/pagefind (${figures.files} files)`,
    );
    return writeServiceWorker(outDir);
  })
  .then(
    async (result) => {
      console.log(describeServiceWorker(result));
      // The README's "What is kept" reads its figures here.
      if (!result.retired) {
        console.log(describePrecacheFigures(await precacheFigures(outDir, result.urls)));
        console.log(describeFirstVisit('/', await firstVisitFigures(outDir, '/index.html', result.urls, result.shell)));
      }
      // Last: the audit takes this build as it is while the tree stays as it was built (scripts/builtFrom.ts).
      recordBuild(process.cwd(), outDir);
    },
    (error: unknown) =>
      fail('Search index or service worker failed', [error instanceof Error ? error.message : String(error)]),
  );
