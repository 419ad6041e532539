/**
 * The rental assistance form's fixed words (issue 69): its fields, rules and mail labels. They follow
 * the request wizard's (content/wizard.ts, lib/wizardValidation.ts): the same sentence for the same
 * mistake. The page's prose, and each request's name and description, are the office's, in
 * content/rental-assistance.json.
 */
import { wizardMessages } from '@/lib/formRules';

export const ASSISTANCE_TYPES = ['guasto', 'proroga', 'ritiro', 'altro'] as const;
export type AssistanceType = (typeof ASSISTANCE_TYPES)[number];

/** The answer to "is the machine stopped?". */
export type MachineStopped = '' | 'si' | 'no';
export type AssistanceContact = 'phone' | 'email';

export const ASSISTANCE_LIMITS = { short: 120, place: 300, message: 5000 } as const;

export const assistanceFields = {
  type: 'Di cosa hai bisogno?',
  machine: 'Mezzo',
  otherMachine: 'Un altro mezzo o non lo so',
  machineHint: 'Se non è nell’elenco, scrivi nel messaggio marca, modello o targa.',
  contract: 'Numero di contratto o di documento di trasporto (DDT)',
  place: 'Indirizzo del cantiere o luogo in cui si trova il mezzo',
  placeHint: 'Via e comune, o un riferimento che il tecnico possa trovare.',
  stopped: 'Il mezzo è fermo?',
  stoppedOptions: [
    { value: 'si', label: 'Sì, non si può usare' },
    { value: 'no', label: 'No, funziona ma ha un problema' },
  ],
  problem: 'Cosa succede',
  problemHint: 'Cosa hai notato, eventuali messaggi di errore, da quando.',
  newEndDate: 'Nuova data di fine noleggio',
  lastUseDate: 'Ultimo giorno di utilizzo',
  pickupFrom: 'Il mezzo si può ritirare dal',
  pickupHours: 'Orari in cui si può ritirare',
  pickupHoursHint: 'Facoltativo. Es. dalle 8 alle 12, o solo il pomeriggio.',
  access: 'Note per l’accesso',
  accessHint: 'Facoltativo. Cancelli, referente sul posto, spazi di manovra, chiavi.',
  request: 'La tua richiesta',
  message: 'Messaggio',
  optional: 'Facoltativo.',
  company: 'Azienda',
  name: 'Nome e cognome',
  phone: 'Telefono',
  email: 'Email',
  emailHint: 'Facoltativa, se preferisci essere ricontattato per telefono.',
  contact: 'Come preferisci essere ricontattato?',
  contactOptions: [
    { value: 'phone', label: 'Telefono' },
    { value: 'email', label: 'E-mail' },
  ],
  privacyBefore: 'Ho letto l’',
  privacyLink: 'informativa sulla privacy',
  privacyAfter: ' e acconsento al trattamento dei dati per gestire questa richiesta.',
} as const;

export const assistanceMessages = {
  type: wizardMessages.requestType,
  stopped: 'Indica se il mezzo è fermo',
  problem: 'Descrivi cosa succede al mezzo',
  place: 'Inserisci l’indirizzo o il luogo in cui si trova il mezzo',
  newEndDate: 'Seleziona la nuova data di fine',
  newEndDatePast: 'La nuova data di fine non può essere precedente a oggi',
  lastUseDate: 'Seleziona l’ultimo giorno di utilizzo',
  pickupFrom: 'Seleziona da quando il mezzo si può ritirare',
  pickupFromPast: 'La data di ritiro non può essere precedente a oggi',
  pickupBeforeLastUse: 'La data di ritiro non può essere precedente all’ultimo giorno di utilizzo',
  invalidDate: wizardMessages.invalidDate,
  request: 'Scrivi la tua richiesta',
  company: 'Inserisci il nome dell’azienda',
  name: 'Inserisci il tuo nome',
  phone: wizardMessages.phone,
  email: wizardMessages.email,
  emailInvalid: wizardMessages.emailInvalid,
  privacy: wizardMessages.privacy,
  tooLong: wizardMessages.tooLong,
} as const;

export const assistanceText = {
  submit: 'Invia richiesta',
  sending: 'Invio in corso...',
  whatsappBreakdown: 'Buongiorno, ho un mezzo a noleggio Gielle Rental fermo e mi serve assistenza.',
  lineHours: 'La linea assistenza risponde',
  another: 'Invia un’altra richiesta',
  backToRental: 'Torna a Gielle Rental',
  mailSubject: (type: string, machine: string) => `Assistenza noleggio - ${type}${machine ? `: ${machine}` : ''}`,
  notGiven: 'Non indicato',
} as const;
