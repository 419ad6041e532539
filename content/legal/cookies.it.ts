import { legalFacts as f } from './facts';
import type { CookiesPolicy } from './types';

const { company } = f;

export const cookiesIt = {
  lang: 'it',
  title: 'Cookies Policy',
  subtitle: `Come il sito di ${company.legalName} usa cookie e strumenti simili e come puoi gestire le tue preferenze.`,
  intro: [
    "Questa pagina descrive tutti i cookie e gli strumenti simili usati dal sito, secondo l'art. 122 del Codice privacy (D.Lgs. 196/2003) e le Linee guida del Garante per la protezione dei dati personali del 10 giugno 2021.",
  ],
  sections: [
    {
      id: 'cosa-sono',
      title: 'Cosa sono i cookie',
      blocks: [
        'I cookie sono piccoli file di testo che un sito salva nel tuo browser per ricordare informazioni tra una pagina e l’altra o tra una visita e l’altra. Strumenti simili, come il localStorage e il sessionStorage, salvano informazioni nel browser allo stesso modo: in questa pagina li trattiamo come i cookie.',
        'I cookie possono essere impostati dal sito che visiti (cookie di prima parte) o da servizi esterni i cui contenuti compaiono nella pagina (cookie di terze parti).',
      ],
    },
    {
      id: 'come-li-usiamo',
      title: 'Come li usiamo',
      blocks: [
        `Il sito di ${company.brand} non imposta cookie propri. Usa soltanto due strumenti tecnici, necessari al suo funzionamento, che restano nel tuo browser e non ci vengono trasmessi:`,
        {
          table: {
            caption: 'Strumenti usati direttamente dal sito',
            head: ['Nome', 'Tipo', 'Finalità', 'Durata'],
            rows: [
              [
                f.consentStorageKey,
                'localStorage, tecnico',
                'Ricorda la tua scelta sul banner dei cookie (accettazione o chiusura) e quando l’hai fatta.',
                'Finché non cambi la scelta o cancelli i dati del browser',
              ],
              [
                'Bozza del modulo di richiesta',
                'sessionStorage, tecnico',
                'Conserva ciò che scrivi nel modulo della pagina Contatti se ricarichi la pagina, perché nulla vada perso.',
                "Fino all'invio riuscito o alla chiusura della scheda",
              ],
            ],
          },
        },
        'Non usiamo cookie di statistica, di profilazione o di marketing.',
      ],
    },
    {
      id: 'tipi',
      title: 'Tipi di cookie',
      blocks: [
        {
          list: [
            'Cookie tecnici necessari: permettono la navigazione e i servizi che chiedi; non richiedono consenso. Sono gli unici strumenti che il sito usa direttamente.',
            'Cookie di prestazione (statistici): misurano come viene usato un sito. Il nostro sito non ne usa.',
            'Cookie di funzionalità: ricordano preferenze come la lingua. Il nostro sito non ne usa: la lingua di queste pagine è indicata nell’indirizzo (?lang=en).',
            'Cookie di marketing (profilazione): creano profili per pubblicità mirata. Il nostro sito non ne usa.',
          ],
        },
      ],
    },
    {
      id: 'terze-parti',
      title: 'Cookie di terze parti',
      blocks: [
        {
          list: [
            'Statistiche (analytics): nessuna. Il sito non usa Google Analytics né altri strumenti di misurazione.',
            `Social network: nessun plugin né contenuto incorporato. I link a ${f.socialNetworks} sono semplici collegamenti: quei siti impostano i propri cookie solo se li visiti.`,
            [
              `Mappe: la mappa della sede nella pagina Contatti è fornita da ${f.mapProvider.name}, che può impostare cookie propri. La carichiamo solo dopo il tuo consenso o se fai clic sul riquadro della mappa; altrimenti vedi l'indirizzo e un link per aprire la mappa. Come ${f.mapProvider.company} tratta i dati è spiegato nella sua `,
              { text: 'informativa sulla privacy', href: f.mapProvider.privacyUrl },
              '.',
            ],
            'Chat: il sito non ha chat né assistenti virtuali di terze parti.',
            `Servizio di posta: quando invii il modulo di richiesta o una segnalazione anonima, il browser contatta ${f.mailService.name} per trasmettere il messaggio; il sito non salva cookie per questo invio.`,
          ],
        },
      ],
    },
    {
      id: 'gestione',
      title: 'Gestire i cookie',
      blocks: [
        'Alla prima visita un banner ti permette di accettare i contenuti di terze parti oppure di chiuderlo: chiudendolo con la X restano attivi solo gli strumenti tecnici.',
        'Puoi cambiare idea in ogni momento con il link “Preferenze cookie” in fondo a ogni pagina, oppure con questo pulsante:',
        { cookiePreferences: 'Apri le preferenze cookie' },
        'Puoi anche bloccare o cancellare cookie e dati dei siti dalle impostazioni del browser:',
        { list: f.browserHelp.map(({ browser, url }) => [{ text: browser, href: url }]) },
        'Se blocchi anche gli strumenti tecnici, il sito non potrà ricordare la tua scelta e il banner ricomparirà a ogni visita.',
      ],
    },
    {
      id: 'durata',
      title: 'Durata dei cookie',
      blocks: [
        'I cookie di sessione si cancellano quando chiudi il browser o la scheda; i cookie persistenti restano fino alla loro scadenza o finché non li cancelli.',
        `Sul nostro sito la bozza del modulo è di sessione (sessionStorage); la scelta sui cookie è persistente (localStorage) e resta finché non la cambi o non cancelli i dati del browser. La durata dei cookie di ${f.mapProvider.name}, se accetti, è stabilita da ${f.mapProvider.company}.`,
      ],
    },
    {
      id: 'diritti',
      title: 'I tuoi diritti',
      blocks: [
        'Puoi dare, rifiutare o revocare il consenso in ogni momento, senza conseguenze sull’uso del sito: senza consenso vedi comunque l’indirizzo della sede e il link alla mappa.',
        [
          'Per i dati personali eventualmente trattati tramite cookie hai i diritti degli articoli da 15 a 22 del GDPR, descritti nella ',
          { text: 'Privacy Policy', href: f.paths.privacy },
          ', compreso il reclamo al Garante per la protezione dei dati personali (',
          { text: f.supervisor.label, href: f.supervisor.url },
          ').',
        ],
      ],
    },
    {
      id: 'aggiornamenti',
      title: 'Aggiornamenti',
      blocks: [
        'Aggiorniamo questa pagina quando cambiano gli strumenti usati dal sito. Se in futuro aggiungessimo cookie che richiedono il consenso, te lo chiederemo di nuovo con il banner. La data dell’ultimo aggiornamento è indicata in alto.',
      ],
    },
    {
      id: 'contatti',
      title: 'Contatti',
      blocks: [`Per domande su questa cookies policy puoi contattare ${company.legalName}:`, { contact: true }],
    },
  ],
} as const satisfies CookiesPolicy;
