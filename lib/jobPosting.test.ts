/** @jest-environment node */
import { company } from '@/content/company';
import type { Position } from '@/content/positions';
import { checkJsonLdPages } from '@/scripts/structuredDataCheck';
import { unexplainedWarnings } from '@/scripts/structuredDataWarnings';
import { breadcrumbTrailJsonLd } from './structuredData';
import { closingMoment, employmentTypes, jobDescriptionHtml, jobPostingJsonLd } from './jobPosting';
import { positionPayText } from './positionMeta';

const origin = 'https://www.example.org';

/** A test position as e2e/testContent.ts makes them: every fact is the file's. */
const position: Position = {
  slug: 'magazziniere-carrellista-di-prova',
  title: 'Magazziniere carrellista (prova)',
  workplace: 'sede',
  contract: 'indeterminato',
  hours: 'pieno',
  startDate: '2099-01-07',
  description: 'Primo paragrafo di prova, con <b>segni</b> & simboli.\n\nSecondo paragrafo\ndi prova.',
  tasks: ['Attività uno', 'Attività due'],
  requirements: ['Requisito uno'],
  offer: ['Punto uno'],
  pay: { min: 1500, max: 1800, period: 'MONTH' },
  datePosted: '2026-11-02',
  validThrough: '2099-06-30',
};

const onSite: Position = {
  ...position,
  slug: 'tecnico-antincendio-di-prova',
  title: 'Tecnico antincendio nei cantieri (prova)',
  workplace: 'cantieri',
  area: 'provincia di prova',
  contract: 'determinato',
  hours: 'parziale',
  pay: undefined,
  startDate: undefined,
};

type Node = Record<string, any>;

describe('jobPostingJsonLd', () => {
  const data = jobPostingJsonLd(position, company, origin) as Node;

  it('declares what Google requires, from the file and the company', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: position.title,
      url: `${origin}/lavora-con-noi/${position.slug}`,
      datePosted: '2026-11-02',
      jobStartDate: '2099-01-07',
      identifier: { '@type': 'PropertyValue', name: company.brand, value: position.slug },
      hiringOrganization: { '@type': 'Organization', name: company.brand, sameAs: origin, logo: `${origin}/logo.png` },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: company.address.street,
          postalCode: company.address.postalCode,
          addressLocality: company.address.city,
          addressRegion: company.address.province,
          addressCountry: company.address.countryCode,
        },
      },
      directApply: false,
    });
  });

  it('closes at the end of the closing day in Rome, summer or winter', () => {
    expect(data.validThrough).toBe('2099-06-30T23:59:59+02:00');
    expect(closingMoment('2099-01-31')).toBe('2099-01-31T23:59:59+01:00');
  });

  it('gives the pay as a monthly range in euros, and no pay when the file has none', () => {
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 1500, maxValue: 1800, unitText: 'MONTH' },
    });
    const bare = jobPostingJsonLd(onSite, company, origin) as Node;
    expect(bare).not.toHaveProperty('baseSalary');
    expect(bare).not.toHaveProperty('jobStartDate');
    expect(jobPostingJsonLd({ ...onSite, validThrough: undefined }, company, origin)).not.toHaveProperty(
      'validThrough',
    );
  });

  it('describes the whole job in the HTML Google reads: paragraphs, terms, then the three lists, escaped', () => {
    const html = jobDescriptionHtml(position, 'Catania');
    expect(html).toBe(
      '<p>Primo paragrafo di prova, con &lt;b&gt;segni&lt;/b&gt; &amp; simboli.</p><p>Secondo paragrafo di prova.</p>' +
        '<p>Luogo di lavoro: Catania<br>Contratto: Tempo indeterminato, tempo pieno<br>Inizio: 7 gennaio 2099<br>Retribuzione: Da 1.500 a 1.800 € lordi al mese</p>' +
        '<p>Di cosa ti occuperai:</p><ul><li>Attività uno</li><li>Attività due</li></ul>' +
        '<p>Requisiti:</p><ul><li>Requisito uno</li></ul>' +
        '<p>Cosa offriamo:</p><ul><li>Punto uno</li></ul>',
    );
    expect(jobDescriptionHtml(onSite, 'Catania')).toContain(
      'Luogo di lavoro: Cantieri: provincia di prova<br>Contratto: Tempo determinato, tempo parziale</p>',
    );
  });

  it('passes the project’s validator with no error and no warning without its written reason', () => {
    const pages = checkJsonLdPages(
      [position, onSite, { ...onSite, validThrough: undefined }].map((item) => [
        jobPostingJsonLd(item, company, origin),
        breadcrumbTrailJsonLd(
          [
            { name: 'Lavora con noi', path: '/lavora-con-noi' },
            { name: item.title, path: `/lavora-con-noi/${item.slug}` },
          ],
          origin,
        ),
      ]),
    );
    for (const page of pages) {
      expect(page.types).toEqual(['JobPosting', 'BreadcrumbList']);
      expect(page.issues.filter((issue) => issue.severity === 'ERROR')).toEqual([]);
      expect(unexplainedWarnings(page.issues)).toEqual([]);
    }
    // With pay and a closing day: nothing at all. The remote-work fields Google asks for only when the
    // job is remote (scripts/structuredDataIssues.mjs) are out of scope for a job worked on site.
    expect(pages[0]?.issues).toEqual([]);
    // Without pay, only the pay the file does not hold.
    expect(pages[1]?.issues.map((issue) => issue.fieldNames.join(','))).toEqual(['baseSalary']);
  });

  it('refuses to declare a position closed by its switch, whose closing day would still say it is open', () => {
    expect(() => jobPostingJsonLd({ ...position, closed: true }, company, origin)).toThrow('la posizione è chiusa');
    expect(jobPostingJsonLd({ ...position, closed: false }, company, origin)).toMatchObject({
      validThrough: '2099-06-30T23:59:59+02:00',
    });
  });

  it('a posting that says it is remote is still asked where applicants may live', () => {
    const [remote] = checkJsonLdPages([
      [{ ...jobPostingJsonLd(position, company, origin), jobLocationType: 'TELECOMMUTE' }],
    ]);
    expect(remote?.issues.map((issue) => issue.fieldNames.join(','))).toContain('applicantLocationRequirements');
  });
});

describe('employmentTypes', () => {
  it('maps contract and hours to Google’s values', () => {
    expect(employmentTypes({ contract: 'indeterminato', hours: 'pieno' })).toEqual(['FULL_TIME']);
    expect(employmentTypes({ contract: 'indeterminato', hours: 'parziale' })).toEqual(['PART_TIME']);
    expect(employmentTypes({ contract: 'determinato', hours: 'pieno' })).toEqual(['FULL_TIME', 'TEMPORARY']);
    expect(employmentTypes({ contract: 'somministrazione', hours: 'parziale' })).toEqual(['PART_TIME', 'TEMPORARY']);
    expect(employmentTypes({ contract: 'stage', hours: 'pieno' })).toEqual(['FULL_TIME', 'INTERN']);
    expect(employmentTypes({ contract: 'apprendistato', hours: 'pieno' })).toEqual(['FULL_TIME']);
  });
});

describe('positionPayText', () => {
  it('says the range in Italian, with the thousands dot and the period', () => {
    expect(positionPayText({ min: 1500, max: 1800, period: 'MONTH' })).toBe('Da 1.500 a 1.800 € lordi al mese');
    expect(positionPayText({ min: 25000, max: 25000, period: 'YEAR' })).toBe('25.000 € lordi all’anno');
    expect(positionPayText({ min: 9, max: 12, period: 'HOUR' })).toBe('Da 9 a 12 € lordi all’ora');
  });
});
