import { join } from 'node:path';
import { company, siteUrl } from '@/content/company';
import { contentModules, contentSamples, goLiveReport } from './goLive';

const found = [
  { path: 'company.vatNumber', value: 'IT-sample' },
  { path: 'siteUrl', value: 'https://sample.example' },
  { path: 'partners', value: [{ id: 'a' }, { id: 'b' }] },
];

describe('goLiveReport', () => {
  it('warns a development build in two short lines, paths then SITE_URL, without stopping it', () => {
    expect(goLiveReport(found, false)).toEqual({
      lines: [
        'Warning: sample values, to replace before going live (README, "Before going live"): company.vatNumber, partners',
        'Warning: SITE_URL not set: canonical URLs, sitemap and JSON-LD use https://sample.example',
      ],
      fail: false,
    });
  });

  it('stops a GO_LIVE build naming each sample with its value', () => {
    expect(goLiveReport(found, true)).toEqual({
      lines: [
        'GO_LIVE: the build stops, 3 sample values remain (README, "Before going live"):',
        '  company.vatNumber: IT-sample',
        '  partners: [2 entries]',
        '  SITE_URL not set: canonical URLs, sitemap and JSON-LD use https://sample.example',
      ],
      fail: true,
    });
  });

  it('stops a GO_LIVE build for the SITE_URL default alone', () => {
    expect(goLiveReport([found[1]!], true).fail).toBe(true);
  });

  it('says nothing and lets both builds through once every sample is replaced', () => {
    expect(goLiveReport([], false)).toEqual({ lines: [], fail: false });
    expect(goLiveReport([], true)).toEqual({ lines: [], fail: false });
  });
});

describe('contentSamples', () => {
  const contentDir = join(__dirname, '..', 'content');

  it('reads every content module but tests and types, company.ts first', () => {
    const modules = contentModules(contentDir).map((file) => file.slice(contentDir.length + 1));
    expect(modules[0]).toBe('company.ts');
    expect(modules).toContain('legal/index.ts');
    expect(modules.some((file) => file.endsWith('.test.ts') || file.endsWith('types.ts'))).toBe(false);
  });

  it('finds the samples of the real content by path, the company details named in company', () => {
    const paths = new Map(contentSamples(contentDir).map(({ path, value }) => [path, value]));
    expect(paths.get('company.vatNumber')).toBe(company.vatNumber);
    expect(paths.get('company.email.info')).toBe(company.email.info);
    expect(paths.get('company.phone')).toBe(company.phone);
    // Real values are not samples.
    expect([...paths.keys()]).not.toContain('company.legalName');
    // SITE_URL is not set under Jest, so the canonical origin is the sample default.
    expect(paths.get('siteUrl')).toBe(siteUrl);
  });
});
