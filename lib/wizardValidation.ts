/**
 * The request wizard's state and its validation, one pure function per step (docs/product.md, "Validation").
 * Messages are those of docs/product.md, word for word; the date and length rules come from issue 6.
 */
import {
  WIZARD_LIMITS,
  budgetBands,
  projectTypes,
  rentalDurations,
  timelines,
  type Budget,
  type PreferredContact,
  type ProjectType,
  type RentalDuration,
  type RequestType,
  type Timeline,
} from '@/content/wizard';
import { isValidEmail } from './emailAddress';
import { isIsoDate, localIsoDate, wizardMessages } from './formRules';

export { isValidEmail, isIsoDate, localIsoDate, wizardMessages };

export interface WizardState {
  requestType: RequestType | '';
  /** Service category filter of step 1 ('all' or a category id). */
  selectedCategory: string;
  /** Service id as a string, '' when none. */
  selectedService: string;
  /** Fleet category filter of step 1 ('all' or a fleet category id). */
  vehicleCategory: string;
  /** Vehicle id as a string, '' when none: the vehicle picked in step 1's list (a radio group). */
  vehicleType: string;
  /**
   * Further vehicles of a request for several machines (issue 12), ids as strings: those the
   * visitor added with "Aggiungi un altro mezzo" or brought from the request list. Empty for
   * a one-vehicle request, which therefore works exactly as before. See selectedVehicleIds.
   */
  vehicleIds: string[];
  projectType: ProjectType | '';
  timeline: Timeline | '';
  rentalDuration: RentalDuration | '';
  /** ISO dates (YYYY-MM-DD), '' when empty. */
  startDate: string;
  endDate: string;
  budget: Budget;
  details: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  position: string;
  preferredContact: PreferredContact;
  message: string;
  privacy: boolean;
}

export type WizardField = keyof WizardState;
export type WizardErrors = Partial<Record<WizardField, string>>;
export type WizardStep = 1 | 2 | 3 | 4;

export const initialWizardState: WizardState = {
  requestType: '',
  selectedCategory: 'all',
  selectedService: '',
  vehicleCategory: 'all',
  vehicleType: '',
  vehicleIds: [],
  projectType: '',
  timeline: '',
  rentalDuration: '',
  startDate: '',
  endDate: '',
  budget: '',
  details: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  position: '',
  preferredContact: 'email',
  message: '',
  privacy: false,
};

const blank = (value: string) => value.trim() === '';

export function validateSelection(state: WizardState): WizardErrors {
  const errors: WizardErrors = {};
  if (state.requestType === '') errors.requestType = wizardMessages.requestType;
  else if (state.requestType === 'service' && blank(state.selectedService))
    errors.selectedService = wizardMessages.selectedService;
  else if (state.requestType === 'rental' && selectedVehicleIds(state).length === 0)
    errors.vehicleType = wizardMessages.vehicleType;
  return errors;
}

/** `today` is YYYY-MM-DD; dates are compared as ISO strings, which sort like the calendar. */
export function validateDetails(state: WizardState, today: string): WizardErrors {
  const errors: WizardErrors = {};
  if (state.requestType === 'service') {
    if (state.projectType === '') errors.projectType = wizardMessages.projectType;
    if (state.timeline === '') errors.timeline = wizardMessages.timeline;
  } else if (state.requestType === 'rental') {
    if (state.rentalDuration === '') errors.rentalDuration = wizardMessages.rentalDuration;
    if (blank(state.startDate)) errors.startDate = wizardMessages.startDate;
    else if (!isIsoDate(state.startDate)) errors.startDate = wizardMessages.invalidDate;
    else if (state.startDate < today) errors.startDate = wizardMessages.startDatePast;
    if (state.rentalDuration !== 'flessibile') {
      if (blank(state.endDate)) errors.endDate = wizardMessages.endDate;
      else if (!isIsoDate(state.endDate)) errors.endDate = wizardMessages.invalidDate;
      else if (state.endDate < today) errors.endDate = wizardMessages.endDatePast;
      else if (isIsoDate(state.startDate) && state.endDate < state.startDate)
        errors.endDate = wizardMessages.endBeforeStart;
    }
  }
  if (state.details.length > WIZARD_LIMITS.details) errors.details = wizardMessages.tooLong(WIZARD_LIMITS.details);
  return errors;
}

export function validateContact(state: WizardState): WizardErrors {
  const errors: WizardErrors = {};
  if (blank(state.firstName)) errors.firstName = wizardMessages.firstName;
  if (blank(state.lastName)) errors.lastName = wizardMessages.lastName;
  if (blank(state.email)) errors.email = wizardMessages.email;
  else if (!isValidEmail(state.email)) errors.email = wizardMessages.emailInvalid;
  if (blank(state.phone)) errors.phone = wizardMessages.phone;
  for (const field of ['firstName', 'lastName', 'email', 'phone', 'company', 'position'] as const) {
    if (!errors[field] && state[field].length > WIZARD_LIMITS.short)
      errors[field] = wizardMessages.tooLong(WIZARD_LIMITS.short);
  }
  return errors;
}

export function validateConfirmation(state: WizardState): WizardErrors {
  const errors: WizardErrors = {};
  if (blank(state.message)) errors.message = wizardMessages.message;
  else if (state.message.length > WIZARD_LIMITS.message) errors.message = wizardMessages.tooLong(WIZARD_LIMITS.message);
  if (!state.privacy) errors.privacy = wizardMessages.privacy;
  return errors;
}

export function validateStep(step: WizardStep, state: WizardState, today: string): WizardErrors {
  switch (step) {
    case 1:
      return validateSelection(state);
    case 2:
      return validateDetails(state, today);
    case 3:
      return validateContact(state);
    case 4:
      return validateConfirmation(state);
  }
}

/** Changing the request type resets the step-1 choices that belong to the other type (docs/product.md, "Behaviour"). */
export function withRequestType(state: WizardState, requestType: RequestType): WizardState {
  if (state.requestType === requestType) return state;
  return {
    ...state,
    requestType,
    selectedCategory: 'all',
    selectedService: '',
    vehicleCategory: 'all',
    vehicleType: '',
    vehicleIds: [],
    budget: '',
  };
}

/** Every vehicle of a rental request, in the order chosen: the added ones, then the one picked in the list. */
export function selectedVehicleIds(state: Pick<WizardState, 'vehicleType' | 'vehicleIds'>): string[] {
  const ids = [...state.vehicleIds];
  if (state.vehicleType.trim() !== '' && !ids.includes(state.vehicleType)) ids.push(state.vehicleType);
  return ids;
}

/** "Aggiungi un altro mezzo": the picked vehicle joins the added ones and the list is free for the next. */
export function withPickedVehicleAdded(state: WizardState): WizardState {
  if (state.vehicleType === '') return state;
  return { ...state, vehicleIds: selectedVehicleIds(state), vehicleType: '' };
}

/** Takes a vehicle out of the request, wherever it was chosen. */
export function withoutVehicle(state: WizardState, id: string): WizardState {
  return {
    ...state,
    vehicleIds: state.vehicleIds.filter((item) => item !== id),
    vehicleType: state.vehicleType === id ? '' : state.vehicleType,
  };
}

/** Editing a field clears that field's error (and the end date's when the start or duration moves). */
export function clearFieldError(errors: WizardErrors, field: WizardField): WizardErrors {
  const related: WizardField[] =
    field === 'startDate' || field === 'rentalDuration'
      ? [field, 'endDate']
      : field === 'requestType'
        ? [field, 'selectedService', 'vehicleType']
        : [field];
  if (!related.some((name) => name in errors)) return errors;
  const next = { ...errors };
  for (const name of related) delete next[name];
  return next;
}

/** Trims every text field before sending. */
export function trimmedState(state: WizardState): WizardState {
  const next = { ...state };
  for (const key of Object.keys(next) as WizardField[]) {
    const value = next[key];
    if (typeof value === 'string') (next as Record<WizardField, unknown>)[key] = value.trim();
  }
  return next;
}

/** Reads a stored draft defensively: unknown keys and wrong types are dropped. */
export function parseDraft(raw: string | null): { state: WizardState; step: WizardStep } | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { state, step } = value as { state?: unknown; step?: unknown };
    if (typeof state !== 'object' || state === null) return null;
    const restored: WizardState = { ...initialWizardState };
    for (const key of Object.keys(initialWizardState) as WizardField[]) {
      const stored = (state as Record<string, unknown>)[key];
      if (stored !== undefined && typeof stored === typeof initialWizardState[key]) {
        (restored as Record<WizardField, unknown>)[key] = stored;
      }
    }
    const allowed = (options: readonly { value: string }[], v: string) =>
      v === '' || options.some((o) => o.value === v);
    if (!['', 'service', 'rental'].includes(restored.requestType)) restored.requestType = '';
    if (!['email', 'phone'].includes(restored.preferredContact)) restored.preferredContact = 'email';
    if (!allowed(projectTypes, restored.projectType)) restored.projectType = '';
    if (!allowed(timelines, restored.timeline)) restored.timeline = '';
    if (!allowed(rentalDurations, restored.rentalDuration)) restored.rentalDuration = '';
    if (!allowed(budgetBands.service, restored.budget)) restored.budget = '';
    const storedIds: unknown = (state as Record<string, unknown>).vehicleIds;
    restored.vehicleIds = Array.isArray(storedIds)
      ? [...new Set(storedIds.filter((id): id is string => typeof id === 'string' && /^\d+$/.test(id)))]
      : [];
    // Consent is never restored: the visitor ticks it again.
    restored.privacy = false;
    const validStep = step === 1 || step === 2 || step === 3 || step === 4 ? step : 1;
    return { state: restored, step: validStep };
  } catch {
    return null;
  }
}

export function hasErrors(errors: WizardErrors): boolean {
  return Object.keys(errors).length > 0;
}
