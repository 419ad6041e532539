/** Validation of the careers form (docs/product.md, "Validation"). */
import { careersForm } from '@/content/careersForm';
import { isValidEmail } from './emailAddress';
import type { JobApplication } from './careersMail';

export interface CareersFormState extends JobApplication {
  /** The slug of the chosen open position (type 'posizione'); the mail names its title. */
  posizione: string;
  privacy: boolean;
}

export type CareersField = keyof CareersFormState;
export type CareersErrors = Partial<Record<CareersField, string>>;

export const initialCareersState: CareersFormState = {
  nome: '',
  cognome: '',
  email: '',
  telefono: '',
  tipoCandidatura: 'spontanea',
  posizioneLinkedin: '',
  posizione: '',
  messaggio: '',
  privacy: false,
};

/**
 * The errors of an application, by field. `positions`: the slugs of the positions open on the site,
 * which the third type chooses from; with none open that type is not offered.
 */
export function validateApplication(state: CareersFormState, positions: readonly string[] = []): CareersErrors {
  const { messages, limits } = careersForm;
  const errors: CareersErrors = {};
  const blank = (value: string) => value.trim() === '';
  if (blank(state.nome)) errors.nome = messages.nome;
  if (blank(state.cognome)) errors.cognome = messages.cognome;
  if (blank(state.email)) errors.email = messages.email;
  else if (!isValidEmail(state.email)) errors.email = messages.emailInvalid;
  if (blank(state.telefono)) errors.telefono = messages.telefono;
  const offered =
    careersForm.types.some((type) => type.value === state.tipoCandidatura) &&
    (state.tipoCandidatura !== 'posizione' || positions.length > 0);
  if (!offered) errors.tipoCandidatura = messages.tipoCandidatura;
  else if (state.tipoCandidatura === 'posizione' && !positions.includes(state.posizione))
    errors.posizione = messages.posizione;
  if (state.tipoCandidatura === 'linkedin' && blank(state.posizioneLinkedin))
    errors.posizioneLinkedin = messages.posizioneLinkedin;
  if (blank(state.messaggio)) errors.messaggio = messages.messaggio;
  else if (state.messaggio.length > limits.messaggio) errors.messaggio = messages.tooLong(limits.messaggio);
  for (const field of ['nome', 'cognome', 'email', 'telefono', 'posizioneLinkedin'] as const) {
    if (!errors[field] && state[field].length > limits.short) errors[field] = messages.tooLong(limits.short);
  }
  if (!state.privacy) errors.privacy = messages.privacy;
  return errors;
}
