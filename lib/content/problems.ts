import type { z } from 'zod';

/**
 * Content problems as the office reads them: one line each, naming the file, the field and the
 * reason in plain Italian, e.g.
 * `content/fleet/piattaforma-forbice-diesel-15m.json: figures.liftHeightM: serve un numero, trovato "dodici"`.
 */
export interface ContentProblem {
  file: string;
  /** Dotted path inside the file (`figures.liftHeightM`, `guide.jobs[2]`); empty for the whole file. */
  field: string;
  reason: string;
}

export const problemLine = ({ file, field, reason }: ContentProblem) =>
  field ? `${file}: ${field}: ${reason}` : `${file}: ${reason}`;

export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    '',
  );
}

const EXPECTED: Record<string, string> = {
  string: 'un testo',
  number: 'un numero',
  int: 'un numero intero',
  boolean: 'sì o no (true o false)',
  array: 'un elenco',
  object: 'un gruppo di campi',
};

/** What was found, as the office typed it. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return 'un campo vuoto';
  if (Array.isArray(value)) return 'un elenco';
  if (typeof value === 'object') return 'un gruppo di campi';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 59)}…"` : text;
}

/** The reason of one zod issue in plain Italian (messages set on a field win: they are already written for the office). */
export function issueReason(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'campo obbligatorio mancante';
      return `serve ${EXPECTED[issue.expected] ?? issue.expected}, trovato ${shown(issue.input)}`;
    case 'invalid_value': {
      // zod reports a missing choice (a select left blank) as a value not allowed.
      if (issue.input === undefined) return 'campo obbligatorio mancante';
      const allowed = issue.values.map((value) => JSON.stringify(value)).join(', ');
      return `valore non ammesso ${shown(issue.input)}: scegli tra ${allowed}`;
    }
    case 'unrecognized_keys':
      return `${issue.keys.length > 1 ? 'campi sconosciuti' : 'campo sconosciuto'}: ${issue.keys.join(', ')} (controlla il nome o toglilo)`;
    case 'too_small':
    case 'too_big':
    case 'invalid_format':
    case 'not_multiple_of':
    case 'custom':
      return hasOwnMessage(issue) ? issue.message : sizeReason(issue);
    default:
      return issue.message;
  }
}

function hasOwnMessage(issue: z.core.$ZodIssue): boolean {
  // zod's defaults are English ("Too small: …", "Invalid …"); ours are written in Italian, lower case.
  return !/^(Too|Invalid|Number must|String must)/.test(issue.message);
}

function sizeReason(issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    if (issue.origin === 'array') return `servono almeno ${min} voci`;
    if (issue.origin === 'string') return min <= 1 ? 'non può essere vuoto' : `servono almeno ${min} caratteri`;
    return `deve essere ${issue.inclusive === false ? 'maggiore di' : 'almeno'} ${min}`;
  }
  if (issue.code === 'too_big') {
    const max = Number(issue.maximum);
    if (issue.origin === 'array') return `al massimo ${max} voci`;
    if (issue.origin === 'string') return `al massimo ${max} caratteri`;
    return `deve essere ${issue.inclusive === false ? 'minore di' : 'al massimo'} ${max}`;
  }
  return issue.message;
}
