import { careersBody, careersSubject, type JobApplication } from './careersMail';

const application: JobApplication = {
  nome: 'Maria',
  cognome: 'Rossi',
  email: 'maria.rossi@example.org',
  telefono: '333 1234567',
  tipoCandidatura: 'posizione',
  posizioneLinkedin: 'Annuncio rimasto scritto',
  posizione: 'Magazziniere carrellista',
  messaggio: 'Buongiorno.',
};
const date = new Date('2026-03-02T10:00:00Z');

describe('the mail of an application to a position open on the site', () => {
  it('names the position in the subject and under the type in the body', () => {
    expect(careersSubject(application)).toBe('Candidatura per Magazziniere carrellista - Maria Rossi');
    const body = careersBody(application, date);
    expect(body).toContain('Tipo di candidatura: Posizione aperta sul sito\nPosizione: Magazziniere carrellista\n');
    expect(body).not.toContain('LinkedIn');
    expect(body).not.toContain('Annuncio rimasto scritto');
  });

  it('leaves a position chosen earlier out of another type', () => {
    expect(careersSubject({ ...application, tipoCandidatura: 'spontanea' })).toBe(
      'Candidatura spontanea - Maria Rossi',
    );
    expect(careersBody({ ...application, tipoCandidatura: 'spontanea' }, date)).not.toContain('Magazziniere');
    expect(careersSubject({ ...application, tipoCandidatura: 'linkedin' })).toBe(
      'Candidatura per Annuncio rimasto scritto - Maria Rossi',
    );
  });
});
