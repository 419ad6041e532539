/**
 * Whether two pages' main headings (h1) name the same topic, so that two indexable pages would
 * compete for one search (issue 24: "Centro assistenza autorizzato per la protezione
 * respiratoria" and "Centro assistenza autorizzato protezione respiratoria"; "eProcurement per
 * la tua azienda" and "eProcurement"). The export's test (e2e/search.spec.ts) applies it to
 * every pair of indexable pages.
 */

/** Articles, prepositions and conjunctions: they change how a heading reads, not what it is about. */
const FILLER = new Set([
  'a',
  'ad',
  'al',
  'allo',
  'alla',
  'ai',
  'agli',
  'alle',
  'con',
  'da',
  'dal',
  'dallo',
  'dalla',
  'dai',
  'dagli',
  'dalle',
  'di',
  'del',
  'dello',
  'della',
  'dei',
  'degli',
  'delle',
  'e',
  'ed',
  'il',
  'lo',
  'la',
  'i',
  'gli',
  'le',
  'l',
  'un',
  'uno',
  'una',
  'in',
  'nel',
  'nello',
  'nella',
  'nei',
  'negli',
  'nelle',
  'per',
  'su',
  'sul',
  'sullo',
  'sulla',
  'sui',
  'sugli',
  'sulle',
  'tra',
  'fra',
  'o',
  'od',
]);

/** The words a heading is about: lower case, accents and fillers dropped. */
export function topicWords(heading: string): Set<string> {
  const words = heading
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !FILLER.has(word));
  return new Set(words);
}

/**
 * Same topic: one heading's words all appear in the other's ("eProcurement" within "eProcurement
 * per la tua azienda"). Headings that differ in a word of their own ("Carrello elevatore diesel
 * 3 t" and "… 5 t") are different topics.
 */
export function sameTopic(a: string, b: string): boolean {
  const [fewer, more] = [topicWords(a), topicWords(b)].sort((x, y) => x.size - y.size) as [Set<string>, Set<string>];
  return fewer.size > 0 && [...fewer].every((word) => more.has(word));
}

/** Every pair of items whose headings name the same topic. */
export function sharedTopics<T extends { heading: string }>(items: readonly T[]): [T, T][] {
  return items.flatMap((item, index) =>
    items
      .slice(index + 1)
      .filter((other) => sameTopic(item.heading, other.heading))
      .map((other): [T, T] => [item, other]),
  );
}
