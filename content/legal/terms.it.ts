import { legalFacts as f } from './facts';
import type { TermsAndConditions } from './types';

const { company } = f;

export const termsIt = {
  lang: 'it',
  title: 'Termini e Condizioni',
  subtitle: `Condizioni d'uso del sito e dei servizi di ${company.legalName}`,
  intro: [],
  acceptance: {
    title: 'Accordo sui termini',
    blocks: [
      `Questi termini e condizioni (i “Termini”) regolano l'uso del sito di ${company.legalName} (“${company.brand}”, “noi”) e dei servizi che offriamo attraverso il sito o a seguito di contatti avviati dal sito (i “Servizi”): forniture industriali, servizi di facility e industriali, noleggio di mezzi, manutenzione di dispositivi di protezione delle vie respiratorie ed eProcurement.`,
      `${company.legalName} ha sede in ${f.fullAddress}, partita IVA ${company.vatNumber}, REA ${company.rea}, capitale sociale € ${company.shareCapital}.`,
      'Usando il sito dichiari di aver letto, compreso e accettato questi Termini. Se non li accetti, non usare il sito. Le offerte e i contratti sottoscritti per i singoli Servizi prevalgono su questi Termini in caso di contrasto. Il sito è rivolto a persone maggiorenni.',
      'Nessuna clausola di questi Termini limita i diritti che la legge riconosce in modo inderogabile ai consumatori.',
    ],
  },
  summary: {
    title: 'Sintesi dei punti principali',
    intro: 'Una frase per ogni sezione; il link porta al testo completo, che è quello che vale.',
    items: [
      {
        section: 'servizi',
        text: 'Il sito presenta i nostri Servizi; prezzi e condizioni valgono solo nelle offerte scritte.',
      },
      {
        section: 'proprieta-intellettuale',
        text: 'Testi, grafica e documenti del sito sono nostri o concessi in licenza: puoi consultarli, non riusarli a fini commerciali.',
      },
      { section: 'dichiarazioni-utente', text: 'Ci comunichi dati veri e usi il sito in modo lecito.' },
      {
        section: 'prodotti',
        text: 'Immagini e caratteristiche dei prodotti e dei mezzi sono indicative; lo shop online non è ancora attivo.',
      },
      {
        section: 'acquisti-pagamenti',
        text: 'Si paga con PayPal o bonifico bancario, in euro, con IVA secondo la legge italiana.',
      },
      {
        section: 'resi',
        text: 'I consumatori hanno 14 giorni per recedere e la garanzia legale; per le imprese valgono offerta e codice civile.',
      },
      { section: 'attivita-vietate', text: 'Vietati usi illeciti, automatizzati o dannosi del sito.' },
      {
        section: 'contributi-utente',
        text: 'Il sito non pubblica contenuti degli utenti; i messaggi che ci invii devono essere leciti e veritieri.',
      },
      { section: 'licenza-contributi', text: 'Usiamo i tuoi messaggi solo per risponderti e fornirti i Servizi.' },
      { section: 'gestione-servizi', text: 'Possiamo controllare il sito e limitare l’accesso a chi viola i Termini.' },
      {
        section: 'privacy',
        text: 'I dati personali sono trattati come descritto nella Privacy Policy e nella Cookies Policy.',
      },
      {
        section: 'durata-risoluzione',
        text: 'I Termini valgono finché usi il sito; possiamo negare l’accesso a chi li viola.',
      },
      {
        section: 'modifiche',
        text: 'Possiamo modificare il sito e questi Termini; la data in alto indica la versione in vigore.',
      },
      {
        section: 'legge-applicabile',
        text: 'Si applica la legge italiana, salve le tutele dei consumatori dell’Unione europea.',
      },
      {
        section: 'controversie',
        text: `Prima almeno ${f.negotiationDays} giorni di trattativa, poi arbitrato con sede a ${f.arbitrationSeat}; i consumatori conservano il loro foro.`,
      },
      { section: 'correzioni', text: 'Possiamo correggere errori del sito in qualsiasi momento.' },
      {
        section: 'esclusione-garanzie',
        text: 'Il sito è fornito così com’è, senza intaccare le garanzie di legge su prodotti e servizi.',
      },
      {
        section: 'limitazione-responsabilita',
        text: 'Non rispondiamo di danni indiretti dovuti all’uso del sito, nei limiti consentiti dalla legge.',
      },
      { section: 'manleva', text: 'Rispondi delle conseguenze delle tue violazioni dei Termini.' },
      { section: 'dati-utente', text: 'Il sito non conserva account né archivi: i messaggi ci arrivano per e-mail.' },
      {
        section: 'comunicazioni-elettroniche',
        text: 'Le comunicazioni elettroniche valgono come forma scritta, nei limiti di legge.',
      },
      {
        section: 'varie',
        text: 'Clausole nulle non invalidano le altre; in caso di dubbio prevale il testo italiano.',
      },
      { section: 'contatti', text: 'Sede, telefono, e-mail e PEC per ogni domanda o reclamo.' },
    ],
  },
  sections: [
    {
      id: 'servizi',
      title: 'I nostri servizi',
      blocks: [
        `Le informazioni del sito presentano ${company.brand} e i suoi Servizi a scopo informativo e non costituiscono un'offerta vincolante. Disponibilità, prezzi, tempi e condizioni di ogni fornitura, servizio o noleggio sono confermati solo nell'offerta scritta che ti inviamo dopo la richiesta.`,
        "Il sito non è destinato alla distribuzione o all'uso in Paesi in cui ciò sia contrario alla legge. Chi vi accede da altri Paesi lo fa di propria iniziativa ed è responsabile del rispetto delle leggi locali.",
      ],
    },
    {
      id: 'proprieta-intellettuale',
      title: 'Diritti di proprietà intellettuale',
      blocks: [
        `Testi, grafica, illustrazioni, loghi, documenti PDF e codice del sito appartengono a ${company.legalName} o le sono concessi in licenza, e sono protetti dalle leggi sul diritto d'autore e sui marchi. I marchi e i loghi dei partner appartengono ai rispettivi titolari.`,
        'Puoi consultare il sito, scaricare i documenti pubblicati e stamparli per uso personale o per valutare i nostri Servizi. Qualsiasi altra riproduzione, distribuzione o uso commerciale richiede il nostro consenso scritto.',
      ],
    },
    {
      id: 'dichiarazioni-utente',
      title: "Dichiarazioni dell'utente",
      blocks: [
        'Usando il sito dichiari che:',
        {
          list: [
            'i dati che ci comunichi sono veri, esatti e aggiornati;',
            'hai la capacità di accettare questi Termini e, se agisci per un’impresa, il potere di rappresentarla;',
            'sei maggiorenne;',
            'non accedi al sito con mezzi automatizzati, come bot o script;',
            'non usi il sito per scopi illeciti o non autorizzati.',
          ],
        },
        "Se le informazioni fornite risultano false o inesatte possiamo non dare seguito alla richiesta e rifiutare l'uso futuro dei Servizi.",
      ],
    },
    {
      id: 'prodotti',
      title: 'Prodotti',
      blocks: [
        "Descrizioni, illustrazioni e caratteristiche tecniche di prodotti e mezzi a noleggio sono il più possibile accurate ma indicative: le illustrazioni del sito sono disegni stilizzati e le caratteristiche vincolanti sono quelle dell'offerta o del contratto. I prodotti sono soggetti a disponibilità.",
        [
          'Lo ',
          { text: 'shop online', href: f.paths.shop },
          ' non è ancora attivo: oggi il sito non vende prodotti direttamente. Per ordini e preventivi usa la pagina ',
          { text: 'Contatti', href: f.paths.contacts },
          '.',
        ],
      ],
    },
    {
      id: 'acquisti-pagamenti',
      title: 'Acquisti e pagamenti',
      blocks: [
        'Un ordine si conclude quando accetti per iscritto la nostra offerta o quando confermiamo per iscritto il tuo ordine. Possiamo rifiutare o annullare ordini che contengono errori evidenti di prezzo o di descrizione, informandoti e restituendo quanto già pagato.',
        `Accettiamo questi metodi di pagamento: ${f.paymentMethods.it}. Tutti gli importi sono in euro (EUR). L'imposta sul valore aggiunto (IVA) e le altre imposte dovute si applicano secondo la legge italiana e sono indicate in offerta e in fattura.`,
        'Termini di pagamento diversi, per esempio per i clienti abituali o per i noleggi di lunga durata, sono indicati nell’offerta o nel contratto.',
      ],
    },
    {
      id: 'resi',
      title: 'Politica di reso',
      blocks: [
        {
          list: [
            "Consumatori: per i contratti conclusi a distanza hai diritto di recedere entro 14 giorni senza indicarne il motivo (articoli 52 e seguenti del Codice del consumo, D.Lgs. 206/2005), salve le eccezioni dell'articolo 59, e godi della garanzia legale di conformità di due anni (articoli 128 e seguenti).",
            "Imprese: i resi sono regolati dall'offerta o dal contratto; i vizi della merce vanno denunciati entro otto giorni dalla scoperta (articolo 1495 del codice civile).",
            'Noleggi: riconsegna, controlli e addebiti per danni seguono il contratto di noleggio.',
            'Servizi: un servizio già eseguito non si può restituire; eventuali contestazioni vanno inviate per iscritto ai recapiti della sezione Contatti.',
          ],
        },
      ],
    },
    {
      id: 'attivita-vietate',
      title: 'Attività vietate',
      blocks: [
        'Puoi usare il sito solo per gli scopi per cui è messo a disposizione. In particolare è vietato:',
        {
          list: [
            'estrarre sistematicamente dati o contenuti per creare raccolte o banche dati;',
            'inviare richieste o segnalazioni false, moleste, diffamatorie o fatte a nome di altri;',
            'aggirare o disattivare le misure di sicurezza del sito, o sovraccaricarlo con richieste automatizzate;',
            'caricare o trasmettere virus o altro codice dannoso;',
            'copiare o adattare il codice del sito, salvo quanto consentito dalla legge;',
            'usare il sito per pubblicità non richiesta o per fare concorrenza sleale a ' + company.brand + ';',
            'usare il sito in violazione di leggi o regolamenti.',
          ],
        },
      ],
    },
    {
      id: 'contributi-utente',
      title: 'Contributi degli utenti',
      blocks: [
        'Il sito non permette di pubblicare contenuti. I “Contributi” sono i messaggi, le richieste, le candidature, le segnalazioni e i file che ci invii tramite i moduli o per e-mail.',
        "Inviando un Contributo garantisci che è lecito e veritiero, che non viola diritti di terzi (per esempio diritti d'autore o riservatezza) e che non contiene codice dannoso. Se includi dati personali di altre persone, devi avere il diritto di comunicarceli.",
      ],
    },
    {
      id: 'licenza-contributi',
      title: 'Licenza sui contributi',
      blocks: [
        'Ci autorizzi a usare il contenuto dei tuoi Contributi solo per risponderti, preparare offerte e fornire i Servizi. Non li pubblichiamo. Restano tuoi e i dati personali che contengono sono trattati secondo la Privacy Policy.',
        'Se ci invii suggerimenti o idee sui nostri Servizi, possiamo usarli liberamente per migliorarli, senza obbligo di compenso.',
      ],
    },
    {
      id: 'gestione-servizi',
      title: 'Gestione dei Servizi',
      blocks: [
        "Possiamo, senza esservi obbligati: controllare il sito per individuare violazioni di questi Termini; prendere provvedimenti, anche segnalandole alle autorità, contro chi viola la legge o i Termini; limitare o bloccare l'accesso al sito o a sue parti; gestire il sito in modo da proteggere i nostri diritti e il suo corretto funzionamento.",
      ],
    },
    {
      id: 'privacy',
      title: 'Informativa sulla privacy',
      blocks: [
        [
          'Il trattamento dei dati personali raccolti attraverso il sito è descritto nella ',
          { text: 'Privacy Policy', href: f.paths.privacy },
          ' e l’uso di cookie e strumenti simili nella ',
          { text: 'Cookies Policy', href: f.paths.cookies },
          `. I dati delle richieste e delle segnalazioni anonime sono trasmessi tramite il servizio di posta ${f.mailService.name}; il modulo candidature apre il tuo programma di posta.`,
        ],
      ],
    },
    {
      id: 'durata-risoluzione',
      title: 'Durata e risoluzione',
      blocks: [
        "Questi Termini restano in vigore finché usi il sito. In caso di violazione dei Termini o della legge possiamo, senza preavviso, negarti l'accesso al sito e non dare seguito alle tue richieste, fatte salve le azioni previste dalla legge.",
        'I contratti per i singoli Servizi durano e si risolvono secondo le loro clausole.',
      ],
    },
    {
      id: 'modifiche',
      title: 'Modifiche e interruzioni',
      blocks: [
        'Possiamo modificare, aggiornare o rimuovere i contenuti del sito in qualsiasi momento. Non garantiamo che il sito sia sempre disponibile: può essere interrotto per manutenzione, problemi tecnici o cause fuori dal nostro controllo, e non rispondiamo dei disagi che ne derivano, nei limiti di legge.',
        'Possiamo modificare questi Termini: la nuova versione è pubblicata su questa pagina con la data di aggiornamento e vale dalla pubblicazione. Le modifiche non si applicano agli ordini già conclusi.',
      ],
    },
    {
      id: 'legge-applicabile',
      title: 'Legge applicabile',
      blocks: [
        "Questi Termini e l'uso del sito sono regolati dalla legge italiana.",
        "Se sei un consumatore con residenza abituale nell'Unione europea, mantieni la protezione delle norme inderogabili della legge del tuo Paese di residenza (Regolamento (CE) 593/2008, “Roma I”) e puoi agire davanti al giudice del luogo in cui risiedi.",
      ],
    },
    {
      id: 'controversie',
      title: 'Risoluzione delle controversie',
      blocks: [
        `Trattativa informale. Per risolvere in modo rapido ed economico qualsiasi controversia relativa a questi Termini o ai Servizi, le parti si impegnano a cercare prima un accordo: chi solleva la controversia la comunica per iscritto all'altra (a noi ai recapiti della sezione Contatti, preferibilmente via PEC) e le parti trattano in modo informale per almeno ${f.negotiationDays} giorni da quella comunicazione, prima di avviare l'arbitrato.`,
        `Arbitrato. Se la trattativa non riesce, la controversia è risolta in via definitiva da un arbitrato rituale, con arbitro unico nominato d'accordo tra le parti o, in mancanza di accordo, dal Presidente del Tribunale di ${f.arbitrationSeat}. La sede dell'arbitrato è ${f.arbitrationSeat} e la lingua è l'italiano.`,
        "Eccezioni. L'arbitrato non si applica ai consumatori, che possono sempre rivolgersi al giudice del luogo di residenza o domicilio e usare le procedure di risoluzione alternativa (ADR) previste dal Codice del consumo. Restano inoltre possibili i provvedimenti urgenti e cautelari davanti al giudice ordinario e le azioni a tutela della proprietà intellettuale.",
      ],
    },
    {
      id: 'correzioni',
      title: 'Correzioni',
      blocks: [
        'Il sito può contenere errori tipografici, imprecisioni od omissioni, anche nelle descrizioni, nelle caratteristiche e nella disponibilità di prodotti e Servizi. Possiamo correggerli e aggiornare le informazioni in qualsiasi momento, senza preavviso.',
      ],
    },
    {
      id: 'esclusione-garanzie',
      title: 'Esclusione di garanzie',
      blocks: [
        "Il sito è fornito “così com'è” e “come disponibile”. Nei limiti consentiti dalla legge non garantiamo che sia privo di errori o sempre disponibile, né che i siti esterni a cui rimanda siano accurati o sicuri.",
        'Questa sezione riguarda il sito: non limita le garanzie di legge e quelle contrattuali su prodotti, noleggi e Servizi, né la garanzia legale di conformità dovuta ai consumatori.',
      ],
    },
    {
      id: 'limitazione-responsabilita',
      title: 'Limitazione di responsabilità',
      blocks: [
        "Nei limiti consentiti dalla legge, non rispondiamo di danni indiretti o consequenziali, come mancato guadagno o perdita di dati, derivanti dall'uso del sito o dall'impossibilità di usarlo.",
        'La limitazione non si applica ai danni causati con dolo o colpa grave (articolo 1229 del codice civile), ai danni alla persona, né ai diritti che la legge riconosce in modo inderogabile ai consumatori.',
      ],
    },
    {
      id: 'manleva',
      title: 'Manleva',
      blocks: [
        `Nei limiti consentiti dalla legge, ti impegni a tenere indenne ${company.legalName} da pretese di terzi, comprese le ragionevoli spese legali, derivanti dalla tua violazione di questi Termini o della legge o dai Contributi che ci invii in violazione di diritti altrui.`,
      ],
    },
    {
      id: 'dati-utente',
      title: "Dati dell'utente",
      blocks: [
        `Il sito non ha account utente né un archivio proprio: i moduli ci recapitano i messaggi per e-mail e li conserviamo per il tempo indicato nella Privacy Policy, comunque non oltre ${f.retentionDays} giorni salvo obblighi di legge. Ti consigliamo di tenere una copia di ciò che ci invii.`,
        'Sei responsabile dei dati che trasmetti; nei limiti di legge non rispondiamo di perdite o danneggiamenti dei messaggi causati da terzi o dalla rete.',
      ],
    },
    {
      id: 'comunicazioni-elettroniche',
      title: 'Comunicazioni elettroniche',
      blocks: [
        'Quando usi il sito, compili i moduli o ci scrivi, comunichi con noi elettronicamente e accetti di ricevere le nostre risposte per e-mail o telefono. Nei limiti di legge, accordi, avvisi e comunicazioni inviati elettronicamente soddisfano il requisito della forma scritta.',
        `Per le comunicazioni formali, come la comunicazione di una controversia, usa la posta elettronica certificata: ${company.email.pec}.`,
      ],
    },
    {
      id: 'varie',
      title: 'Disposizioni varie',
      blocks: [
        "Questi Termini, insieme alla Privacy Policy, alla Cookies Policy e alle offerte o ai contratti per i singoli Servizi, costituiscono l'intero accordo tra te e noi sull'uso del sito. Il mancato esercizio di un diritto non equivale a rinuncia. Se una clausola risulta nulla o inefficace, le altre restano valide. Possiamo cedere i nostri diritti e obblighi nei limiti di legge. Questi Termini non creano alcun rapporto di società, lavoro o agenzia.",
        'I Termini sono pubblicati in italiano e in inglese; in caso di differenze prevale la versione italiana.',
      ],
    },
    {
      id: 'contatti',
      title: 'Contatti',
      blocks: ['Per domande o reclami sui Servizi o su questi Termini, contattaci:', { contact: true }],
    },
  ],
} as const satisfies TermsAndConditions;
