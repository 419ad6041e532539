import { company } from './company';
import { pages } from './pages';

/**
 * /segnalazione-anonima: the site's general anonymous report form (docs/product.md, decisions
 * "whistleblowing channel" and "anonymity"). The guarantee box says only what the site itself does.
 */
export const report = {
  hero: {
    eyebrow: 'Canale anonimo',
    title: 'Segnalazione anonima',
    lead: 'Scrivi a Gielle senza lasciare nome, e-mail o altri dati che ti identifichino.',
  },
  card: {
    title: 'Invia una segnalazione',
    intro:
      'Usa questo modulo per comportamenti scorretti, problemi di sicurezza o qualunque fatto che ritieni debba conoscere la direzione.',
    whistleblowingNote:
      'Per le segnalazioni di illeciti ai sensi del D.Lgs. 24/2023 usa il canale dedicato descritto nella pagina',
    whistleblowingLinkLabel: 'Whistleblowing',
    whistleblowingHref: pages.whistleblowing.path,
  },
  fields: {
    subject: 'Oggetto',
    subjectHint: 'Una frase che riassuma la segnalazione.',
    message: 'Messaggio',
    messageHint: 'Descrivi i fatti: cosa, dove, quando. Non inserire dati che possano identificarti.',
  },
  limits: { subject: 200, message: 5000 },
  guarantee: {
    title: 'Garanzia di anonimato',
    items: [
      'Il modulo non chiede nome, e-mail, telefono o altri dati personali.',
      'Il sito non registra il tuo indirizzo IP e non lo aggiunge alla segnalazione, né invia informazioni sul tuo browser o dispositivo.',
      'Inviamo solo oggetto, messaggio e data e ora dell’invio.',
      'Nessun servizio esterno viene contattato finché non premi "Invia segnalazione".',
    ],
  },
  submit: 'Invia segnalazione',
  sending: 'Invio in corso...',
  /** Under the send button while it is disabled: how to make it work. */
  readyHint: 'Compila oggetto e messaggio per inviare la segnalazione.',
  /** Instead, until the script runs (always, with scripts off). */
  noScriptHint:
    'L’invio anonimo funziona con JavaScript attivo: attivalo nel browser e ricarica la pagina. Nessun dato viene inviato senza.',
  homeLink: 'Torna alla home',
  errorPrefix: "Errore durante l'invio: ",
  unknownError: 'Errore sconosciuto',
  // No connection (issue 19): a report is never kept on the device, so it waits in the page only.
  offline:
    'Sei offline: la segnalazione non può partire adesso. Per proteggere il tuo anonimato non la salviamo su questo dispositivo: il testo resta solo in questa pagina finché non la chiudi. Riprova appena torni online.',
  retry: 'Riprova l’invio',
  throttled: 'Hai appena inviato una segnalazione: attendi qualche secondo prima di inviarne un’altra.',
  notConfigured:
    'L’invio online delle segnalazioni non è al momento configurato. Per una segnalazione anonima puoi usare il canale descritto nella pagina Whistleblowing.',
  success: {
    title: 'Segnalazione inviata',
    text: 'Grazie. La tua segnalazione è stata inviata in forma anonima e sarà esaminata con riservatezza.',
    again: "Invia un'altra segnalazione",
    home: 'Torna alla home',
  },
  /** Fixed recipient and sender label of the e-mail (docs/product.md, "Content model"). */
  recipient: company.email.reports,
  fromName: 'anonymous report - website',
} as const;
