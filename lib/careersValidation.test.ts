import { initialCareersState, validateApplication, type CareersFormState } from './careersValidation';

const valid: CareersFormState = {
  nome: 'Maria',
  cognome: 'Rossi',
  email: 'maria@example.org',
  telefono: '333 1234567',
  tipoCandidatura: 'spontanea',
  posizioneLinkedin: '',
  posizione: '',
  messaggio: 'Buongiorno',
  privacy: true,
};

describe('validateApplication', () => {
  it('requires every field and the privacy checkbox', () => {
    expect(validateApplication(initialCareersState)).toEqual({
      nome: 'Inserisci il tuo nome',
      cognome: 'Inserisci il tuo cognome',
      email: 'Inserisci la tua email',
      telefono: 'Inserisci il tuo numero di telefono',
      messaggio: 'Scrivi una breve lettera di presentazione',
      privacy: "Devi accettare l'informativa sulla privacy",
    });
  });

  it('accepts a complete spontaneous application without a position', () => {
    expect(validateApplication(valid)).toEqual({});
  });

  it('requires the LinkedIn position only for that type', () => {
    expect(validateApplication({ ...valid, tipoCandidatura: 'linkedin' })).toEqual({
      posizioneLinkedin: 'Indica la posizione per cui ti candidi',
    });
    expect(validateApplication({ ...valid, tipoCandidatura: 'linkedin', posizioneLinkedin: 'Magazziniere' })).toEqual(
      {},
    );
  });

  it('offers the third type only while a position is open, and requires one of those', () => {
    const open = ['magazziniere', 'tecnico-antincendio'];
    expect(validateApplication({ ...valid, tipoCandidatura: 'posizione' })).toEqual({
      tipoCandidatura: 'Seleziona il tipo di candidatura',
    });
    expect(validateApplication({ ...valid, tipoCandidatura: 'posizione' }, open)).toEqual({
      posizione: 'Scegli la posizione per cui ti candidi',
    });
    expect(validateApplication({ ...valid, tipoCandidatura: 'posizione', posizione: 'chiusa' }, open)).toEqual({
      posizione: 'Scegli la posizione per cui ti candidi',
    });
    expect(validateApplication({ ...valid, tipoCandidatura: 'posizione', posizione: 'magazziniere' }, open)).toEqual(
      {},
    );
    // Another type ignores a position left chosen.
    expect(validateApplication({ ...valid, posizione: 'magazziniere' }, open)).toEqual({});
  });

  it('checks the e-mail address and the length caps', () => {
    expect(validateApplication({ ...valid, email: 'maria@' })).toEqual({
      email: 'Inserisci un indirizzo email valido',
    });
    expect(validateApplication({ ...valid, messaggio: 'a'.repeat(5001) })).toEqual({
      messaggio: 'Puoi scrivere al massimo 5000 caratteri',
    });
  });
});
