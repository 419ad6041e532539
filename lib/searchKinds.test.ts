import { SEARCH_KINDS, searchKind } from './searchKinds';

describe('searchKind', () => {
  it.each([
    ['/gielle-rental', 'Noleggio'],
    ['/gielle-rental/piattaforma-articolata-15m', 'Noleggio'],
    ['/servizi', 'Servizi'],
    ['/servizi/consulenza', 'Servizi'],
    ['/centro-spasciani', 'Servizi'],
    ['/eProcurement', 'Servizi'],
    ['/documents/codice-etico.pdf', 'Documenti'],
    ['/notizie', 'Notizie'],
    ['/notizie/referenza-di-prova', 'Notizie'],
    ['/lavora-con-noi', 'Lavoro'],
    ['/lavora-con-noi/magazziniere', 'Lavoro'],
    ['/', 'Azienda'],
    ['/chi-siamo', 'Azienda'],
    ['/whistleblowing', 'Azienda'],
    // A prefix of a word is not a folder.
    ['/servizio-clienti', 'Azienda'],
  ])('%s is %s', (path, kind) => {
    expect(searchKind(path)).toBe(kind);
  });

  it('names each kind once, in the order the filters show them', () => {
    expect(SEARCH_KINDS).toEqual(['Noleggio', 'Servizi', 'Notizie', 'Lavoro', 'Documenti', 'Azienda']);
  });
});
