import type { ServicePageText, ServiceSlug } from './types';
import { company } from './company';
import { pages } from './pages';

const { brand, foundedYear } = company;
const { city, region } = company.address;

/**
 * The page-specific text of each service page /servizi/<slug> (the title, description, features
 * and illustration come from content/services.ts). Written for a business buyer; every fact comes
 * from content/ (services, serviceCentre, eProcurement, company): nothing about customers, prices,
 * certifications or figures that the content does not hold.
 */
export const servicePages: Record<ServiceSlug, ServicePageText> = {
  'servizio-antincendio': {
    metaTitle: `Servizio antincendio e addetti di presidio a ${city}`,
    metaDescription: `Addetti antincendio qualificati per stabilimenti, cantieri ed eventi a ${city}: presidio fisso o a chiamata e controllo periodico di estintori, idranti e porte tagliafuoco.`,
    overview: [
      `Un principio d’incendio in uno stabilimento, in un cantiere o durante un evento si gestisce nei primi minuti: servono persone formate, presenti sul posto e abituate a riconoscere i rischi prima che diventino emergenze. Il servizio antincendio di ${brand} mette a disposizione squadre di addetti qualificati che presidiano l’area e intervengono con i mezzi di estinzione disponibili.`,
      'Accanto al presidio curiamo il controllo periodico dei presidi antincendio: estintori, idranti e porte tagliafuoco vengono verificati con regolarità e ogni esito viene annotato, così il datore di lavoro sa in qualsiasi momento in che stato si trovano i dispositivi e cosa va sistemato.',
    ],
    includes: [
      'Gli addetti che inviamo hanno l’attestato per le attività a rischio di incendio elevato, il livello di formazione richiesto nei luoghi con i rischi maggiori.',
      'Il presidio può essere continuativo, per tutta la durata di un turno, di una fermata o di un cantiere, oppure attivato su chiamata quando un’attività particolare lo richiede.',
      'Ogni controllo su estintori, idranti e porte tagliafuoco finisce nel registro dei controlli periodici, pronto per ispezioni e audit.',
    ],
    audience:
      'Il servizio è pensato per responsabili di stabilimento, RSPP, direttori di cantiere e organizzatori di eventi che devono garantire una squadra antincendio senza distogliere il proprio personale dalle attività di tutti i giorni.',
    sectors: ['Stabilimenti produttivi', 'Cantieri', 'Eventi con pubblico'],
    steps: [
      {
        title: 'Analisi dei rischi dell’area',
        text: 'Partiamo dalle caratteristiche del sito e dalla valutazione dei rischi per capire quanti addetti servono e in quali fasce orarie.',
      },
      {
        title: 'Proposta di presidio',
        text: 'Ti inviamo una proposta con il numero di addetti, la modalità fissa o a chiamata e la frequenza dei controlli sui dispositivi.',
      },
      {
        title: 'Avvio della squadra',
        text: 'Gli addetti prendono servizio, imparano vie di fuga e punti di raccolta e si coordinano con i tuoi referenti per la sicurezza.',
      },
      {
        title: 'Registro e verifiche',
        text: 'Aggiorniamo il registro a ogni controllo e ti segnaliamo subito i dispositivi da sostituire o da riparare.',
      },
    ],
    related: ['servizio-dpi', 'consulenza', 'manutenzioni'],
  },

  'opere-edili': {
    metaTitle: `Opere edili e ristrutturazioni industriali a ${city}`,
    metaDescription: `Ristrutturazioni di uffici e capannoni, pavimentazioni industriali e opere in cartongesso a ${city}: un solo referente dal rilievo alla consegna del cantiere.`,
    overview: [
      `Un capannone da adeguare, uffici da ridistribuire, una pavimentazione consumata dal passaggio dei carrelli: sono lavori che un’azienda deve fare senza fermare la produzione. Con il servizio di opere edili ${brand} segue ristrutturazioni, manutenzione edile e piccole opere civili negli spazi industriali e commerciali, con un unico interlocutore dal rilievo iniziale alla consegna.`,
      'Organizziamo le lavorazioni per fasi e per aree, in modo da lasciare operativi i reparti che non sono interessati dall’intervento, e teniamo il cantiere separato dai percorsi di persone e mezzi.',
    ],
    includes: [
      'Ristrutturiamo uffici e capannoni: demolizioni, nuove partizioni, rifacimento dei servizi e finiture, adeguando gli spazi a come lavori oggi.',
      'Realizziamo e ripristiniamo pavimentazioni industriali, le superfici che devono reggere ogni giorno carichi, transiti e lavaggi.',
      'Con pareti e controsoffitti in cartongesso e le relative finiture ricaviamo nuovi ambienti con lavorazioni a secco, più pulite di una muratura tradizionale.',
    ],
    audience:
      'Si rivolge a imprese industriali, attività commerciali e proprietari di immobili aziendali che cercano un’impresa capace di lavorare dentro spazi in attività, rispettando turni, accessi e regole di sicurezza del sito.',
    sectors: ['Industria', 'Commercio', 'Uffici e immobili aziendali'],
    steps: [
      {
        title: 'Rilievo degli spazi',
        text: 'Veniamo sul posto a misurare gli ambienti e a raccogliere le tue esigenze, i vincoli di accesso e gli orari in cui si può lavorare.',
      },
      {
        title: 'Progetto e computo',
        text: 'Traduciamo il rilievo in una proposta con le lavorazioni, i materiali e la sequenza delle fasi, su cui costruiamo il preventivo.',
      },
      {
        title: 'Cantiere organizzato',
        text: 'Allestiamo il cantiere delimitato, coordiniamo le squadre e ti aggiorniamo sull’avanzamento a ogni fase conclusa.',
      },
      {
        title: 'Consegna dei lavori',
        text: 'Verifichiamo insieme le opere eseguite, sistemiamo gli ultimi dettagli e ti riconsegniamo gli spazi puliti e pronti all’uso.',
      },
    ],
    related: ['manutenzioni', 'impianti-tecnologici', 'facility-management'],
  },

  facchinaggio: {
    metaTitle: `Facchinaggio e traslochi aziendali a ${city}`,
    metaDescription: `Facchini qualificati a ${city} per carico e scarico merci, movimentazione interna, traslochi di uffici e reparti e allestimenti, anche con mezzi di sollevamento.`,
    overview: [
      `Merci da scaricare all’arrivo di un camion, un magazzino da riorganizzare, un reparto da spostare in un’altra sede: il facchinaggio è lavoro fisico che richiede organizzazione, attenzione e personale affidabile. ${brand} fornisce addetti qualificati per carico e scarico, movimentazione interna, traslochi aziendali e allestimenti.`,
      `Quando il lavoro lo richiede, le squadre operano con mezzi di sollevamento, e la flotta di ${brand} Rental mette a disposizione carrelli elevatori e mezzi di movimentazione senza cercare un altro fornitore.`,
    ],
    includes: [
      'Carichiamo e scarichiamo automezzi rispettando l’ordine di consegna e proteggendo colli e imballi in ogni passaggio.',
      'Spostiamo uffici e reparti interi: imballaggio, smontaggio e rimontaggio degli arredi, trasporto e sistemazione nei nuovi locali.',
      'Il numero di addetti e la durata dell’intervento si decidono in base al volume da movimentare, così non paghi persone che restano ferme.',
    ],
    audience:
      'È il servizio per magazzini, aziende che cambiano sede o disposizione dei reparti, organizzatori di fiere e allestimenti e tutte le imprese che ricevono o spediscono merce con picchi che il proprio personale non riesce ad assorbire.',
    sectors: ['Magazzini e logistica', 'Uffici', 'Fiere e allestimenti'],
    steps: [
      {
        title: 'Descrizione del lavoro',
        text: 'Ci dici cosa va spostato, da dove a dove e in quali giorni; se serve, veniamo a vedere gli spazi e i percorsi interni.',
      },
      {
        title: 'Squadra e mezzi',
        text: 'Stabiliamo quanti facchini impiegare e se occorrono transpallet, carrelli elevatori o altri mezzi di sollevamento.',
      },
      {
        title: 'Esecuzione coordinata',
        text: `Gli addetti lavorano secondo il piano concordato e un referente ${brand} resta il punto di contatto del tuo responsabile per tutto l’intervento.`,
      },
      {
        title: 'Chiusura dell’intervento',
        text: 'A lavoro finito controlliamo con te che tutto sia al suo posto e che le aree siano libere e in ordine.',
      },
    ],
    related: ['logistica', 'stoccaggio', 'facility-management'],
  },

  manutenzioni: {
    metaTitle: `Manutenzione di impianti, macchinari e immobili a ${city}`,
    metaDescription: `Manutenzione ordinaria e straordinaria di impianti, macchinari e immobili aziendali a ${city}: piani preventivi, pronto intervento sui guasti e rapporti documentati.`,
    overview: [
      `Un impianto che si ferma costa molto più della manutenzione che lo avrebbe evitato. ${brand} si occupa della manutenzione ordinaria e straordinaria di impianti, macchinari e immobili aziendali, combinando interventi programmati, che riducono i guasti, con il pronto intervento quando qualcosa si rompe.`,
      'Lavoriamo con un calendario condiviso: sai in anticipo quando arrivano i tecnici, su cosa intervengono e quanto durerà il fermo, e puoi pianificare la produzione di conseguenza.',
    ],
    includes: [
      'Il piano di manutenzione preventiva elenca componenti, controlli e scadenze di ogni impianto, e si aggiorna con quello che emerge dagli interventi.',
      'Se un guasto blocca un macchinario o un servizio dell’edificio, la tua segnalazione attiva il pronto intervento dei nostri tecnici.',
      'Ogni intervento si chiude con un rapporto che descrive il lavoro svolto e i materiali impiegati, utile per lo storico della macchina e per gli audit.',
    ],
    audience:
      'Si rivolge a responsabili di manutenzione e di stabilimento, facility manager e proprietari di immobili che preferiscono affidare a un fornitore esterno la cura quotidiana di impianti e strutture, invece di mantenere tutte le competenze in casa.',
    sectors: ['Industria', 'Immobili aziendali', 'Impianti tecnici'],
    steps: [
      {
        title: 'Censimento degli impianti',
        text: 'Facciamo l’inventario di impianti, macchinari e parti dell’edificio da seguire e raccogliamo manuali e storico degli interventi.',
      },
      {
        title: 'Piano e priorità',
        text: 'Prepariamo il piano di manutenzione con frequenze e priorità, concordando con te le finestre in cui fermare le macchine.',
      },
      {
        title: 'Interventi e guasti',
        text: 'I tecnici eseguono i controlli programmati e, fuori calendario, rispondono alle chiamate per i guasti.',
      },
      {
        title: 'Rapporti e revisione del piano',
        text: 'Raccogliamo i rapporti di intervento e rivediamo periodicamente il piano per concentrarci dove i guasti si ripetono.',
      },
    ],
    related: ['impianti-tecnologici', 'facility-management', 'opere-edili'],
  },

  'impianti-tecnologici': {
    metaTitle: 'Impianti elettrici, clima e videosorveglianza',
    metaDescription:
      'Progettazione, installazione e assistenza di impianti elettrici, di climatizzazione, videosorveglianza e controllo accessi per aziende, con dichiarazioni di conformità.',
    overview: [
      `Energia, clima e sicurezza degli accessi fanno funzionare ogni sede aziendale. ${brand} progetta, installa e assiste impianti elettrici, di climatizzazione, di videosorveglianza e di controllo accessi, seguendo l’impianto dalla prima idea fino all’assistenza negli anni successivi.`,
      'Avere un solo fornitore per impianti diversi semplifica il coordinamento in cantiere e, dopo la consegna, ti dà un unico numero da chiamare quando qualcosa non funziona.',
      'Ogni impianto parte da un sopralluogo e da un progetto su misura: dimensioniamo linee, macchine e telecamere sulle superfici, sugli orari di lavoro e sui punti critici della tua sede, perché l’impianto regga l’uso reale e resti facile da ampliare.',
    ],
    includes: [
      'Realizziamo impianti elettrici e di climatizzazione per uffici, capannoni e locali tecnici, dimensionati sui carichi e sugli spazi reali.',
      'Installiamo sistemi di videosorveglianza e di controllo degli accessi per proteggere perimetri, ingressi e aree riservate.',
      'A lavori conclusi rilasciamo le dichiarazioni di conformità degli impianti, i documenti che attestano l’esecuzione a regola d’arte.',
    ],
    audience:
      'È pensato per aziende che aprono o rinnovano una sede, stabilimenti che devono aumentare la potenza installata o raffrescare i reparti e organizzazioni che vogliono controllare chi entra e chi esce dalle proprie aree.',
    sectors: ['Industria', 'Uffici', 'Sicurezza delle sedi'],
    steps: [
      {
        title: 'Sopralluogo tecnico',
        text: 'Valutiamo sul posto gli impianti esistenti, gli spazi disponibili e le esigenze di chi lavora nella sede.',
      },
      {
        title: 'Progettazione dell’impianto',
        text: 'Definiamo il progetto e la lista dei componenti, che diventano la base del preventivo da approvare.',
      },
      {
        title: 'Installazione e collaudo',
        text: 'Installiamo l’impianto coordinandoci con le altre lavorazioni e lo verifichiamo prima della messa in servizio.',
      },
      {
        title: 'Assistenza nel tempo',
        text: 'Dopo la consegna restiamo il riferimento per modifiche, ampliamenti e riparazioni di quanto abbiamo installato.',
      },
    ],
    related: ['manutenzioni', 'fibra-ottica', 'opere-edili'],
  },

  'facility-management': {
    metaTitle: 'Facility management per sedi e stabilimenti',
    metaDescription:
      'Facility management per immobili aziendali: un referente unico coordina pulizie, manutenzioni, portierato e servizi generali con livelli di servizio e report periodici.',
    overview: [
      `Pulizie, manutenzioni, portierato e servizi generali sono attività diverse, spesso affidate a fornitori diversi, che qualcuno in azienda deve coordinare ogni giorno. Con il facility management di ${brand} questo coordinamento passa a noi: un solo referente organizza i servizi dell’immobile, li misura e ti rende conto dei risultati.`,
      'L’obiettivo è liberare il tuo personale dalla gestione dei fornitori e darti una visione chiara di cosa viene fatto, quando e con quale qualità.',
      'Il servizio cresce con le tue esigenze: si può partire da pochi servizi, come pulizie e manutenzioni, e affidarcene altri quando il modello ha dimostrato di funzionare.',
    ],
    includes: [
      'Il referente unico di commessa conosce il tuo immobile, raccoglie le richieste e coordina le squadre dei diversi servizi.',
      'Fissiamo insieme livelli di servizio misurabili, come le frequenze delle pulizie e i tempi di intervento, su cui valutare il nostro lavoro.',
      'Report periodici riassumono le attività svolte, le richieste aperte e l’andamento rispetto ai livelli concordati.',
    ],
    audience:
      'Si rivolge a direzioni generali, uffici acquisti e responsabili dei servizi generali di aziende con una o più sedi, che preferiscono un interlocutore unico e risultati misurabili a una serie di contratti separati.',
    sectors: ['Sedi aziendali', 'Stabilimenti', 'Immobili commerciali'],
    steps: [
      {
        title: 'Mappatura dei servizi',
        text: 'Elenchiamo i servizi di cui l’immobile ha bisogno e come sono gestiti oggi, con costi, fornitori e criticità.',
      },
      {
        title: 'Capitolato e livelli di servizio',
        text: 'Proponiamo un capitolato con attività, frequenze e livelli di servizio, da rivedere insieme prima della firma.',
      },
      {
        title: 'Passaggio di consegne',
        text: 'Il referente di commessa prende in carico i servizi e organizza il subentro senza interrompere le attività in corso.',
      },
      {
        title: 'Misura e miglioramento',
        text: 'Ti consegniamo i report periodici e li discutiamo con te per correggere ciò che non raggiunge i livelli fissati.',
      },
    ],
    related: ['manutenzioni', 'servizio-antincendio', 'consulenza'],
  },

  consulenza: {
    metaTitle: 'Consulenza su sicurezza, ambiente e certificazioni ISO',
    metaDescription:
      'Consulenza su sicurezza sul lavoro e ambiente: documento di valutazione dei rischi, formazione del personale e accompagnamento ai sistemi ISO 9001, 14001 e 45001.',
    overview: [
      `Le norme su sicurezza e ambiente chiedono alle imprese documenti, formazione e procedure da tenere aggiornati mentre il lavoro cambia. La consulenza di ${brand} affianca il datore di lavoro e i suoi referenti nella valutazione dei rischi, nella formazione del personale e nella costruzione dei sistemi di gestione.`,
      `Sono temi che conosciamo dall’interno: ${brand} lavora con un sistema di gestione integrato certificato secondo le norme ${company.certifications.join(', ')}, e porta nei progetti dei clienti l’esperienza maturata applicandolo ogni giorno.`,
      'Il nostro compito non è consegnare un faldone di documenti, ma lasciare in azienda procedure che le persone capiscono e applicano davvero nel lavoro di tutti i giorni.',
    ],
    includes: [
      'Redigiamo o aggiorniamo il documento di valutazione dei rischi partendo da sopralluoghi, mansioni e attrezzature realmente in uso.',
      'Organizziamo la formazione del personale sui rischi della mansione, calibrata sul ruolo e sull’esperienza di chi partecipa.',
      'Accompagniamo l’azienda verso i sistemi di gestione ISO 9001, 14001 e 45001, dalla prima analisi delle lacune alla preparazione della verifica.',
    ],
    audience:
      'Serve a piccole e medie imprese che non hanno un ufficio dedicato a sicurezza e qualità, e ad aziende strutturate che vogliono un supporto esterno per aggiornare documenti, formare nuovi assunti o affrontare una certificazione.',
    sectors: ['Piccole e medie imprese', 'Industria', 'Servizi'],
    steps: [
      {
        title: 'Analisi iniziale',
        text: 'Esaminiamo documenti, organizzazione e luoghi di lavoro per capire da dove parte l’azienda e cosa manca.',
      },
      {
        title: 'Piano di lavoro',
        text: 'Ti proponiamo le attività da svolgere, le priorità e i tempi, insieme alle persone da coinvolgere in azienda.',
      },
      {
        title: 'Documenti e formazione',
        text: 'Prepariamo i documenti, teniamo i corsi previsti e affianchiamo i tuoi referenti mentre applicano le nuove procedure.',
      },
      {
        title: 'Verifica dei risultati',
        text: 'Controlliamo con audit interni che le procedure funzionino e prepariamo l’azienda alle verifiche esterne.',
      },
    ],
    related: ['servizio-dpi', 'servizio-antincendio', 'facility-management'],
  },

  logistica: {
    metaTitle: `Logistica e consegne programmate in ${region}`,
    metaDescription: `Logistica per imprese e cantieri: flussi di merci tra fornitori, magazzini e cantieri, consegne programmate in tutta la ${region} e gestione delle scorte.`,
    overview: [
      `Un cantiere fermo perché manca un materiale, un magazzino pieno di articoli che non servono: sono i segni di flussi di merci non governati. La logistica di ${brand} organizza il percorso dei materiali tra fornitori, magazzini e cantieri, con trasporti, consegne programmate e una gestione delle scorte pensata sui tuoi consumi.`,
      `La sede e il magazzino di ${city} sono il punto di partenza di un servizio che copre l’intera regione, con un’unica regia per tutte le spedizioni.`,
      'Quando i materiali devono fermarsi prima della consegna, il servizio si appoggia al nostro magazzino, così stoccaggio e trasporto restano nelle stesse mani e sotto lo stesso controllo.',
    ],
    includes: [
      `Programmiamo le consegne in tutta la ${region} secondo un calendario concordato, raggruppando i carichi per ridurre viaggi e attese.`,
      'Gestiamo le scorte tenendo sotto controllo livelli minimi e rotazione degli articoli, così riordini prima di restare senza materiale.',
      'Ogni spedizione è tracciata dalla partenza alla consegna, con i documenti che ne provano il percorso.',
    ],
    audience:
      'È pensato per imprese con più cantieri o punti di consumo, aziende che ricevono materiali da molti fornitori e uffici acquisti che vogliono ridurre urgenze e consegne straordinarie.',
    sectors: ['Cantieri', 'Industria', 'Distribuzione'],
    steps: [
      {
        title: 'Analisi dei flussi',
        text: 'Ricostruiamo da dove arrivano i materiali, dove vengono consumati e con quale frequenza.',
      },
      {
        title: 'Piano delle consegne',
        text: 'Definiamo calendario, punti di consegna e livelli di scorta, e li mettiamo per iscritto in una proposta.',
      },
      {
        title: 'Trasporti in corso',
        text: 'Organizziamo i trasporti secondo il piano e ti avvisiamo se un fornitore o un carico rischia di ritardare.',
      },
      {
        title: 'Controllo delle scorte',
        text: 'Confrontiamo periodicamente consumi e giacenze e aggiorniamo il piano quando cambiano i tuoi volumi.',
      },
    ],
    related: ['stoccaggio', 'facchinaggio', 'eprocurement'],
  },

  'settore-industriale': {
    metaTitle: 'Servizi e forniture per industria, raffinerie e porti',
    metaDescription:
      'Servizi e forniture per stabilimenti produttivi, raffinerie e aree portuali: personale tecnico specializzato, materiali di consumo e supporto alle fermate di impianto.',
    overview: [
      `Stabilimenti produttivi, raffinerie e aree portuali lavorano con ritmi e regole proprie, e chi li rifornisce deve adattarsi a entrambi. ${brand} porta in questi siti personale tecnico, materiali di consumo e assistenza, con particolare attenzione ai periodi di fermata, quando in pochi giorni si concentrano lavori che l’impianto aspetta da mesi.`,
      `Dal ${foundedYear} ${brand} lavora a ${city} nelle forniture industriali e conosce le esigenze degli impianti e dei loro reparti di manutenzione e acquisti.`,
      'Un solo fornitore per persone, materiali e assistenza significa meno contratti da gestire e un unico referente quando il programma cambia all’ultimo momento.',
    ],
    includes: [
      'Durante le fermate di impianto affianchiamo le squadre del cliente con personale e materiali, per rispettare una finestra di lavoro che non può allungarsi.',
      'Forniamo i materiali di consumo che gli impianti usano ogni giorno, con consegne organizzate sui ritmi dello stabilimento.',
      'Mettiamo a disposizione personale tecnico specializzato per attività che richiedono competenze specifiche o per i picchi di lavoro.',
    ],
    audience:
      'Si rivolge a direttori di stabilimento, responsabili di manutenzione e uffici acquisti di industrie di processo, raffinerie e operatori portuali che cercano un fornitore unico per persone, materiali e assistenza.',
    sectors: ['Stabilimenti produttivi', 'Raffinerie', 'Aree portuali'],
    steps: [
      {
        title: 'Conoscenza del sito',
        text: 'Incontriamo i tuoi referenti per conoscere l’impianto, le regole di accesso e il calendario delle fermate previste.',
      },
      {
        title: 'Offerta su misura',
        text: 'Prepariamo un’offerta per le figure tecniche, i materiali e l’assistenza necessari, con i tempi di mobilitazione.',
      },
      {
        title: 'Mobilitazione in fermata',
        text: 'Il personale entra in sito con la formazione e i documenti richiesti e lavora secondo il programma della fermata.',
      },
      {
        title: 'Bilancio finale',
        text: 'A fermata conclusa ripercorriamo con te attività svolte e materiali consumati, per preparare meglio la successiva.',
      },
    ],
    related: ['manutenzioni', 'servizio-dpi', 'servizio-antincendio'],
  },

  stoccaggio: {
    metaTitle: `Stoccaggio e magazzino conto terzi a ${city}`,
    metaDescription: `Stoccaggio di merci, attrezzature e materiali nel magazzino di 1500 mq a ${city}, con movimentazione, inventario tracciabile e consegna su richiesta.`,
    overview: [
      `Non sempre conviene tenere in sede tutto quello che serve: merci in attesa di consegna, attrezzature usate solo in certi periodi, materiali per un cantiere che partirà tra mesi. Con lo stoccaggio di ${brand} li conservi nel nostro magazzino, li movimentiamo noi e li ricevi quando ne hai bisogno.`,
      'Liberi spazio nei tuoi locali senza perdere il controllo di ciò che hai depositato: l’inventario ti dice cosa c’è a magazzino e ne chiedi la consegna con una semplice richiesta.',
      'Il deposito si combina con i servizi di logistica e facchinaggio: dalla presa in carico della merce fino alla consegna, un unico fornitore segue ogni passaggio.',
    ],
    includes: [
      `Il magazzino di 1500 mq nella sede di ${city} accoglie merci, attrezzature e materiali, movimentati dal nostro personale.`,
      'Ogni articolo in entrata viene registrato e inventariato, così le giacenze sono tracciabili e verificabili.',
      'Quando ti serve qualcosa lo prepariamo e te lo consegniamo su richiesta, in sede o direttamente in cantiere.',
    ],
    audience:
      'È utile ad aziende che hanno poco spazio in sede, a imprese con cantieri che necessitano di un deposito di appoggio e a chi deve conservare per un periodo merci o attrezzature senza prendere in affitto un capannone.',
    sectors: ['Costruzioni', 'Commercio', 'Industria'],
    steps: [
      {
        title: 'Cosa depositare',
        text: 'Ci descrivi tipo di merce, volumi, durata prevista del deposito e frequenza con cui ti servirà riprenderla.',
      },
      {
        title: 'Condizioni di deposito',
        text: 'Ti proponiamo spazi, modalità di movimentazione e di consegna e il modo in cui riceverai l’inventario.',
      },
      {
        title: 'Presa in carico',
        text: 'Riceviamo la merce, la controlliamo all’arrivo e la registriamo a inventario prima di sistemarla a scaffale.',
      },
      {
        title: 'Prelievi e consegne',
        text: 'A ogni richiesta prepariamo gli articoli, aggiorniamo le giacenze e organizziamo la consegna.',
      },
    ],
    related: ['logistica', 'facchinaggio', 'eprocurement'],
  },

  'fibra-ottica': {
    metaTitle: 'Reti in fibra ottica e cablaggio strutturato',
    metaDescription:
      'Posa, giunzione e certificazione di reti in fibra ottica e cablaggi strutturati per stabilimenti, uffici e infrastrutture, con la documentazione di ogni tratta.',
    overview: [
      `Macchine collegate, videosorveglianza, uffici che lavorano in rete: la rete dati è diventata un impianto essenziale quanto quello elettrico. ${brand} realizza reti in fibra ottica e cablaggi strutturati per stabilimenti, uffici e infrastrutture, dalla posa dei cavi fino alla certificazione delle tratte.`,
      'Una rete ben posata e documentata si amplia e si ripara facilmente; una rete improvvisata diventa un problema a ogni guasto. Per questo curiamo percorsi, etichettatura e misure come parte del lavoro, non come un extra.',
      'Lavoriamo anche in stabilimenti in attività e in edifici occupati, organizzando posa e giunzioni nelle fasce orarie concordate, per fermare la rete esistente solo per il tempo strettamente necessario al passaggio sulla nuova.',
    ],
    includes: [
      'Posiamo la fibra in canalina, in cavidotto o tra edifici diversi e ne eseguiamo la giunzione con attrezzature dedicate.',
      'Certifichiamo ogni tratta con misure strumentali e consegniamo i risultati come prova della qualità del collegamento.',
      'Realizziamo il cablaggio strutturato di rete, con armadi, pannelli di permutazione e punti rete ordinati e identificabili.',
    ],
    audience:
      'Si rivolge a responsabili IT e tecnici di stabilimenti, uffici e infrastrutture che devono collegare nuovi reparti, edifici o apparati, o rifare una rete cresciuta nel tempo senza un progetto.',
    sectors: ['Stabilimenti', 'Uffici', 'Infrastrutture'],
    steps: [
      {
        title: 'Rilievo dei percorsi',
        text: 'Verifichiamo i percorsi disponibili per i cavi, i locali tecnici e i punti da collegare.',
      },
      {
        title: 'Progetto della rete',
        text: 'Definiamo tratte, tipo di fibra, armadi e numero di punti rete, e su questa base prepariamo il preventivo.',
      },
      {
        title: 'Posa e giunzione',
        text: 'Eseguiamo la posa e le giunzioni coordinandoci con le altre lavorazioni presenti nell’edificio.',
      },
      {
        title: 'Collaudo e documenti',
        text: 'Misuriamo e certifichiamo le tratte e ti consegniamo la documentazione della rete realizzata.',
      },
    ],
    related: ['impianti-tecnologici', 'manutenzioni', 'opere-edili'],
  },

  eprocurement: {
    metaTitle: 'Servizio eProcurement: PunchOut e ordini elettronici',
    metaDescription:
      'Acquisti digitali integrati con i tuoi sistemi: cataloghi PunchOut personalizzati, flussi di approvazione, ordini e fatture elettroniche, con avvio guidato in quattro fasi.',
    overview: [
      `Ordini via e-mail, approvazioni su carta, fatture da abbinare a mano: negli acquisti ricorrenti gran parte del tempo se ne va in passaggi che non aggiungono valore. Il servizio eProcurement di ${brand} porta gli acquisti di materiali e servizi dentro i sistemi che la tua azienda usa già, con cataloghi PunchOut, un marketplace B2B dedicato e la gestione elettronica degli ordini.`,
      'Il risultato è un processo in cui ogni richiesta segue regole chiare, ogni ordine è tracciato e ogni fattura è collegata alla consegna a cui si riferisce.',
    ],
    includes: [
      'I cataloghi PunchOut personalizzati si aprono dal tuo sistema di acquisto con i soli articoli e prezzi concordati con la tua azienda.',
      'I flussi di approvazione instradano ogni richiesta alle persone giuste secondo importo, categoria e centro di costo.',
      'Ordini e fatture viaggiano in formato elettronico e restano collegati tra loro, senza documenti da ricopiare.',
    ],
    audience:
      'Si rivolge a uffici acquisti, amministrazioni e responsabili di stabilimento di aziende che comprano spesso materiali di consumo e servizi, e che vogliono dedicare meno tempo a ordini e controlli.',
    sectors: ['Industria', 'Aziende con più sedi', 'Uffici acquisti'],
    steps: [
      {
        title: 'Analisi degli acquisti',
        text: 'In due o tre settimane studiamo con te processi, sistemi e volumi di acquisto e fissiamo catalogo, regole e obiettivi.',
      },
      {
        title: 'Configurazione del catalogo',
        text: 'Nelle tre o quattro settimane successive prepariamo catalogo personalizzato, prezzi, utenti e flussi di approvazione.',
      },
      {
        title: 'Integrazione con il tuo ERP',
        text: 'Il collegamento al tuo gestionale e le prove su ordini, conferme e fatture richiedono da sei a otto settimane.',
      },
      {
        title: 'Avvio con buyer e richiedenti',
        text: 'Formiamo chi acquista e chi richiede in due o tre settimane e seguiamo da vicino i primi mesi di utilizzo della piattaforma.',
      },
    ],
    related: ['logistica', 'brokeraggio', 'stoccaggio'],
    dedicatedPage: {
      path: pages.eProcurement.path,
      title: 'Tutto sull’eProcurement nella pagina dedicata',
      text: 'Nella pagina eProcurement trovi i vantaggi della digitalizzazione degli acquisti, le funzionalità della piattaforma, le tre soluzioni (PunchOut, marketplace B2B e gestione digitale degli ordini) con i loro dettagli, i risultati tipici di un progetto PunchOut e le quattro fasi di implementazione.',
      label: 'Vai alla pagina eProcurement',
    },
  },

  'servizio-dpi': {
    metaTitle: 'Gestione e fornitura DPI per le aziende',
    metaDescription:
      'Fornitura, gestione e controllo dei dispositivi di protezione individuale: scelta dei modelli, consegna nominativa a ogni lavoratore e scadenzario delle sostituzioni.',
    overview: [
      `Caschi, guanti, calzature, protezioni per occhi e udito: ogni lavoratore esposto a rischi deve avere i dispositivi giusti, e il datore di lavoro deve poter dimostrare di averli consegnati e sostituiti in tempo. Il servizio DPI di ${brand} copre tutto il ciclo: scelta dei modelli, fornitura, consegna nominativa e controllo delle scadenze.`,
      'Invece di rincorrere taglie, ordini e firme di consegna, il tuo ufficio sicurezza riceve un sistema ordinato, in cui per ogni persona è chiaro cosa ha in dotazione e quando va rinnovato.',
      'Per autorespiratori e maschere il servizio si collega al nostro centro assistenza autorizzato per la protezione respiratoria, che ne cura manutenzione, ricarica delle bombole e fit test.',
    ],
    includes: [
      'Consegniamo i DPI in modo nominativo, registrando cosa ha ricevuto ciascun lavoratore e in quale data.',
      'Lo scadenzario delle sostituzioni segnala in anticipo i dispositivi che stanno per esaurire la loro durata d’uso.',
      'Verifichiamo la conformità dei dispositivi e la loro adeguatezza ai rischi indicati nella valutazione dell’azienda.',
    ],
    audience:
      'È pensato per imprese con molti lavoratori esposti a rischi diversi, per cantieri con personale che cambia spesso e per le aziende che vogliono togliere al proprio ufficio sicurezza la gestione quotidiana delle dotazioni.',
    sectors: ['Industria', 'Cantieri', 'Logistica e magazzini'],
    steps: [
      {
        title: 'Rischi e mansioni',
        text: 'Partiamo dalle mansioni e dai rischi del documento di valutazione per individuare quali protezioni servono a ciascun ruolo.',
      },
      {
        title: 'Scelta dei modelli',
        text: 'Proponiamo i modelli adatti e raccogliamo le taglie, così ogni lavoratore riceve dispositivi della misura giusta.',
      },
      {
        title: 'Consegna alle persone',
        text: 'Distribuiamo i DPI nominativamente e registriamo ogni consegna nello storico del lavoratore.',
      },
      {
        title: 'Rinnovi programmati',
        text: 'Seguiamo lo scadenzario e ti proponiamo le sostituzioni prima che i dispositivi arrivino a fine vita.',
      },
    ],
    related: ['centro-assistenza-protezione-respiratoria', 'consulenza', 'servizio-antincendio'],
  },

  'centro-assistenza-protezione-respiratoria': {
    metaTitle: 'Assistenza autorespiratori, ricarica bombole e fit test',
    metaDescription: `Servizio di assistenza per autorespiratori e maschere: revisione con ricambi originali, ricarica di bombole ad aria respirabile e fit test quantitativo a ${city}.`,
    overview: [
      `Autorespiratori e maschere a pieno facciale proteggono chi lavora in spazi confinati, in presenza di fumi o gas e nelle squadre di emergenza: sono dispositivi che devono funzionare al primo utilizzo. Il centro assistenza autorizzato di ${brand} si occupa della loro manutenzione e revisione, della ricarica delle bombole ad aria respirabile e del fit test quantitativo degli operatori.`,
      `Avere il centro a ${city} significa evitare spedizioni verso altre regioni e concordare direttamente con i tecnici ritiro, tempi e riconsegna dei dispositivi.`,
    ],
    includes: [
      'I tecnici, autorizzati dal produttore, revisionano autorespiratori e maschere con ricambi originali e ne provano tenuta e funzionamento.',
      'Ricarichiamo bombole in acciaio e in composito con aria respirabile conforme alla UNI EN 12021, dopo un controllo visivo e delle scadenze di collaudo.',
      'Il fit test quantitativo misura con uno strumento quanto il facciale aderisce al volto di ciascun operatore e si chiude con un attestato individuale.',
    ],
    audience:
      'Si rivolge alle squadre di emergenza aziendali, alle industrie in cui si lavora in spazi confinati o in presenza di gas e fumi e a tutti i datori di lavoro che forniscono ai propri lavoratori protezioni delle vie respiratorie.',
    sectors: ['Squadre di emergenza', 'Industria', 'Spazi confinati'],
    steps: [
      {
        title: 'Elenco dei dispositivi',
        text: 'Ci indichi modelli, quantità e scadenze dei dispositivi e delle bombole da affidare al centro.',
      },
      {
        title: 'Piano di revisione',
        text: 'Ti proponiamo un calendario di revisioni, ricariche e fit test allineato agli intervalli indicati dal produttore.',
      },
      {
        title: 'Ritiro e interventi',
        text: 'Concordiamo ritiro e riconsegna, e i tecnici eseguono gli interventi seguendo le procedure del fabbricante per ogni modello.',
      },
      {
        title: 'Rapporti e attestati',
        text: 'Per ogni dispositivo ricevi il rapporto di intervento e per ogni operatore l’attestato del fit test, pronti per audit e ispezioni.',
      },
    ],
    related: ['servizio-dpi', 'servizio-antincendio', 'consulenza'],
    dedicatedPage: {
      path: pages.serviceCentre.path,
      title: 'Il centro assistenza ha una pagina dedicata',
      text: 'Sulla pagina del centro assistenza trovi la presentazione del centro, la brochure da scaricare o sfogliare online, il dettaglio dei tre servizi, sei motivi per affidarci i tuoi dispositivi e come lavora un centro inserito nel sistema di gestione certificato.',
      label: 'Vai al centro assistenza',
    },
  },

  brokeraggio: {
    metaTitle: 'Brokeraggio: ricerca fornitori e negoziazione acquisti',
    metaDescription:
      'Intermediazione negli acquisti aziendali: ricerca e selezione dei fornitori, confronto delle offerte su parametri omogenei e negoziazione delle condizioni per tuo conto.',
    overview: [
      `Trovare il fornitore giusto per un materiale particolare o per un’attrezzatura che si compra di rado richiede tempo, contatti e capacità di confronto. Con il brokeraggio ${brand} fa da intermediario: cerca i fornitori, raccoglie e confronta le offerte e negozia le condizioni per conto tuo.`,
      `Dal ${foundedYear} ${brand} lavora con fornitori di materiali e attrezzature per l’industria: mettiamo questi rapporti al servizio della tua richiesta, insieme a un metodo di confronto trasparente.`,
      'Restiamo dalla tua parte per tutta la trattativa: la decisione finale è sempre tua, e ogni offerta che ti presentiamo arriva con le informazioni che servono per valutarla.',
    ],
    includes: [
      'Cerchiamo e selezioniamo i fornitori in grado di rispondere alla tua richiesta per qualità, quantità e tempi di consegna.',
      'Mettiamo le offerte a confronto sugli stessi parametri, così la scelta si basa su dati omogenei e non solo sul prezzo.',
      'Negoziamo prezzi, tempi e condizioni di fornitura per conto tuo e ti presentiamo l’accordo migliore che siamo riusciti a ottenere.',
    ],
    audience:
      'È utile a uffici acquisti con poche risorse, a imprese che devono comprare articoli fuori dal loro catalogo abituale e ad aziende che vogliono una seconda opinione prima di un acquisto importante.',
    sectors: ['Uffici acquisti', 'Industria', 'Cantieri'],
    steps: [
      {
        title: 'Richiesta chiara',
        text: 'Fissiamo con te cosa va acquistato, in che quantità, entro quando e con quali requisiti tecnici.',
      },
      {
        title: 'Ricerca sul mercato',
        text: 'Contattiamo i fornitori adatti e raccogliamo offerte comparabili, chiedendo chiarimenti dove serve.',
      },
      {
        title: 'Tabella di confronto',
        text: 'Ti presentiamo le offerte affiancate, con vantaggi e limiti di ciascuna e la nostra raccomandazione.',
      },
      {
        title: 'Trattativa e chiusura',
        text: 'Su tua indicazione negoziamo le condizioni finali e seguiamo l’ordine fino alla conferma del fornitore.',
      },
    ],
    related: ['eprocurement', 'logistica', 'consulenza'],
  },
};

/** Labels of the service page template, the same on every service page. */
export const servicePageLabels = {
  breadcrumbLabel: 'Percorso',
  categoriesLabel: 'Categorie',
  quoteLabel: 'Richiedi un preventivo',
  callLabel: 'Chiama',
  emailLabel: 'Scrivi una e-mail',
  overviewTitle: 'Il servizio',
  includesTitle: 'Cosa comprende',
  audienceTitle: 'A chi si rivolge',
  sectorsTitle: 'Settori',
  stepsTitle: 'Come funziona un incarico',
  stepsIntro: 'Dal primo contatto al lavoro concluso, passo dopo passo.',
  relatedTitle: 'Servizi correlati',
  relatedMoreLabel: 'Scopri il servizio',
  allServicesLabel: 'Tutti i servizi',
  ctaTitle: 'Parliamo del tuo progetto',
  ctaText: 'Richiedi un preventivo con il servizio già selezionato, oppure chiamaci o scrivici: ti rispondiamo entro 24 ore lavorative.',
} as const;
