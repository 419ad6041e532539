/** Validation of the careers form (docs/product.md, "Validation"). */
import { careersForm } from '@/content/careersForm';
import { isValidEmail } from './emailAddress';
import type { JobApplication } from './mailto';

export interface CareersFormState extends JobApplication {
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
  messaggio: '',
  privacy: false,
};

export function validateApplication(state: CareersFormState): CareersErrors {
  const { messages, limits } = careersForm;
  const errors: CareersErrors = {};
  const blank = (value: string) => value.trim() === '';
  if (blank(state.nome)) errors.nome = messages.nome;
  if (blank(state.cognome)) errors.cognome = messages.cognome;
  if (blank(state.email)) errors.email = messages.email;
  else if (!isValidEmail(state.email)) errors.email = messages.emailInvalid;
  if (blank(state.telefono)) errors.telefono = messages.telefono;
  if (!careersForm.types.some((type) => type.value === state.tipoCandidatura)) errors.tipoCandidatura = messages.tipoCandidatura;
  if (state.tipoCandidatura === 'linkedin' && blank(state.posizioneLinkedin)) errors.posizioneLinkedin = messages.posizioneLinkedin;
  if (blank(state.messaggio)) errors.messaggio = messages.messaggio;
  else if (state.messaggio.length > limits.messaggio) errors.messaggio = messages.tooLong(limits.messaggio);
  for (const field of ['nome', 'cognome', 'email', 'telefono', 'posizioneLinkedin'] as const) {
    if (!errors[field] && state[field].length > limits.short) errors[field] = messages.tooLong(limits.short);
  }
  if (!state.privacy) errors.privacy = messages.privacy;
  return errors;
}
