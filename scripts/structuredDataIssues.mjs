/**
 * Structured data of an HTML page judged as Google reads it: @marbec/web-auto-extractor takes
 * the JSON-LD (and any microdata or RDFa) out of the page, @adobe/structured-data-validator
 * applies Google's rich-result rules to every node and checks each type and property against
 * the schema.org vocabulary, read offline from the pinned release in scripts/schemaorg/.
 *
 * scripts/validate-structured-data.ts imports it for the export; Jest runs it as a separate
 * process (`node scripts/structuredDataIssues.mjs` with a JSON array of HTML pages on stdin,
 * scripts/structuredDataCheck.ts): both packages are ES modules only, which Jest's CommonJS
 * runtime cannot load. Plain ESM for that reason.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

const here = dirname(fileURLToPath(import.meta.url));

/** The vocabulary's release and the SHA-256 of the file as schema.org publishes it (scripts/schemaorg/README.md). */
export const VOCABULARY = {
  release: '30.0',
  file: join(here, 'schemaorg', 'schemaorg-current-https-30.0.jsonld.gz'),
  sha256: '4467fa19edcb1d7fb3c46c0adf3591b7f870c4a60b7838bdb61694fd02864cf6',
};

let vocabulary;

/** The schema.org vocabulary, checked against its published hash: a changed file is not schema.org's. */
export function schemaOrgVocabulary() {
  if (vocabulary) return vocabulary;
  const text = gunzipSync(readFileSync(VOCABULARY.file));
  const sha256 = createHash('sha256').update(text).digest('hex');
  if (sha256 !== VOCABULARY.sha256)
    throw new Error(`${VOCABULARY.file}: SHA-256 ${sha256}, not schema.org's ${VOCABULARY.release} release`);
  vocabulary = JSON.parse(text.toString('utf8'));
  return vocabulary;
}

/** The last typed step of a validator path: the node the issue is about. */
function nodeType(path, rootType) {
  const typed = (path ?? []).filter((step) => step.type).at(-1);
  return String(typed?.type ?? rootType ?? '');
}

/** JobPosting fields Google's rules ask for only when the job is remote (jobLocationType TELECOMMUTE). */
const REMOTE_ONLY = new Set(['jobLocationType', 'applicantLocationRequirements']);

/**
 * Whether an issue is outside the scope Google gives it: the validator recommends the remote-work
 * fields on every JobPosting, but Google's job-posting documentation asks for them only for remote
 * jobs, and a posting with a jobLocation and no TELECOMMUTE is worked on site.
 */
export function outOfGoogleScope(issue, jsonld) {
  if (issue.type !== 'JobPosting' || issue.severity !== 'WARNING') return false;
  if (!issue.fieldNames.length || !issue.fieldNames.every((field) => REMOTE_ONLY.has(field))) return false;
  const postings = jsonld?.JobPosting ?? [];
  return (
    postings.length > 0 && postings.every((posting) => posting.jobLocation && posting.jobLocationType !== 'TELECOMMUTE')
  );
}

/**
 * The page's structured data and every issue Google's rules and the vocabulary find in it:
 * `types` lists the top-level nodes (a @graph's members each count), `issues` one entry each.
 */
export async function structuredDataIssues(html) {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  const types = ['jsonld', 'microdata', 'rdfa'].flatMap((format) =>
    Object.entries(extracted[format] ?? {}).flatMap(([type, items]) => items.map(() => type)),
  );
  const found = await new Validator(schemaOrgVocabulary()).validate(extracted);
  const issues = found
    .map((issue) => ({
      severity: issue.severity,
      message: issue.issueMessage,
      rootType: String(issue.rootType ?? ''),
      type: nodeType(issue.path, issue.rootType),
      fieldNames: issue.fieldNames ?? [],
    }))
    .filter((issue) => !outOfGoogleScope(issue, extracted.jsonld));
  return { types, issues };
}

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

async function main() {
  const pages = JSON.parse(await readStdin());
  const results = [];
  for (const html of pages) results.push(await structuredDataIssues(html));
  process.stdout.write(JSON.stringify(results));
}

// No top-level await: scripts/validate-structured-data.ts imports this file from CommonJS.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
