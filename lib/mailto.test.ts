import { company } from '@/content/company';
import { careersForm } from '@/content/careersForm';
import { buildCareersMailto, careersBody, careersSubject, type JobApplication } from './careersMail';
import { buildMailto, mailtoHref, MAX_MAILTO_LENGTH, openMailClient } from './mailto';

const application: JobApplication = {
  nome: ' Maria ',
  cognome: 'Rossi',
  email: 'maria.rossi@example.org',
  telefono: '333 1234567',
  tipoCandidatura: 'spontanea',
  posizioneLinkedin: 'Magazziniere',
  messaggio: 'Vorrei lavorare con voi & crescere.\nGrazie!',
};
const date = new Date('2026-03-02T10:00:00Z');

function decode(href: string) {
  const url = new URL(href);
  return {
    to: url.pathname,
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
  };
}

describe('careers mailto', () => {
  it('is addressed to HR with subject and the full body', () => {
    const link = buildCareersMailto(application, date, company.email.hr);
    expect(link.complete).toBe(true);
    const parsed = decode(link.href);
    expect(parsed.to).toBe(company.email.hr);
    expect(parsed.subject).toBe('Candidatura spontanea - Maria Rossi');
    expect(parsed.body).toBe(
      [
        careersForm.mail.greeting,
        careersForm.mail.opening,
        '',
        'Nome: Maria',
        'Cognome: Rossi',
        'Email: maria.rossi@example.org',
        'Telefono: 333 1234567',
        'Tipo di candidatura: Candidatura spontanea',
        '',
        'Lettera di presentazione:',
        'Vorrei lavorare con voi & crescere.\r\nGrazie!',
        '',
        'Data: 02/03/2026',
        '',
        careersForm.mail.closing,
      ].join('\r\n'),
    );
  });

  it('leaves the LinkedIn position out of a spontaneous application', () => {
    expect(careersBody(application, date)).not.toContain('Magazziniere');
  });

  it('names the LinkedIn position in subject and body for that type', () => {
    const linkedin = { ...application, tipoCandidatura: 'linkedin' as const };
    expect(careersSubject(linkedin)).toBe('Candidatura per Magazziniere - Maria Rossi');
    expect(careersBody(linkedin, date)).toContain('Posizione LinkedIn: Magazziniere');
    expect(careersBody(linkedin, date)).toContain('Tipo di candidatura: Risposta a un annuncio su LinkedIn');
  });

  it('encodes characters that would break the link', () => {
    const href = buildCareersMailto({ ...application, messaggio: 'a&b=c?d#e' }, date, company.email.hr).href;
    expect(href).not.toContain('a&b');
    expect(decode(href).body).toContain('a&b=c?d#e');
    expect(href).toContain('%0D%0A');
  });
});

describe('a body too long for a link', () => {
  const long = { ...application, messaggio: 'parola '.repeat(1200) };

  it('is shortened visibly to fit, and the full body is handed back', () => {
    const link = buildCareersMailto(long, date, company.email.hr);
    expect(link.complete).toBe(false);
    expect(link.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    const body = decode(link.href).body ?? '';
    expect(body.endsWith(careersForm.mail.shortened)).toBe(true);
    expect(body).toContain('Nome: Maria');
    expect(link.body).toBe(careersBody(long, date));
    expect(link.body.length).toBeGreaterThan(body.length);
  });

  it('cuts whole characters, never half an emoji or a percent escape', () => {
    const link = buildMailto('a@example.org', 'Oggetto', '😀è'.repeat(1000), 'NOTA', 600);
    expect(link.href.length).toBeLessThanOrEqual(600);
    expect(() => decodeURIComponent(link.href.split('body=')[1] ?? '')).not.toThrow();
    expect(decode(link.href).body?.endsWith('NOTA')).toBe(true);
  });

  it('keeps a body that fits untouched', () => {
    const link = buildMailto('a@example.org', 'Oggetto', 'breve', 'NOTA');
    expect(link).toEqual({ href: mailtoHref('a@example.org', 'Oggetto', 'breve'), complete: true, body: 'breve' });
  });
});

describe('openMailClient', () => {
  it('clicks a temporary link with the href and removes it', () => {
    const clicked: string[] = [];
    const listener = (event: MouseEvent) => {
      const target = event.target as HTMLAnchorElement;
      clicked.push(target.getAttribute('href') ?? '');
      event.preventDefault();
    };
    document.addEventListener('click', listener);
    openMailClient('mailto:x@example.org?subject=a');
    document.removeEventListener('click', listener);
    expect(clicked).toEqual(['mailto:x@example.org?subject=a']);
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });
});
