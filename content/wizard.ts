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

export const wizardSteps = ['Selezione', 'Dettagli', 'Contatti', 'Conferma'] as const;
export const WIZARD_STEP_COUNT = wizardSteps.length;

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

export const wizardText = {
  title: 'Richiedi un preventivo',
  intro: 'Quattro passi, pochi minuti: ti rispondiamo entro 24 ore lavorative.',
  stepOf: (step: number) => `Passo ${step} di ${WIZARD_STEP_COUNT}`,
  back: 'Indietro',
  next: 'Avanti',
  submit: 'Invia richiesta',
  sending: 'Invio in corso...',
  edit: 'Modifica',
  allCategories: 'Tutte le categorie',
  noVehicles: 'Nessun mezzo disponibile per questa categoria',
  // A request for several vehicles (issue 12).
  chosenVehicles: (count: number) => `Mezzi nella richiesta (${count})`,
  addAnotherVehicle: 'Aggiungi un altro mezzo',
  addAnotherHint: 'Il mezzo scelto resta nella richiesta e puoi sceglierne un altro.',
  remove: 'Togli',
  removeVehicle: (name: string) => `Togli ${name} dalla richiesta`,
  successTitle: 'Richiesta inviata con successo!',
  successText: 'Grazie: abbiamo ricevuto la tua richiesta e ti ricontatteremo entro 24 ore lavorative.',
  successHome: 'Torna alla home',
  successServices: 'Scopri gli altri servizi',
  successRental: 'Torna a Gielle Rental',
  // Saved on the device when it could not leave it (issue 19).
  savedTitle: 'Richiesta salvata: la invieremo appena torni online',
  savedText:
    'La richiesta resta su questo dispositivo e parte da sola quando la connessione torna, anche se chiudi la pagina e la riapri più tardi.',
  // The mail service answered 429 or 5xx while the visitor was online (issue 43): not "offline".
  serviceSavedTitle: 'Richiesta salvata: il servizio email non ha risposto',
  serviceSavedText:
    'La richiesta resta su questo dispositivo e la invieremo di nuovo da soli ogni minuto, finché non parte, anche se chiudi la pagina e la riapri più tardi: non devi fare nulla.',
  savedCode: 'Codice della richiesta',
  // A saved request that has just left from this page, after a reload too (issue 43).
  sentFromDevice: 'Richiesta inviata',
  sentFromDeviceText: 'Ti ricontatteremo entro 24 ore lavorative.',
  cancelledTitle: 'Richiesta annullata',
  cancelledText: 'Non verrà inviata e non resta su questo dispositivo.',
  pendingTitle: 'Richieste in attesa di invio',
  pendingCancel: (code: string) => `Annulla la richiesta ${code}`,
  pendingRefused:
    'Il servizio email non ha accettato questa richiesta: inviala con il tuo programma di posta o chiamaci.',
  draftRestored: 'Abbiamo ripristinato la bozza che stavi compilando.',
  draftDiscard: 'Ricomincia da capo',
  throttled: 'Hai appena inviato una richiesta: attendi qualche secondo prima di inviarne un’altra.',
  notConfigured:
    'L’invio online delle richieste non è al momento configurato. Puoi inviare la stessa richiesta con il tuo programma di posta.',
  mailFallback: 'Invia la richiesta con il tuo programma di posta',
  mailFallbackHint: 'Si aprirà un messaggio già compilato con i dati della tua richiesta, indirizzato a',
  mailFallbackShortened:
    'La richiesta è lunga: il messaggio e-mail ne conterrà solo l’inizio. Copia il testo completo e incollalo nel messaggio.',
  mailFallbackCopy: 'Copia il testo della richiesta',
  mailFallbackCopied: 'Testo copiato',
  /** Ends the shortened mail body, in place of the part cut off. */
  mailFallbackCutNote: '[…] Il testo completo della richiesta è stato copiato dal sito: incollalo qui.',
  progressLabel: 'Avanzamento della richiesta',
} as const;
