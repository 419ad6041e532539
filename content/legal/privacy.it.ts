import { legalFacts as f } from './facts';
import type { PrivacyPolicy } from './types';

const { company } = f;

export const privacyIt = {
  lang: 'it',
  title: 'Privacy Policy',
  subtitle: `Informativa sul trattamento dei dati personali di ${company.legalName}, ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (GDPR).`,
  intro: [
    `Questa informativa spiega quali dati personali tratta il sito di ${company.brand}, perché, per quanto tempo e quali diritti hai. Il sito è una vetrina pubblica: non ha account utente né un archivio di dati proprio, e i messaggi che invii partono attraverso un servizio di posta di terze parti o dal tuo programma di posta.`,
  ],
  sections: [
    {
      id: 'titolare',
      title: 'Titolare del trattamento',
      blocks: [
        `Il titolare del trattamento è ${company.legalName}, con sede in ${f.fullAddress}, partita IVA ${company.vatNumber}, REA ${company.rea}.`,
        { contact: true },
      ],
    },
    {
      id: 'finalita',
      title: 'Finalità del trattamento',
      blocks: [
        'Trattiamo i dati personali solo per queste finalità:',
        {
          list: [
            'rispondere alle richieste di informazioni e di preventivo inviate con il modulo della pagina Contatti, per telefono o per e-mail;',
            'valutare le candidature che ci invii per e-mail dalla pagina Lavora con noi;',
            'ricevere e gestire le segnalazioni inviate con il modulo di segnalazione anonima;',
            'far funzionare il sito in modo sicuro e ricordare la tua scelta sui cookie;',
            'adempiere agli obblighi di legge e, se necessario, far valere o difendere i nostri diritti.',
          ],
        },
        'Non usiamo i dati per profilazione, per marketing né per decisioni automatizzate.',
      ],
    },
    {
      id: 'dati-raccolti',
      title: 'Dati raccolti',
      blocks: [
        {
          list: [
            [
              { text: 'Modulo di richiesta', href: f.paths.contacts },
              ` (pagina Contatti): nome e cognome, e-mail, telefono, azienda e ruolo (facoltativi), modalità di contatto preferita, i dettagli della richiesta (servizio o mezzo, tempi, budget, note) e il messaggio. Quando premi Invia, questi dati sono trasmessi dal tuo browser al servizio di posta di terze parti ${f.mailService.name}, che li recapita alla nostra casella.`,
            ],
            [
              { text: 'Segnalazione anonima', href: f.paths.anonymousReport },
              `: soltanto oggetto, messaggio e data e ora dell'invio, trasmessi anch'essi con ${f.mailService.name}. Il modulo non chiede e il sito non aggiunge nome, e-mail, indirizzo IP o altri dati che ti identifichino: se vuoi restare anonimo, non inserirne nel testo. Per le segnalazioni previste dal D.Lgs. 24/2023 usa il canale descritto nella pagina `,
              { text: 'Whistleblowing', href: f.paths.whistleblowing },
              '.',
            ],
            [
              { text: 'Candidature', href: f.paths.careers },
              ` (pagina Lavora con noi): il modulo non invia nulla attraverso il sito. Prepara un messaggio e apre il tuo programma di posta, indirizzato a ${company.email.hr}; trattiamo i dati che decidi di inviarci con quel messaggio, compreso il curriculum che alleghi.`,
            ],
            'Contatti diretti: i dati che ci comunichi scrivendo o telefonando ai nostri recapiti.',
            "Dati tecnici di navigazione: il fornitore che ospita il sito può registrare nei propri log tecnici dati come l'indirizzo IP, la data e l'ora e la pagina richiesta, per la sicurezza e il funzionamento del servizio. Non li usiamo per identificarti.",
            `Memoria del browser: il sito salva nel tuo browser la tua scelta sui cookie (localStorage, chiave ${f.consentStorageKey}) e, mentre compili il modulo di richiesta, una bozza nella memoria della sessione (sessionStorage), cancellata dopo l'invio o alla chiusura della scheda. Questi dati restano sul tuo dispositivo e non ci vengono trasmessi.`,
          ],
        },
        'Il sito non usa strumenti di statistica o di analisi del traffico (analytics).',
      ],
    },
    {
      id: 'base-giuridica',
      title: 'Base giuridica',
      blocks: [
        {
          list: [
            'Richieste di informazioni e preventivi: esecuzione di misure precontrattuali adottate su tua richiesta (art. 6, par. 1, lett. b GDPR).',
            "Candidature: misure precontrattuali in vista di un'eventuale assunzione (art. 6, par. 1, lett. b GDPR e art. 111-bis del Codice privacy, D.Lgs. 196/2003).",
            'Segnalazioni anonime e sicurezza del sito: il nostro legittimo interesse a conoscere e correggere irregolarità e a proteggere il sito (art. 6, par. 1, lett. f GDPR).',
            'Obblighi di legge: art. 6, par. 1, lett. c GDPR.',
            `Mappa di ${f.mapProvider.name} nella pagina Contatti: il tuo consenso (art. 6, par. 1, lett. a GDPR e art. 122 del Codice privacy), che puoi revocare in ogni momento.`,
            'Memoria della scelta sui cookie e bozza del modulo: strumenti tecnici necessari a fornire il servizio che chiedi, per i quali il consenso non è richiesto (art. 122 del Codice privacy).',
          ],
        },
      ],
    },
    {
      id: 'conservazione',
      title: 'Conservazione dei dati',
      blocks: [
        `Conserviamo i dati personali per il tempo necessario alle finalità indicate e comunque non oltre ${f.retentionDays} giorni dalla raccolta. Fanno eccezione i dati che la legge ci obbliga a conservare più a lungo: se dalla tua richiesta nasce un contratto, conserviamo i soli dati necessari per il periodo previsto dalle norme civili e fiscali.`,
        "La bozza del modulo si cancella dopo l'invio o alla chiusura della scheda; la scelta sui cookie resta nel tuo browser finché non la cambi o non cancelli i dati di navigazione.",
      ],
    },
    {
      id: 'condivisione',
      title: 'Condivisione dei dati',
      blocks: [
        'Non vendiamo né cediamo i dati personali. Possono riceverli, solo per le finalità indicate:',
        {
          list: [
            [
              { text: f.mailService.name, href: f.mailService.privacyUrl },
              ", il servizio di posta di terze parti che trasmette il modulo di richiesta e la segnalazione anonima, come responsabile del trattamento. I suoi server possono trovarsi al di fuori dell'Unione europea: in tal caso il trasferimento avviene con le garanzie degli articoli 44-49 del GDPR, come le clausole contrattuali standard della Commissione europea;",
            ],
            'il fornitore che ospita il sito e i fornitori dei nostri servizi di posta elettronica e informatici, come responsabili del trattamento;',
            [
              { text: f.mapProvider.company, href: f.mapProvider.privacyUrl },
              ', che fornisce la mappa della pagina Contatti, solo se dai il consenso o fai clic sulla mappa;',
            ],
            'consulenti, professionisti e autorità pubbliche, quando è necessario per obblighi di legge o per tutelare i nostri diritti.',
          ],
        },
        `All'interno di ${company.brand} i dati sono trattati solo dal personale autorizzato che ne ha bisogno per il proprio lavoro.`,
      ],
    },
    {
      id: 'modalita',
      title: 'Modalità del trattamento',
      blocks: [
        'Trattiamo i dati con strumenti elettronici e, quando serve, cartacei, con misure tecniche e organizzative adeguate a proteggerli da accessi non autorizzati, perdita o divulgazione: connessioni cifrate (HTTPS), accesso limitato al personale autorizzato, caselle di posta protette. Non prendiamo decisioni basate unicamente su trattamenti automatizzati, profilazione compresa.',
        'Il sito non carica risorse di terze parti prima che tu le richieda: caratteri e documenti PDF sono serviti dal sito stesso, il servizio di posta viene contattato solo quando premi Invia e la mappa solo dopo il tuo consenso.',
      ],
    },
    {
      id: 'diritti',
      title: 'I tuoi diritti',
      blocks: [
        'In base agli articoli da 15 a 22 del GDPR puoi chiedere in ogni momento:',
        {
          list: [
            "l'accesso ai tuoi dati e una copia (art. 15);",
            'la rettifica dei dati inesatti o incompleti (art. 16);',
            'la cancellazione (art. 17);',
            'la limitazione del trattamento (art. 18);',
            'la portabilità dei dati che ci hai fornito (art. 20);',
            "l'opposizione al trattamento basato sul legittimo interesse (art. 21);",
            'di non essere sottoposto a decisioni basate unicamente su trattamenti automatizzati (art. 22).',
          ],
        },
        'Puoi revocare il consenso in qualsiasi momento, senza pregiudicare la liceità del trattamento precedente (art. 7, par. 3).',
        [
          'Per esercitare i tuoi diritti scrivi a ',
          { text: company.email.info, href: f.mailto.info },
          ' o via PEC a ',
          { text: company.email.pec, href: f.mailto.pec },
          '. Rispondiamo senza ingiustificato ritardo e comunque entro un mese (art. 12 GDPR).',
        ],
        [
          'Se ritieni che il trattamento violi il GDPR puoi proporre reclamo al Garante per la protezione dei dati personali (',
          { text: f.supervisor.label, href: f.supervisor.url },
          ") o ricorrere all'autorità giudiziaria.",
        ],
      ],
    },
    {
      id: 'cookie',
      title: 'Cookie',
      blocks: [
        `Il sito usa solo strumenti tecnici necessari: la memoria della tua scelta sui cookie e la bozza del modulo di richiesta. Non usa cookie di profilazione né di statistica. La mappa di ${f.mapProvider.name} nella pagina Contatti, che può impostare cookie di terze parti, si carica solo dopo il tuo consenso.`,
        [
          'Tutti i dettagli sono nella ',
          { text: 'Cookies Policy', href: f.paths.cookies },
          '; puoi cambiare la tua scelta in ogni momento con il link “Preferenze cookie” in fondo a ogni pagina.',
        ],
      ],
    },
    {
      id: 'modifiche',
      title: "Modifiche all'informativa",
      blocks: [
        'Possiamo aggiornare questa informativa quando cambiano il sito, i servizi che usa o le norme. La versione in vigore è sempre pubblicata su questa pagina, con la data dell’ultimo aggiornamento indicata in alto.',
      ],
    },
    {
      id: 'contatti',
      title: 'Contatti',
      blocks: ['Per qualsiasi domanda su questa informativa o sui tuoi dati personali:', { contact: true }],
    },
  ],
} as const satisfies PrivacyPolicy;
