/**
 * The careers form's e-mail to HR (docs/product.md, "What the forms send"), opened in the visitor's
 * own mail program through a mailto: link (lib/mailto.ts). Apart from lib/mailto.ts so that the
 * wizard's page, which uses only the link builder, carries none of the careers form's words.
 */
import { careersForm, type ApplicationType } from '@/content/careersForm';
import { buildMailto, MAX_MAILTO_LENGTH, type MailtoLink } from './mailto';
import { formatItalianDate } from './reportTimestamp';

export { openMailClient } from './mailto';

export interface JobApplication {
  nome: string;
  cognome: string;
  email: string;
  telefono: string;
  tipoCandidatura: ApplicationType;
  posizioneLinkedin: string;
  /** The title of the position published on the site (type 'posizione', /lavora-con-noi/<slug>). */
  posizione?: string;
  messaggio: string;
}

/** The position the application names, by its type: the LinkedIn ad's title or the site's position's. */
function positionApplied(application: JobApplication): string {
  if (application.tipoCandidatura === 'linkedin') return application.posizioneLinkedin.trim();
  if (application.tipoCandidatura === 'posizione') return (application.posizione ?? '').trim();
  return '';
}

export function careersSubject(application: JobApplication): string {
  const name = `${application.nome.trim()} ${application.cognome.trim()}`;
  const position = positionApplied(application);
  return position ? `Candidatura per ${position} - ${name}` : `Candidatura spontanea - ${name}`;
}

export function careersBody(application: JobApplication, date: Date): string {
  const typeLabel = careersForm.types.find((type) => type.value === application.tipoCandidatura)?.label ?? '';
  const position = positionApplied(application);
  const lines = [
    careersForm.mail.greeting,
    careersForm.mail.opening,
    '',
    `Nome: ${application.nome.trim()}`,
    `Cognome: ${application.cognome.trim()}`,
    `Email: ${application.email.trim()}`,
    `Telefono: ${application.telefono.trim()}`,
    `Tipo di candidatura: ${typeLabel}`,
  ];
  if (position)
    lines.push(`${application.tipoCandidatura === 'linkedin' ? 'Posizione LinkedIn' : 'Posizione'}: ${position}`);
  lines.push(
    '',
    'Lettera di presentazione:',
    application.messaggio.trim(),
    '',
    `Data: ${formatItalianDate(date)}`,
    '',
    careersForm.mail.closing,
  );
  return lines.join('\n');
}

/** The careers e-mail to the HR address; `to` is company.email.hr, passed in so the form's bundle needs no company data. */
export function buildCareersMailto(
  application: JobApplication,
  date: Date,
  to: string,
  maxLength = MAX_MAILTO_LENGTH,
): MailtoLink {
  return buildMailto(
    to,
    careersSubject(application),
    careersBody(application, date),
    careersForm.mail.shortened,
    maxLength,
  );
}
