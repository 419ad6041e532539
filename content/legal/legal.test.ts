import { company } from '@/content/company';
import { pages } from '@/content/pages';
import { legalDocuments } from './index';
import { privacyIt } from './privacy.it';
import {
  cookiesSectionIds,
  privacySectionIds,
  termsSectionIds,
  type LegalBlock,
  type LegalDocument,
  type LegalInline,
  type PrivacyPolicy,
} from './types';

const documents = Object.entries(legalDocuments) as [string, { it: LegalDocument; en: LegalDocument }][];

function paragraphsOf(block: LegalBlock): readonly (string | readonly LegalInline[])[] {
  if (typeof block === 'string' || Array.isArray(block)) return [block as string | readonly LegalInline[]];
  if ('list' in block) return block.list;
  if ('table' in block) return [block.table.caption, ...block.table.head, ...block.table.rows.flat()];
  if ('cookiePreferences' in block) return [block.cookiePreferences];
  return [];
}

function inlinesOf(doc: LegalDocument): LegalInline[] {
  const blocks: LegalBlock[] = [...doc.intro, ...doc.sections.flatMap((section) => section.blocks)];
  if ('acceptance' in doc) blocks.push(...doc.acceptance.blocks);
  return blocks
    .flatMap(paragraphsOf)
    .flatMap((paragraph) => (typeof paragraph === 'string' ? [paragraph] : [...paragraph]));
}

function textOf(doc: LegalDocument): string {
  const summary = 'summary' in doc ? doc.summary.items.map((item) => item.text) : [];
  return [
    doc.title,
    doc.subtitle,
    ...doc.sections.map((s) => s.title),
    ...summary,
    ...inlinesOf(doc).map((i) => (typeof i === 'string' ? i : i.text)),
  ].join('\n');
}

describe('both languages of each legal document have the same structure', () => {
  it.each(documents)('%s: same section ids in the same order', (_key, { it: italian, en: english }) => {
    expect(italian.lang).toBe('it');
    expect(english.lang).toBe('en');
    expect(english.sections.map((s) => s.id)).toEqual(italian.sections.map((s) => s.id));
    expect(new Set(italian.sections.map((s) => s.id)).size).toBe(italian.sections.length);
  });

  it('privacy has 11 and 11 sections, cookies 9 and 9, terms 23 and 23', () => {
    const { privacy, cookies, terms } = legalDocuments;
    expect([privacy.it.sections.length, privacy.en.sections.length]).toEqual([11, 11]);
    expect(privacy.it.sections.map((s) => s.id)).toEqual([...privacySectionIds]);
    expect([cookies.it.sections.length, cookies.en.sections.length]).toEqual([9, 9]);
    expect(cookies.en.sections.map((s) => s.id)).toEqual([...cookiesSectionIds]);
    expect([terms.it.sections.length, terms.en.sections.length]).toEqual([23, 23]);
    expect(terms.en.sections.map((s) => s.id)).toEqual([...termsSectionIds]);
  });

  it('the terms summary has 23 items, one linking to each of the 23 sections in order', () => {
    for (const terms of [legalDocuments.terms.it, legalDocuments.terms.en]) {
      expect(terms.summary.items).toHaveLength(23);
      expect(terms.summary.items.map((item) => item.section)).toEqual(terms.sections.map((s) => s.id));
      for (const item of terms.summary.items) expect(item.text.trim().length).toBeGreaterThan(10);
    }
  });

  it('a document missing a section does not type-check', () => {
    // @ts-expect-error sections is a fixed tuple of the eleven privacy sections
    const broken: PrivacyPolicy = { ...privacyIt, sections: privacyIt.sections.slice(1) };
    expect(broken.sections).toHaveLength(10);
  });
});

describe('links inside the legal texts', () => {
  const sitePaths = new Set(Object.values(pages).map((page) => page.path));

  it.each(documents)('%s: internal links lead to real pages, section links to real sections', (_key, versions) => {
    for (const doc of [versions.it, versions.en]) {
      const ids = new Set<string>(doc.sections.map((s) => s.id));
      for (const inline of inlinesOf(doc)) {
        if (typeof inline === 'string') continue;
        if ('section' in inline) expect(ids).toContain(inline.section);
        else if (inline.href.startsWith('/')) expect(sitePaths).toContain(inline.href);
        else expect(inline.href).toMatch(/^(https:\/\/|mailto:)/);
      }
    }
  });
});

describe('facts stated by the legal texts', () => {
  it('every e-mail address named comes from the company config', () => {
    const known = new Set<string>(Object.values(company.email));
    for (const [, versions] of documents) {
      for (const doc of [versions.it, versions.en]) {
        for (const address of textOf(doc).match(/[\w.+-]+@[\w.-]+\.\w+/g) ?? []) expect(known).toContain(address);
      }
    }
  });

  it('each document ends with a contacts section carrying the contact block', () => {
    for (const [, versions] of documents) {
      for (const doc of [versions.it, versions.en]) {
        const last = doc.sections[doc.sections.length - 1];
        expect(last?.id).toBe('contatti');
        expect(last?.blocks).toContainEqual({ contact: true });
      }
    }
  });

  it('privacy tells the truth about the mail service, the careers form, retention and the Garante', () => {
    const it = textOf(legalDocuments.privacy.it);
    const en = textOf(legalDocuments.privacy.en);
    for (const text of [it, en]) {
      expect(text).toContain('EmailJS');
      expect(text).toContain('365');
      expect(text).toContain('Garante per la protezione dei dati personali');
      expect(text).toContain(company.email.hr);
      expect(text).toMatch(/15[^.]*22/);
    }
    expect(it).toContain('apre il tuo programma di posta');
    expect(en).toContain('opens your own e-mail program');
  });

  it('cookies states what the site stores, the map after consent and the footer link', () => {
    for (const doc of [legalDocuments.cookies.it, legalDocuments.cookies.en]) {
      const text = textOf(doc);
      expect(text).toContain('gielle.cookie-consent');
      expect(text).toContain('sessionStorage');
      expect(text).toContain('Preferenze cookie');
      // The provider of the map frame on /contatti (components/contacts/MapSection.tsx embeds openstreetmap.org).
      expect(text).toContain('OpenStreetMap');
      expect(text).not.toContain('Google Maps');
    }
    expect(textOf(legalDocuments.cookies.it)).toMatch(/solo dopo il tuo consenso/);
    expect(textOf(legalDocuments.cookies.en)).toMatch(/only after your consent/);
  });

  it('terms carry the fixed figures of docs/product.md', () => {
    const it = textOf(legalDocuments.terms.it);
    const en = textOf(legalDocuments.terms.en);
    expect(it).toMatch(/almeno 60 giorni/);
    expect(en).toMatch(/at least 60 days/);
    expect(it).toMatch(/sede dell'arbitrato è Catania/);
    expect(en).toMatch(/seat of arbitration is Catania/);
    expect(it).toContain('PayPal e bonifico bancario');
    expect(en).toContain('PayPal and bank transfer');
    expect(it).toMatch(/in euro \(EUR\)/);
    expect(en).toMatch(/in euros \(EUR\)/);
    expect(it).toMatch(/legge italiana/);
    expect(en).toMatch(/Italian law/);
    expect(it).toMatch(/consumatori dell’Unione europea/);
    expect(en).toMatch(/European Union consumers/);
  });
});
