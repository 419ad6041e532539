/**
 * A rental customer's assistance request (issue 69): its state, its rules and the mail it becomes.
 * Pure functions, like the wizard's (lib/wizardValidation.ts, lib/emailPayload.ts), whose rules and
 * sentences it shares: dates compared as ISO strings, lengths capped, text sent as typed (trimmed).
 */
import {
  ASSISTANCE_LIMITS,
  assistanceFields,
  assistanceMessages,
  assistanceText,
  type AssistanceContact,
  type AssistanceType,
  type MachineStopped,
} from '@/content/assistanceForm';
import { isValidEmail } from './emailAddress';
import { isoDateToItalian } from './reportTimestamp';
import { isIsoDate } from './formRules';

/** /gielle-rental/assistenza?mezzo=<slug>: a vehicle page's link opens the form with its machine chosen. */
export const MACHINE_PARAM = 'mezzo';

export interface AssistanceState {
  type: AssistanceType | '';
  /** A vehicle's slug, or '' for "another machine, or I don't know". */
  machine: string;
  contract: string;
  place: string;
  stopped: MachineStopped;
  /** What happens (breakdown), the request itself (other), or an optional note (extension, pickup). */
  message: string;
  /** ISO dates (YYYY-MM-DD), '' when empty. */
  newEndDate: string;
  lastUseDate: string;
  pickupFrom: string;
  pickupHours: string;
  access: string;
  company: string;
  name: string;
  phone: string;
  email: string;
  contact: AssistanceContact;
  privacy: boolean;
}

export type AssistanceField = keyof AssistanceState;
export type AssistanceErrors = Partial<Record<AssistanceField, string>>;

export const initialAssistanceState: AssistanceState = {
  type: '',
  machine: '',
  contract: '',
  place: '',
  stopped: '',
  message: '',
  newEndDate: '',
  lastUseDate: '',
  pickupFrom: '',
  pickupHours: '',
  access: '',
  company: '',
  name: '',
  phone: '',
  email: '',
  contact: 'phone',
  privacy: false,
};

/** Where the machine is matters to a technician and to a driver: a breakdown and a pickup need it. */
export const needsPlace = (type: AssistanceState['type']) => type === 'guasto' || type === 'ritiro';
/** The message is the request itself for a breakdown ("what happens") and for "other". */
export const needsMessage = (type: AssistanceState['type']) => type === 'guasto' || type === 'altro';

const blank = (value: string) => value.trim() === '';

/** Every rule at once, in the order of the fields on the page; `today` is the visitor's YYYY-MM-DD. */
export function validateAssistance(state: AssistanceState, today: string): AssistanceErrors {
  const errors: AssistanceErrors = {};
  const m = assistanceMessages;
  if (state.type === '') errors.type = m.type;
  if (state.contract.length > ASSISTANCE_LIMITS.short) errors.contract = m.tooLong(ASSISTANCE_LIMITS.short);
  if (needsPlace(state.type) && blank(state.place)) errors.place = m.place;
  else if (state.place.length > ASSISTANCE_LIMITS.place) errors.place = m.tooLong(ASSISTANCE_LIMITS.place);

  if (state.type === 'guasto' && state.stopped === '') errors.stopped = m.stopped;
  if (state.type === 'proroga') {
    if (blank(state.newEndDate)) errors.newEndDate = m.newEndDate;
    else if (!isIsoDate(state.newEndDate)) errors.newEndDate = m.invalidDate;
    else if (state.newEndDate < today) errors.newEndDate = m.newEndDatePast;
  }
  if (state.type === 'ritiro') {
    if (blank(state.lastUseDate)) errors.lastUseDate = m.lastUseDate;
    else if (!isIsoDate(state.lastUseDate)) errors.lastUseDate = m.invalidDate;
    if (blank(state.pickupFrom)) errors.pickupFrom = m.pickupFrom;
    else if (!isIsoDate(state.pickupFrom)) errors.pickupFrom = m.invalidDate;
    else if (state.pickupFrom < today) errors.pickupFrom = m.pickupFromPast;
    else if (isIsoDate(state.lastUseDate) && state.pickupFrom < state.lastUseDate)
      errors.pickupFrom = m.pickupBeforeLastUse;
    for (const field of ['pickupHours', 'access'] as const) {
      const max = field === 'access' ? ASSISTANCE_LIMITS.place : ASSISTANCE_LIMITS.short;
      if (state[field].length > max) errors[field] = m.tooLong(max);
    }
  }
  if (needsMessage(state.type) && blank(state.message))
    errors.message = state.type === 'guasto' ? m.problem : m.request;
  else if (state.message.length > ASSISTANCE_LIMITS.message) errors.message = m.tooLong(ASSISTANCE_LIMITS.message);

  if (blank(state.company)) errors.company = m.company;
  if (blank(state.name)) errors.name = m.name;
  if (blank(state.phone)) errors.phone = m.phone;
  if (blank(state.email)) {
    if (state.contact === 'email') errors.email = m.email;
  } else if (!isValidEmail(state.email)) errors.email = m.emailInvalid;
  for (const field of ['company', 'name', 'phone', 'email'] as const) {
    if (!errors[field] && state[field].length > ASSISTANCE_LIMITS.short)
      errors[field] = m.tooLong(ASSISTANCE_LIMITS.short);
  }
  if (!state.privacy) errors.privacy = m.privacy;
  return errors;
}

/** What the mail and the summary need to name, resolved by the page from its content. */
export interface AssistanceNames {
  /** The request type's name as the office wrote it (content/rental-assistance.json). */
  typeLabel: string;
  /** The chosen vehicle's name, or '' for "another machine, or I don't know". */
  machineName: string;
}

const given = (value: string) => value.trim() || assistanceText.notGiven;
const day = (iso: string) => (iso ? isoDateToItalian(iso) : '');
const optionLabel = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? '';

/** The dates of the request, in words: what the office plans around. */
export function assistanceDates(state: AssistanceState): string {
  if (state.type === 'proroga') return `Nuova data di fine: ${day(state.newEndDate)}`;
  if (state.type === 'ritiro')
    return `Ultimo giorno di utilizzo: ${day(state.lastUseDate)}; ritiro possibile dal ${day(state.pickupFrom)}`;
  return '';
}

const machineText = (names: AssistanceNames) => names.machineName || assistanceFields.otherMachine;

/** One line, to recognise the request in the waiting list and in a WhatsApp message. */
export function assistanceSummary(names: AssistanceNames): string {
  return `${names.typeLabel}: ${machineText(names)}`;
}

export function assistanceMailSubject(names: AssistanceNames): string {
  return assistanceText.mailSubject(names.typeLabel, machineText(names));
}

/** The whole request as plain text: the mail's full details, and the body of the mail-app fallback. */
export function assistanceDetails(state: AssistanceState, names: AssistanceNames, code: string): string {
  const f = assistanceFields;
  const lines = [
    `Codice richiesta: ${code}`,
    `TIPO DI RICHIESTA: ${names.typeLabel}`,
    '',
    'MEZZO',
    `${f.machine}: ${machineText(names)}`,
    `Contratto o DDT: ${given(state.contract)}`,
    `Luogo: ${given(state.place)}`,
  ];
  if (state.type === 'guasto') lines.push(`Mezzo fermo: ${optionLabel(f.stoppedOptions, state.stopped)}`);
  if (state.type === 'proroga') lines.push(`${f.newEndDate}: ${day(state.newEndDate)}`);
  if (state.type === 'ritiro')
    lines.push(
      `${f.lastUseDate}: ${day(state.lastUseDate)}`,
      `${f.pickupFrom}: ${day(state.pickupFrom)}`,
      `${f.pickupHours}: ${given(state.pickupHours)}`,
      `${f.access}: ${given(state.access)}`,
    );
  lines.push(
    '',
    'DATI DI CONTATTO',
    `${f.company}: ${state.company.trim()}`,
    `${f.name}: ${state.name.trim()}`,
    `${f.phone}: ${state.phone.trim()}`,
    `${f.email}: ${given(state.email)}`,
    `Contatto preferito: ${optionLabel(f.contactOptions, state.contact)}`,
    '',
    state.type === 'guasto' ? 'COSA SUCCEDE' : 'MESSAGGIO',
    given(state.message),
  );
  return lines.join('\n');
}

/**
 * The params of the assistance template (.env.example lists them): the request type, the machine,
 * the place, the dates and the code each on their own, so the template can put them in the subject
 * and at the top; the whole request in dettagli_completi.
 */
export function buildAssistanceParams(
  state: AssistanceState,
  names: AssistanceNames,
  code: string,
): Record<string, string> {
  return {
    codice: code,
    oggetto: `${assistanceMailSubject(names)} (${code})`,
    tipo: names.typeLabel,
    mezzo: machineText(names),
    luogo: given(state.place),
    date: assistanceDates(state) || assistanceText.notGiven,
    contratto: given(state.contract),
    azienda: state.company.trim(),
    nome: state.name.trim(),
    telefono: state.phone.trim(),
    email: state.email.trim(),
    contatto_preferito: optionLabel(assistanceFields.contactOptions, state.contact),
    messaggio: state.message.trim(),
    dettagli_completi: assistanceDetails(state, names, code),
  };
}

/** The state as sent: every text trimmed. */
export function trimmedAssistance(state: AssistanceState): AssistanceState {
  const trimmed = { ...state };
  for (const [key, value] of Object.entries(state)) {
    if (typeof value === 'string') (trimmed as Record<string, unknown>)[key] = value.trim();
  }
  return trimmed;
}
