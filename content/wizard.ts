/**
 * Options and labels of the four-step request wizard on /contatti (docs/product.md: "Content model", "Behaviour", "Validation").
 * The lists of services and vehicles come from content/services.ts and content/fleet.ts.
 */

export type RequestType = 'service' | 'rental';
export type ProjectType = 'nuovo' | 'espansione' | 'manutenzione' | 'consulenza';
export type Timeline = 'urgente' | 'breve' | 'medio' | 'lungo' | 'pianificazione';
export type RentalDuration = 'giornaliero' | 'settimanale' | 'mensile' | 'trimestrale' | 'annuale' | 'flessibile';
export type Budget = '' | 'small' | 'medium' | 'large' | 'enterprise';
export type PreferredContact = 'email' | 'phone';

export interface Option<T extends string> {
  value: T;
  label: string;
}

export { wizardSteps, WIZARD_STEP_COUNT, wizardText } from './wizardText';

export const requestTypes: readonly (Option<RequestType> & { description: string; mailLabel: string })[] = [
  {
    value: 'service',
    label: 'Servizio',
    mailLabel: 'Servizio',
    description: 'Sicurezza, manutenzione, logistica, facility management e gli altri nostri servizi.',
  },
  {
    value: 'rental',
    label: 'Noleggio mezzi',
    mailLabel: 'Noleggio',
    description: 'Carrelli elevatori, mezzi di movimentazione, movimento terra e piattaforme aeree.',
  },
];

export const projectTypes: readonly Option<ProjectType>[] = [
  { value: 'nuovo', label: 'Nuovo progetto' },
  { value: 'espansione', label: 'Espansione di un servizio esistente' },
  { value: 'manutenzione', label: 'Manutenzione' },
  { value: 'consulenza', label: 'Consulenza' },
];

export const timelines: readonly Option<Timeline>[] = [
  { value: 'urgente', label: 'Urgente (entro 1 settimana)' },
  { value: 'breve', label: 'Breve termine (entro 1 mese)' },
  { value: 'medio', label: 'Medio termine (1-3 mesi)' },
  { value: 'lungo', label: 'Lungo termine (oltre 3 mesi)' },
  { value: 'pianificazione', label: 'In fase di pianificazione' },
];

export const rentalDurations: readonly Option<RentalDuration>[] = [
  { value: 'giornaliero', label: 'Giornaliero' },
  { value: 'settimanale', label: 'Settimanale' },
  { value: 'mensile', label: 'Mensile' },
  { value: 'trimestrale', label: 'Trimestrale' },
  { value: 'annuale', label: 'Annuale' },
  { value: 'flessibile', label: 'Flessibile (da definire)' },
];

/** Budget bands differ by request type (docs/product.md, "Content model"). */
export const budgetBands: Record<RequestType, readonly Option<Budget>[]> = {
  service: [
    { value: '', label: 'Preferisco non indicarlo' },
    { value: 'small', label: 'Fino a 5.000 €' },
    { value: 'medium', label: '5.000 € - 20.000 €' },
    { value: 'large', label: '20.000 € - 50.000 €' },
    { value: 'enterprise', label: 'Oltre 50.000 €' },
  ],
  rental: [
    { value: '', label: 'Preferisco non indicarlo' },
    { value: 'small', label: 'Fino a 1.000 €' },
    { value: 'medium', label: '1.000 € - 5.000 €' },
    { value: 'large', label: '5.000 € - 15.000 €' },
    { value: 'enterprise', label: 'Oltre 15.000 €' },
  ],
};

export const preferredContacts: readonly Option<PreferredContact>[] = [
  { value: 'email', label: 'E-mail' },
  { value: 'phone', label: 'Telefono' },
];

/** Length caps (issue 6, "abuse and bad input"). */
export const WIZARD_LIMITS = {
  message: 5000,
  details: 5000,
  short: 120,
} as const;

export function optionLabel<T extends string>(options: readonly Option<T>[], value: T | '' | undefined): string {
  return options.find((option) => option.value === value)?.label ?? '';
}
