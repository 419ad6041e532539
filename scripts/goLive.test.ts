import { join } from 'node:path';
import { loadContent } from '@/lib/content/load';
import { goLiveReport } from './goLive';

const samples = [
  { file: 'content/company.json', field: 'vatNumber', label: 'Partita IVA', value: 'IT00000000000' },
  { file: 'content/partners.json', field: 'partners', label: 'L’elenco dei partner', value: [{ id: 'a' }, { id: 'b' }] },
];

describe('goLiveReport', () => {
  it('warns a development build in two short lines, samples then SITE_URL, without stopping it', () => {
    expect(goLiveReport(samples, undefined, false)).toEqual({
      lines: [
        'Warning: sample values, to replace before going live (README, "Before going live"): content/company.json: vatNumber, content/partners.json: partners',
        'Warning: SITE_URL not set: canonical URLs, sitemap and JSON-LD use https://www.gielle.example',
      ],
      fail: false,
    });
  });

  it('stops a GO_LIVE build naming each sample by file, field and label, with its value', () => {
    expect(goLiveReport(samples, undefined, true)).toEqual({
      lines: [
        'GO_LIVE: the build stops, 3 sample values remain (README, "Before going live"):',
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
