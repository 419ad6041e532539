/**
 * The request wizard's messages (docs/product.md, "Validation", word for word) and its date rules,
 * in a module of their own: the rental assistance form says the same sentence for the same mistake
 * without carrying the wizard's whole validation into its page (lib/wizardValidation.ts re-exports
 * them).
 */
export const wizardMessages = {
  requestType: 'Seleziona il tipo di richiesta',
  selectedService: 'Seleziona un servizio',
  vehicleType: 'Seleziona un mezzo da noleggiare',
  projectType: 'Seleziona un tipo di progetto',
  timeline: 'Seleziona una tempistica prevista',
  rentalDuration: 'Seleziona la durata del noleggio',
  startDate: 'Seleziona una data di inizio',
  endDate: 'Seleziona una data di fine',
  startDatePast: 'La data di inizio non può essere precedente a oggi',
  endDatePast: 'La data di fine non può essere precedente a oggi',
  endBeforeStart: 'La data di fine non può essere precedente alla data di inizio',
  invalidDate: 'Inserisci una data valida',
  firstName: 'Inserisci il tuo nome',
  lastName: 'Inserisci il tuo cognome',
  phone: 'Inserisci il tuo numero di telefono',
  email: 'Inserisci la tua email',
  emailInvalid: 'Inserisci un indirizzo email valido',
  message: 'Inserisci un messaggio',
  privacy: "Devi accettare l'informativa sulla privacy",
  tooLong: (max: number) => `Puoi scrivere al massimo ${max} caratteri`,
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today as YYYY-MM-DD in the visitor's own calendar (what a date input shows). */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
