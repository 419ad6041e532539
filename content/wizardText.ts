/**
 * The request wizard's sentences, apart from its options (content/wizard.ts re-exports them): the
 * outbox's messages (saved, pending, sent, cancelled) and the mail-app fallback are shared with the
 * rental assistance form, whose page then does not carry the wizard's lists.
 */
export const wizardSteps = ['Selezione', 'Dettagli', 'Contatti', 'Conferma'] as const;
export const WIZARD_STEP_COUNT = wizardSteps.length;

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
  // A request that has left, on the wizard's and the assistance form's success screens (issue 69).
  sentCode: 'Codice richiesta',
  copyCode: 'Copia il codice',
  codeCopied: 'Codice copiato',
  whatsapp: 'Scrivici su WhatsApp',
  /** The WhatsApp hand-off's prefilled text: the request in one line and its code. */
  whatsappRequest: (summary: string, code: string) => `${summary}. Codice richiesta ${code}`,
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
