import { assistanceMessages } from '@/content/assistanceForm';
import {
  buildAssistanceParams,
  initialAssistanceState,
  validateAssistance,
  type AssistanceState,
} from './assistanceRequest';

const today = '2026-12-07';
const contact = { company: 'Edil Prova S.r.l.', name: 'Anna Bianchi', phone: '333 1234567', privacy: true };
const request = (change: Partial<AssistanceState>): AssistanceState => ({
  ...initialAssistanceState,
  ...contact,
  ...change,
});

describe('validateAssistance', () => {
  test('an empty form asks for the type, who is asking and the privacy, nothing else', () => {
    expect(validateAssistance(initialAssistanceState, today)).toEqual({
      type: assistanceMessages.type,
      company: assistanceMessages.company,
      name: assistanceMessages.name,
      phone: assistanceMessages.phone,
      privacy: assistanceMessages.privacy,
    });
  });

  test('a breakdown needs the place, whether the machine is stopped and what happens', () => {
    expect(validateAssistance(request({ type: 'guasto' }), today)).toEqual({
      place: assistanceMessages.place,
      stopped: assistanceMessages.stopped,
      message: assistanceMessages.problem,
    });
    expect(
      validateAssistance(request({ type: 'guasto', place: 'Via Etnea 1', stopped: 'si', message: 'Non parte' }), today),
    ).toEqual({});
  });

  test('an extension’s new end date cannot be in the past', () => {
    expect(validateAssistance(request({ type: 'proroga' }), today)).toEqual({
      newEndDate: assistanceMessages.newEndDate,
    });
    expect(validateAssistance(request({ type: 'proroga', newEndDate: '2026-12-06' }), today)).toEqual({
      newEndDate: assistanceMessages.newEndDatePast,
    });
    expect(validateAssistance(request({ type: 'proroga', newEndDate: '2026-02-30' }), today)).toEqual({
      newEndDate: assistanceMessages.invalidDate,
    });
    expect(validateAssistance(request({ type: 'proroga', newEndDate: today }), today)).toEqual({});
  });

  test('a pickup needs the place, the last day of use and a pickup date from today, not before that day', () => {
    expect(validateAssistance(request({ type: 'ritiro' }), today)).toEqual({
      place: assistanceMessages.place,
      lastUseDate: assistanceMessages.lastUseDate,
      pickupFrom: assistanceMessages.pickupFrom,
    });
    const pickup = { type: 'ritiro', place: 'Cantiere di Misterbianco' } as const;
    expect(
      validateAssistance(request({ ...pickup, lastUseDate: '2026-12-04', pickupFrom: '2026-12-05' }), today),
    ).toEqual({ pickupFrom: assistanceMessages.pickupFromPast });
    expect(
      validateAssistance(request({ ...pickup, lastUseDate: '2026-12-10', pickupFrom: '2026-12-09' }), today),
    ).toEqual({ pickupFrom: assistanceMessages.pickupBeforeLastUse });
    // The machine may already be idle: a last day of use in the past is a fact, not a mistake.
    expect(validateAssistance(request({ ...pickup, lastUseDate: '2026-12-04', pickupFrom: today }), today)).toEqual({});
  });

  test('"other" needs the request written out; the e-mail only when it is how to answer, and then valid', () => {
    expect(validateAssistance(request({ type: 'altro' }), today)).toEqual({ message: assistanceMessages.request });
    expect(validateAssistance(request({ type: 'altro', message: 'Fattura', contact: 'email' }), today)).toEqual({
      email: assistanceMessages.email,
    });
    expect(validateAssistance(request({ type: 'altro', message: 'Fattura', email: 'anna@' }), today)).toEqual({
      email: assistanceMessages.emailInvalid,
    });
  });
});

describe('buildAssistanceParams', () => {
  test('names the type, the machine, the place, the dates and the code', () => {
    const state = request({
      type: 'ritiro',
      machine: 'piattaforma',
      place: 'Via Etnea 1, Catania',
      lastUseDate: '2026-12-10',
      pickupFrom: '2026-12-11',
      access: 'Cancello sul retro',
    });
    const params = buildAssistanceParams(
      state,
      { typeLabel: 'Fine noleggio e ritiro', machineName: 'Piattaforma' },
      'GL-7KQ3M9',
    );
    expect(params).toMatchObject({
      codice: 'GL-7KQ3M9',
      tipo: 'Fine noleggio e ritiro',
      mezzo: 'Piattaforma',
      luogo: 'Via Etnea 1, Catania',
      date: 'Ultimo giorno di utilizzo: 10/12/2026; ritiro possibile dal 11/12/2026',
      azienda: 'Edil Prova S.r.l.',
      telefono: '333 1234567',
      contatto_preferito: 'Telefono',
    });
    expect(params.oggetto).toBe('Assistenza noleggio - Fine noleggio e ritiro: Piattaforma (GL-7KQ3M9)');
    expect(params.dettagli_completi?.split('\n')[0]).toBe('Codice richiesta: GL-7KQ3M9');
    expect(params.dettagli_completi).toContain('Note per l’accesso: Cancello sul retro');
  });

  test('another machine, or none known, is said in words', () => {
    const params = buildAssistanceParams(
      request({ type: 'altro', message: 'Ciao' }),
      { typeLabel: 'Altro', machineName: '' },
      'GL-A',
    );
    expect(params.mezzo).toBe('Un altro mezzo o non lo so');
    expect(params.date).toBe('Non indicato');
  });
});
