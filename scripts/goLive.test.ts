import { join } from 'node:path';
import { loadContent } from '@/lib/content/load';
import { goLiveReport, looksLikePlaceholder, unmarkedPlaceholders } from './goLive';

const samples = [
  { file: 'content/company.json', field: 'vatNumber', label: 'Partita IVA', value: 'IT00000000000' },
  {
    file: 'content/partners.json',
    field: 'partners',
    label: 'L’elenco dei partner',
    value: [{ id: 'a' }, { id: 'b' }],
  },
];

describe('goLiveReport', () => {
  it('warns a development build in two short lines, samples then SITE_URL, without stopping it', () => {
    expect(goLiveReport(samples, undefined, false)).toEqual({
      lines: [
        'Warning: sample values, to replace before going live (docs/deploying.md, "Before going live"): content/company.json: vatNumber, content/partners.json: partners',
        'Warning: SITE_URL not set: canonical URLs, sitemap and JSON-LD use https://www.gielle.example',
      ],
      fail: false,
    });
  });

  it('stops a GO_LIVE build naming each sample by file, field and label, with its value', () => {
    expect(goLiveReport(samples, undefined, true)).toEqual({
      lines: [
        'GO_LIVE: the build stops, 3 sample values remain (docs/deploying.md, "Before going live"):',
        '  content/company.json: vatNumber (Partita IVA): IT00000000000',
        '  content/partners.json: partners (L’elenco dei partner): [2 entries]',
        '  SITE_URL not set: canonical URLs, sitemap and JSON-LD use https://www.gielle.example',
      ],
      fail: true,
    });
  });

  it('stops a GO_LIVE build for the SITE_URL default alone', () => {
    expect(goLiveReport([], undefined, true).fail).toBe(true);
  });

  it('says nothing and lets both builds through once every sample is replaced and SITE_URL set', () => {
    expect(goLiveReport([], 'https://www.gielle.it', false)).toEqual({ lines: [], fail: false });
    expect(goLiveReport([], 'https://www.gielle.it', true)).toEqual({ lines: [], fail: false });
  });
});

describe('the samples of the real content', () => {
  const { samples: found } = loadContent(join(__dirname, '..'));
  const where = found.map(({ file, field }) => `${file}: ${field}`);

  it('are the values the data files mark, with their current values', () => {
    expect(where).toContain('content/company.json: vatNumber');
    expect(where).toContain('content/company.json: email.info');
    expect(where).toContain('content/partners.json: partners');
    expect(where).toContain('content/contacts.json: mapPosition');
    expect(found.find(({ field }) => field === 'phone')?.value).toBe('+39 095 000 0000');
    // Real values are not samples.
    expect(where).not.toContain('content/company.json: legalName');
  });

  it('number 16, the 17th sample being the unset SITE_URL (issue 18)', () => {
    expect(found).toHaveLength(16);
  });
});

describe('values unticked but still placeholders', () => {
  it('are example domains, runs of zeros and bare social home pages; real values are not', () => {
    expect(looksLikePlaceholder('email.info', 'info@example.com')).toBe(true);
    expect(looksLikePlaceholder('surveyUrl', 'https://forms.example.com/x')).toBe(true);
    expect(looksLikePlaceholder('vatNumber', 'IT00000000000')).toBe(true);
    expect(looksLikePlaceholder('phone', '+39 095 000 0000')).toBe(true);
    expect(looksLikePlaceholder('social.Facebook', 'https://www.facebook.com/')).toBe(true);
    expect(looksLikePlaceholder('social.Facebook', 'https://www.facebook.com/gielle.srl')).toBe(false);
    expect(looksLikePlaceholder('phone', '+39 095 723 4510')).toBe(false);
    expect(looksLikePlaceholder('email.info', 'info@gielle.it')).toBe(false);
    expect(looksLikePlaceholder('foundedYear', 2002)).toBe(false);
  });

  it('are found where the office unticked a sample without replacing it, and only there', () => {
    const { content } = loadContent(join(__dirname, '..'));
    if (!content) throw new Error('the real content does not load');
    expect(unmarkedPlaceholders(content)).toEqual([]);
    const unticked = {
      ...content,
      company: {
        ...content.company,
        valoriDiEsempio: content.company.valoriDiEsempio.filter((path) => path !== 'vatNumber'),
      },
    };
    expect(unmarkedPlaceholders(unticked).map(({ file, field }) => `${file}: ${field}`)).toEqual([
      'content/company.json: vatNumber',
    ]);
  });
});
