import type { ServicePageText } from '@/content/types';

/**
 * Checks on page-specific text (vehicle and service pages must each carry at least 250 words
 * of their own, and no sentence may be copied from one page to another).
 */

/** Page text of a vehicle or service page: the site asks at least this many words of its own. */
export const MIN_PAGE_WORDS = 250;

/** Words of a text: runs of letters or digits, with inner apostrophes (l’operatore is one word). */
export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:[’'.,][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/**
 * Sentences of a text, normalised (case, spacing, apostrophes) so that copies compare equal
 * however they are typed. A sentence ends before a capital, so "art. 73" or "1.050 kg" do not split.
 */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}"“«])/u)
    .map((sentence) => sentence.replace(/’/g, "'").toLowerCase().replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.length > 0);
}

/** Every sentence that appears in the texts of two or more keys, with the keys that share it. */
export function sharedSentences(texts: Readonly<Record<string, string>>): { sentence: string; keys: string[] }[] {
  const owners = new Map<string, Set<string>>();
  for (const [key, text] of Object.entries(texts)) {
    for (const sentence of sentences(text)) {
      const set = owners.get(sentence) ?? new Set<string>();
      set.add(key);
      owners.set(sentence, set);
    }
  }
  return [...owners.entries()]
    .filter(([, keys]) => keys.size > 1)
    .map(([sentence, keys]) => ({ sentence, keys: [...keys] }));
}

/** Every piece of running text written for one page only (not the shared labels, not the sector tags). */
export function pageSpecificText(text: ServicePageText): string[] {
  return [
    ...text.overview,
    ...text.includes,
    text.audience,
    ...text.steps.flatMap((step) => [step.title, step.text]),
    ...(text.dedicatedPage ? [text.dedicatedPage.title, text.dedicatedPage.text] : []),
  ];
}

/** The running text of a vehicle's page (its guide for whoever chooses it), counted against MIN_PAGE_WORDS. */
export function vehicleGuideText(guide: {
  intro: readonly string[];
  jobs: readonly string[];
  environment: string;
  operator: string;
}): string[] {
  return [...guide.intro, ...guide.jobs, guide.environment, guide.operator];
}
