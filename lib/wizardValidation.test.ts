import {
  clearFieldError,
  initialWizardState,
  localIsoDate,
  parseDraft,
  trimmedState,
  validateConfirmation,
  validateContact,
  validateDetails,
  validateSelection,
  validateStep,
  selectedVehicleIds,
  withoutVehicle,
  withPickedVehicleAdded,
  withRequestType,
  type WizardState,
} from './wizardValidation';

const today = '2026-03-10';
const state = (patch: Partial<WizardState>): WizardState => ({ ...initialWizardState, ...patch });

describe('step 1, Selezione', () => {
  it('requires the request type', () => {
    expect(validateSelection(state({}))).toEqual({ requestType: 'Seleziona il tipo di richiesta' });
  });
  it('requires a service for a service request', () => {
    expect(validateSelection(state({ requestType: 'service' }))).toEqual({ selectedService: 'Seleziona un servizio' });
    expect(validateSelection(state({ requestType: 'service', selectedService: '4' }))).toEqual({});
  });
  it('requires a vehicle for a rental', () => {
    expect(validateSelection(state({ requestType: 'rental' }))).toEqual({
      vehicleType: 'Seleziona un mezzo da noleggiare',
    });
    expect(validateSelection(state({ requestType: 'rental', vehicleType: '2' }))).toEqual({});
  });
  it('accepts a rental of several vehicles with none picked in the list', () => {
    expect(validateSelection(state({ requestType: 'rental', vehicleIds: ['2', '5'] }))).toEqual({});
  });
});

describe('several vehicles', () => {
  it('lists the added vehicles then the picked one, once each', () => {
    expect(selectedVehicleIds(state({ vehicleType: '3' }))).toEqual(['3']);
    expect(selectedVehicleIds(state({ vehicleIds: ['1', '3'], vehicleType: '3' }))).toEqual(['1', '3']);
    expect(selectedVehicleIds(state({ vehicleIds: ['1'], vehicleType: '4' }))).toEqual(['1', '4']);
    expect(selectedVehicleIds(state({}))).toEqual([]);
  });
  it('"add another" moves the picked vehicle to the added ones', () => {
    expect(withPickedVehicleAdded(state({ vehicleIds: ['1'], vehicleType: '4' }))).toMatchObject({
      vehicleIds: ['1', '4'],
      vehicleType: '',
    });
    const none = state({ vehicleIds: ['1'] });
    expect(withPickedVehicleAdded(none)).toBe(none);
  });
  it('removes a vehicle wherever it was chosen', () => {
    expect(withoutVehicle(state({ vehicleIds: ['1', '4'], vehicleType: '5' }), '4')).toMatchObject({
      vehicleIds: ['1'],
      vehicleType: '5',
    });
    expect(withoutVehicle(state({ vehicleIds: ['1'], vehicleType: '5' }), '5')).toMatchObject({
      vehicleIds: ['1'],
      vehicleType: '',
    });
  });
});

describe('step 2, Dettagli', () => {
  it('service: project type and timeline are required, budget and details optional', () => {
    expect(validateDetails(state({ requestType: 'service' }), today)).toEqual({
      projectType: 'Seleziona un tipo di progetto',
      timeline: 'Seleziona una tempistica prevista',
    });
    expect(
      validateDetails(state({ requestType: 'service', projectType: 'nuovo', timeline: 'urgente' }), today),
    ).toEqual({});
  });

  it('rental: duration, start and end date are required', () => {
    expect(validateDetails(state({ requestType: 'rental' }), today)).toEqual({
      rentalDuration: 'Seleziona la durata del noleggio',
      startDate: 'Seleziona una data di inizio',
      endDate: 'Seleziona una data di fine',
    });
  });

  it('rental: no end date for a flexible duration', () => {
    expect(
      validateDetails(state({ requestType: 'rental', rentalDuration: 'flessibile', startDate: today }), today),
    ).toEqual({});
  });

  it('rental: dates not before today, the end not before the start', () => {
    const base = { requestType: 'rental' as const, rentalDuration: 'mensile' as const };
    expect(validateDetails(state({ ...base, startDate: '2026-03-09', endDate: '2026-03-20' }), today)).toEqual({
      startDate: 'La data di inizio non può essere precedente a oggi',
    });
    expect(validateDetails(state({ ...base, startDate: '2026-03-15', endDate: '2026-03-14' }), today)).toEqual({
      endDate: 'La data di fine non può essere precedente alla data di inizio',
    });
    expect(validateDetails(state({ ...base, startDate: '2026-03-15', endDate: '2026-03-09' }), today)).toEqual({
      endDate: 'La data di fine non può essere precedente a oggi',
    });
    expect(validateDetails(state({ ...base, startDate: today, endDate: today }), today)).toEqual({});
    expect(validateDetails(state({ ...base, startDate: '2026-02-30', endDate: '2026-03-20' }), today)).toEqual({
      startDate: 'Inserisci una data valida',
    });
  });

  it('caps the details at 5000 characters', () => {
    const ok = { requestType: 'service' as const, projectType: 'nuovo' as const, timeline: 'breve' as const };
    expect(validateDetails(state({ ...ok, details: 'a'.repeat(5000) }), today)).toEqual({});
    expect(validateDetails(state({ ...ok, details: 'a'.repeat(5001) }), today)).toEqual({
      details: 'Puoi scrivere al massimo 5000 caratteri',
    });
  });
});

describe('step 3, Contatti', () => {
  it('requires name, surname, phone and email; company and role are optional', () => {
    expect(validateContact(state({}))).toEqual({
      firstName: 'Inserisci il tuo nome',
      lastName: 'Inserisci il tuo cognome',
      email: 'Inserisci la tua email',
      phone: 'Inserisci il tuo numero di telefono',
    });
  });
  it('treats whitespace as empty', () => {
    expect(validateContact(state({ firstName: '   ', lastName: 'R', email: 'a@b.it', phone: '1' }))).toEqual({
      firstName: 'Inserisci il tuo nome',
    });
  });
  it('checks the e-mail pattern', () => {
    const contact = { firstName: 'A', lastName: 'B', phone: '1' };
    for (const email of ['mario', 'mario@', 'mario@rossi', 'ma rio@rossi.it']) {
      expect(validateContact(state({ ...contact, email }))).toEqual({ email: 'Inserisci un indirizzo email valido' });
    }
    expect(validateContact(state({ ...contact, email: ' mario.rossi@example.it ' }))).toEqual({});
  });
});

describe('step 4, Conferma', () => {
  it('requires a message and the privacy acceptance', () => {
    expect(validateConfirmation(state({}))).toEqual({
      message: 'Inserisci un messaggio',
      privacy: "Devi accettare l'informativa sulla privacy",
    });
    expect(validateConfirmation(state({ message: '  ', privacy: true }))).toEqual({
      message: 'Inserisci un messaggio',
    });
    expect(validateConfirmation(state({ message: 'Ciao', privacy: true }))).toEqual({});
  });
  it('caps the message at 5000 characters', () => {
    expect(validateConfirmation(state({ message: 'a'.repeat(5001), privacy: true }))).toEqual({
      message: 'Puoi scrivere al massimo 5000 caratteri',
    });
  });
});

describe('validateStep', () => {
  it('dispatches to the step', () => {
    expect(validateStep(1, state({}), today)).toEqual(validateSelection(state({})));
    expect(validateStep(4, state({}), today)).toEqual(validateConfirmation(state({})));
  });
});

describe('withRequestType', () => {
  it('resets category, service, vehicle category and vehicle when the type changes', () => {
    const before = state({
      requestType: 'service',
      selectedCategory: 'security',
      selectedService: '3',
      vehicleCategory: 'elevatori',
      vehicleType: '2',
      vehicleIds: ['4', '5'],
      firstName: 'Anna',
    });
    const after = withRequestType(before, 'rental');
    expect(after).toMatchObject({
      requestType: 'rental',
      selectedCategory: 'all',
      selectedService: '',
      vehicleCategory: 'all',
      vehicleType: '',
      vehicleIds: [],
      firstName: 'Anna',
    });
  });
  it('keeps everything when the same type is chosen again', () => {
    const before = state({ requestType: 'service', selectedService: '3' });
    expect(withRequestType(before, 'service')).toBe(before);
  });
});

describe('clearFieldError', () => {
  it('drops the edited field only', () => {
    expect(clearFieldError({ firstName: 'x', email: 'y' }, 'email')).toEqual({ firstName: 'x' });
  });
  it('returns the same object when nothing changes', () => {
    const errors = { firstName: 'x' };
    expect(clearFieldError(errors, 'email')).toBe(errors);
  });
  it('a new start date also clears the end date error', () => {
    expect(clearFieldError({ endDate: 'x' }, 'startDate')).toEqual({});
  });
});

describe('trimmedState', () => {
  it('trims text and leaves booleans', () => {
    expect(trimmedState(state({ firstName: ' A ', privacy: true }))).toMatchObject({ firstName: 'A', privacy: true });
  });
});

describe('localIsoDate', () => {
  it('formats the local calendar day', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('parseDraft', () => {
  it('restores known fields and the step, never the privacy consent', () => {
    const raw = JSON.stringify({
      step: 3,
      state: { ...state({ requestType: 'rental', vehicleType: '2', privacy: true }), extra: 'x' },
    });
    const draft = parseDraft(raw);
    expect(draft?.step).toBe(3);
    expect(draft?.state).toEqual(state({ requestType: 'rental', vehicleType: '2' }));
  });
  it('drops values of the wrong type or outside the options', () => {
    const raw = JSON.stringify({
      step: 9,
      state: { requestType: 'hack', firstName: 5, timeline: 'ieri', budget: 'huge', email: 'a@b.it' },
    });
    expect(parseDraft(raw)).toEqual({ step: 1, state: state({ email: 'a@b.it' }) });
  });
  it('restores the added vehicles, keeping only distinct digit strings', () => {
    const raw = JSON.stringify({ step: 1, state: { requestType: 'rental', vehicleIds: ['3', 3, '3', 'x', '7'] } });
    expect(parseDraft(raw)?.state.vehicleIds).toEqual(['3', '7']);
    expect(parseDraft(JSON.stringify({ step: 1, state: { vehicleIds: { a: 1 } } }))?.state.vehicleIds).toEqual([]);
  });
  it('ignores corrupt storage', () => {
    expect(parseDraft('{oops')).toBeNull();
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('"text"')).toBeNull();
  });
});
