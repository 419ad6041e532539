/**
 * Words of the application form on /lavora-con-noi, apart from the page text (careers.ts) so the
 * form's client bundle carries only what it shows.
 */
export type ApplicationType = 'spontanea' | 'linkedin' | 'posizione';

export const careersForm = {
  form: {
    title: 'Invia la tua candidatura',
    nome: 'Nome',
    cognome: 'Cognome',
    email: 'Email',
    telefono: 'Telefono',
    tipoCandidatura: 'Tipo di candidatura',
    posizioneLinkedin: 'Posizione pubblicata su LinkedIn',
    posizioneHint: 'Il titolo dell’annuncio a cui rispondi.',
    posizione: 'Posizione aperta',
    posizioneScegli: 'Scegli una posizione',
    messaggio: 'Lettera di presentazione',
    privacyBefore: 'Ho letto l’',
    privacyLink: 'informativa sulla privacy',
    privacyAfter: ' e acconsento al trattamento dei miei dati per la selezione.',
    submit: 'Prepara email',
    preparing: 'Preparazione in corso...',
    /** Shown until the script runs (always, with scripts off), followed by the HR address. */
    noScript: 'Il modulo prepara l’email con JavaScript attivo. Senza, scrivici direttamente a',
    required: 'obbligatorio',
  },
  types: [
    { value: 'spontanea', label: 'Candidatura spontanea' },
    { value: 'linkedin', label: 'Risposta a un annuncio su LinkedIn' },
    // Offered only while a position is open on the site (/lavora-con-noi/<slug>).
    { value: 'posizione', label: 'Posizione aperta sul sito' },
  ] as const satisfies readonly { value: ApplicationType; label: string }[],
  messages: {
    nome: 'Inserisci il tuo nome',
    cognome: 'Inserisci il tuo cognome',
    email: 'Inserisci la tua email',
    emailInvalid: 'Inserisci un indirizzo email valido',
    telefono: 'Inserisci il tuo numero di telefono',
    tipoCandidatura: 'Seleziona il tipo di candidatura',
    posizioneLinkedin: 'Indica la posizione per cui ti candidi',
    posizione: 'Scegli la posizione per cui ti candidi',
    messaggio: 'Scrivi una breve lettera di presentazione',
    privacy: "Devi accettare l'informativa sulla privacy",
    tooLong: (max: number) => `Puoi scrivere al massimo ${max} caratteri`,
  },
  limits: { messaggio: 5000, short: 120 },
  success: {
    title: 'Email Preparata!',
    text: 'Il tuo programma di posta si è aperto con il messaggio già compilato: ricordati di allegare il curriculum prima di inviarlo.',
  },
  tooLong: {
    title: 'Lettera troppo lunga per un link e-mail',
    text: 'Il messaggio aperto nel tuo programma di posta contiene solo l’inizio della lettera. Abbiamo copiato il testo completo: incollalo nel messaggio al posto di quello abbreviato, oppure copialo da qui.',
    copy: 'Copia il testo completo',
    copied: 'Testo copiato',
  },
  error: "Si è verificato un errore durante l'apertura del client email. Contattaci direttamente all'indirizzo",
  mail: {
    greeting: 'Gentile Ufficio Risorse Umane,',
    opening: 'vi invio la mia candidatura.',
    closing: 'Allego il mio curriculum vitae.',
    shortened: '[…] La lettera continua: incolla qui il testo completo copiato dal sito.',
  },
} as const;
