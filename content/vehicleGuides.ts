import type { VehicleGuide } from './types';

/**
 * The buyer-oriented text of every vehicle page, keyed by the vehicle's slug (content/fleet.ts).
 * Figures come only from the fleet data; the notes on operator training are general facts of
 * Italian safety law (D.Lgs. 81/2008), not statements about Gielle's own courses.
 * content/vehicleGuides.test.ts checks that every vehicle has one, that each is at least 250
 * words and that no two vehicles share a sentence.
 */
export const vehicleGuides = {
  'carrello-elettrico-1-6t': {
    intro: [
      'Il carrello elevatore elettrico da 1,6 tonnellate è la scelta più semplice quando serve un mezzo agile per il magazzino di tutti i giorni.',
      'Lo schema a tre ruote gli permette di girare quasi su se stesso, così lavora bene dove lo spazio di manovra è poco e i corridoi tra le scaffalature sono stretti.',
      'Il motore elettrico non produce gas di scarico e fa poco rumore: si può usare accanto alle persone, in reparti chiusi e anche vicino a merci delicate come alimenti o prodotti confezionati.',
    ],
    jobs: [
      'Carico e scarico di pallet dai camion attraverso le baie di una banchina coperta.',
      'Rifornimento delle linee di produzione con materie prime e imballaggi.',
      'Sistemazione dei pallet sui primi livelli della scaffalatura, fino all’altezza di sollevamento indicata nella scheda.',
      'Riorganizzazione di un magazzino durante un inventario o un trasloco di reparto.',
    ],
    environment:
      'È pensato per gli interni e per pavimentazioni lisce e compatte: capannoni, depositi, piccoli centri logistici, retro di negozi e supermercati. All’aperto va bene su piazzali asfaltati e asciutti, per brevi tratti; per fondi sconnessi, ghiaia o terra conviene un carrello diesel con pneumatici adatti. La batteria si ricarica a fine turno da una presa industriale, e l’autonomia dichiarata copre una normale giornata di lavoro.',
    operator:
      'Chi guida un carrello elevatore con conducente a bordo deve aver seguito la formazione specifica prevista dall’Accordo Stato-Regioni in attuazione dell’articolo 73 del D.Lgs. 81/2008, con una parte teorica e una pratica. Il datore di lavoro che noleggia il mezzo resta responsabile di affidarlo a personale abilitato e di verificare che l’attestato sia in corso di validità. Per la guida su strade pubbliche valgono invece le regole del Codice della strada.',
  },
  'carrello-elettrico-2-5t': {
    intro: [
      'Questo carrello elettrico a quattro ruote da 2,5 tonnellate è fatto per chi movimenta merce tutto il giorno, anche su due o tre turni.',
      'Rispetto a un modello a tre ruote offre più stabilità con carichi pieni e in curva, e la cabina ergonomica riduce la fatica di chi resta alla guida per molte ore.',
      'Il traslatore laterale sposta le forche a destra e a sinistra senza muovere il carrello, un vantaggio concreto quando si allineano pallet in scaffalatura o su un camion.',
    ],
    jobs: [
      'Movimentazione continua di pallet standard tra ricevimento, stoccaggio e spedizione.',
      'Carico completo di semirimorchi in banchina, con i pallet accostati uno all’altro grazie al traslatore.',
      'Servizio a linee di confezionamento e imbottigliamento che chiedono rifornimenti frequenti.',
      'Stoccaggio in scaffalature porta-pallet fino all’altezza riportata nelle caratteristiche tecniche.',
    ],
    environment:
      'Dà il meglio in capannoni, centri di distribuzione e stabilimenti produttivi con pavimento industriale. La trazione elettrica a 80 V gli consente di affrontare anche rampe di carico e brevi percorsi esterni su asfalto, tra un edificio e l’altro dello stesso sito. Non emette fumi, quindi non servono impianti di aspirazione dedicati negli ambienti chiusi. Se i turni sono due o tre, conviene dirlo nella richiesta: il piano di ricarica della batteria va organizzato insieme agli orari di lavoro.',
    operator:
      'Per condurlo serve l’abilitazione dei carrellisti, cioè il corso per carrelli elevatori semoventi con conducente a bordo previsto dalla normativa italiana sulla sicurezza sul lavoro. L’abilitazione ha una scadenza e va rinnovata con un corso di aggiornamento. Prima dell’uso l’operatore deve anche conoscere il manuale del costruttore, che accompagna il mezzo, e controllare ogni giorno freni, catene e forche.',
  },
  'carrello-diesel-3t': {
    intro: [
      'Il carrello diesel da 3 tonnellate porta la logica del magazzino all’esterno: piazzali, cantieri, cortili di aziende agricole e depositi di materiali.',
      'La trasmissione idrostatica rende dolci partenze e inversioni di marcia, utili quando si manovra spesso avanti e indietro con il carico alzato di poco.',
      'Il motore di classe Stage V rispetta i limiti europei più recenti sulle emissioni dei motori per macchine non stradali.',
    ],
    jobs: [
      'Scarico di bancali di laterizi, sacchi di cemento e altri materiali edili in cantiere.',
      'Movimentazione di casse e gabbie nei piazzali di aziende di trasporto e spedizionieri.',
      'Gestione di cassoni e contenitori nelle aree esterne di impianti di recupero e riciclo.',
      'Carico di pallet su camion parcheggiati fuori dal capannone, dove una banchina non c’è.',
    ],
    environment:
      'È un mezzo da esterno: i pneumatici sono pensati per fondi irregolari, ghiaia e sterrato compatto, e il diesel non teme lunghe giornate di lavoro lontano da una presa elettrica. Negli ambienti chiusi, invece, i gas di scarico lo rendono poco adatto: per lavorare sotto un tetto va valutato solo con grandi aperture e buona ventilazione, e di solito conviene un modello elettrico o a GPL. Nella richiesta di preventivo è utile indicare il tipo di fondo, il peso dei carichi più frequenti e se il mezzo dovrà restare all’aperto anche di notte.',
    operator:
      'L’operatore deve avere l’attestato di abilitazione per carrelli industriali semoventi, ottenuto con un corso teorico-pratico riconosciuto secondo l’art. 73 del D.Lgs. 81/2008. In cantiere il carrello rientra nelle attrezzature che il piano di sicurezza deve considerare, con percorsi separati dai pedoni dove possibile. A fine giornata si controllano il livello del carburante e lo stato dei pneumatici.',
  },
  'carrello-diesel-5t': {
    intro: [
      'Quando i carichi diventano pesanti e ingombranti serve un carrello diesel da 5 tonnellate come questo.',
      'Il montante triplex alza il carico in tre sezioni telescopiche, restando relativamente basso da chiuso, e le forche da 1.200 mm sostengono bene casse lunghe, blocchi e bobine.',
      'È la macchina da noleggiare per un lavoro straordinario, come l’arrivo di un impianto o lo sgombero di un magazzino pesante, senza acquistare un mezzo che poi resterebbe fermo.',
    ],
    jobs: [
      'Movimentazione di bobine di lamiera, rotoli di carta e fardelli di profilati metallici.',
      'Scarico di macchinari, quadri elettrici e componenti di impianto imballati in casse.',
      'Spostamento di blocchi di pietra, manufatti in calcestruzzo e pallet di pavimentazioni.',
      'Supporto logistico in stabilimenti siderurgici, cartiere e aziende di prefabbricati.',
    ],
    environment:
      'Lavora soprattutto all’aperto, su piazzali industriali e aree di stoccaggio con fondo resistente: il peso proprio del mezzo, riportato nella scheda, va considerato su solette, rampe e tombini. In capannoni molto ampi e ben ventilati può entrare per operazioni puntuali. Prima della consegna conviene verificare gli accessi, perché larghezza e altezza del carrello sono maggiori di quelle dei modelli da magazzino. Per scegliere bene è utile conoscere il peso del carico più pesante, le sue dimensioni e la distanza del baricentro dal tallone delle forche.',
    operator:
      'Come per ogni carrello elevatore con conducente a bordo, la guida è riservata a chi ha frequentato il corso di abilitazione stabilito dall’Accordo Stato-Regioni. Con carichi vicini alla portata massima l’operatore deve leggere il diagramma delle portate sulla targhetta del mezzo, perché la capacità reale diminuisce quando il baricentro del carico si allontana dalle forche o si sale in altezza.',
  },
  'carrello-gpl-2t': {
    intro: [
      'Il carrello a GPL da 2 tonnellate è il compromesso per chi lavora un po’ dentro e un po’ fuori.',
      'Il motore a gas produce emissioni inferiori a quelle di un diesel e ha una risposta pronta, mentre la bombola si sostituisce in pochi minuti: niente tempi di ricarica tra un turno e l’altro.',
      'È una soluzione apprezzata da aziende che non hanno impianti di ricarica per batterie industriali o che usano il carrello in modo discontinuo.',
    ],
    jobs: [
      'Passaggi frequenti tra il magazzino coperto e il cortile di carico esterno.',
      'Gestione di merci in depositi di materiali edili, vivai e rivendite agricole.',
      'Lavori stagionali con picchi di attività, quando serve un mezzo in più per poche settimane.',
      'Movimentazione in officine e capannoni ampi con portoni aperti e buona aerazione.',
    ],
    environment:
      'Si muove bene su pavimenti industriali e su asfalto; i pneumatici superelastici tollerano piccoli dislivelli e giunti di pavimentazione. Negli ambienti chiusi il GPL è accettabile solo con un ricambio d’aria adeguato: la valutazione spetta a chi organizza il lavoro. Le bombole di scorta vanno conservate in un luogo aerato, lontano da fonti di calore e da scantinati o locali interrati. Nella richiesta conviene indicare quante ore al giorno lavorerà il carrello, così da stimare il consumo di gas e il numero di bombole necessarie per la durata del noleggio.',
    operator:
      'Oltre all’abilitazione per la conduzione di carrelli elevatori prevista dal D.Lgs. 81/2008, chi lo usa deve sapere come si sostituisce in sicurezza la bombola di gas: a motore spento, con i guanti, controllando la tenuta del raccordo. Queste indicazioni sono nel manuale del costruttore; il datore di lavoro provvede all’addestramento del personale che effettua il cambio.',
  },
  'transpallet-elettrico-2t': {
    intro: [
      'Il transpallet elettrico da 2 tonnellate è il mezzo più piccolo della flotta e spesso il più usato.',
      'Si guida a piedi con il timone, che comanda marcia, velocità e sollevamento, e toglie all’operatore lo sforzo di trainare pallet pesanti a mano.',
      'Serve per spostare i pallet orizzontalmente: le forche si alzano di pochi centimetri, quanto basta per staccare il bancale dal pavimento, e non per impilarlo.',
    ],
    jobs: [
      'Svuotamento di un camion o di un container pallet per pallet, entrando nel cassone dalla banchina.',
      'Trasferimenti tra la zona di ricevimento e la zona di preparazione degli ordini.',
      'Allestimento di fiere, eventi e punti vendita con merce consegnata su bancali.',
      'Appoggio a un carrello elevatore, che può così dedicarsi solo al lavoro in altezza.',
    ],
    environment:
      'È un mezzo da interno per pavimenti lisci: magazzini, supermercati, retrobottega, celle e corridoi di servizio. Pesa poco rispetto al carico che sposta e le sue dimensioni contenute gli permettono di entrare anche negli ascensori montacarichi, purché la portata dell’impianto lo consenta. Su asfalto rovinato, ghiaia o pendenze marcate perde efficacia e va evitato. Quando si noleggia insieme a un carrello elevatore, i due mezzi si dividono i compiti e il flusso della merce in banchina diventa più rapido e ordinato.',
    operator:
      'Il transpallet con operatore a terra non rientra tra i carrelli con conducente a bordo per cui la normativa richiede il corso di abilitazione specifico. Resta però l’obbligo generale del datore di lavoro di informare, formare e addestrare chi usa qualsiasi attrezzatura, come stabiliscono gli articoli 36, 37 e 73 del D.Lgs. 81/2008: in pratica bastano poche ore di istruzioni su uso del timone, frenata e ricarica.',
  },
  'stoccatore-elettrico-1-4t': {
    intro: [
      'Lo stoccatore elettrico da 1,4 tonnellate unisce la compattezza di un transpallet alla possibilità di alzare il pallet sugli scaffali.',
      'L’operatore cammina dietro al mezzo e lo comanda dal timone, quindi non servono cabina né sedile e l’ingombro resta minimo.',
      'È la risposta giusta per magazzini piccoli o medi, dove un carrello elevatore tradizionale sarebbe sovradimensionato o non riuscirebbe a girare tra le scaffalature.',
    ],
    jobs: [
      'Stoccaggio di pallet su scaffalature di media altezza in magazzini di ricambi e componenti.',
      'Sollevamento di bancali sul piano di lavoro, all’altezza giusta per confezionare o assemblare.',
      'Carico di pallet su scaffali di negozi all’ingrosso e di depositi di e-commerce.',
      'Spostamento di contenitori e cassoni negli archivi e nei magazzini di enti e uffici.',
    ],
    environment:
      'Lavora esclusivamente in interni, su pavimenti piani e in buono stato. La larghezza ridotta, visibile nelle dimensioni della scheda, permette di usarlo in corsie strette e di trasportarlo facilmente da un sito all’altro. È silenzioso e a emissioni zero nel luogo d’uso, quindi adatto anche a spazi condivisi con il pubblico fuori dagli orari di apertura. Chi deve scegliere tra stoccatore e carrello frontale può partire da due domande: quanto sono alti gli scaffali e quanti pallet si spostano in un’ora? Per pochi movimenti e altezze medie lo stoccatore è quasi sempre la soluzione più economica.',
    operator:
      'Anche qui l’operatore guida da terra: per questo tipo di mezzo la legge non prevede il patentino per carrellisti, ma chiede che il lavoratore sia formato e addestrato all’uso in sicurezza. Chi alza carichi in scaffalatura deve conoscere la portata residua alle diverse altezze e tenere i piedi lontani dalla sagoma del mezzo durante le manovre.',
  },
  'carrello-retrattile-2t': {
    intro: [
      'Il carrello retrattile da 2 tonnellate è il mezzo specializzato per i magazzini con scaffalature alte.',
      'Il montante scorre in avanti per prendere il pallet e poi rientra tra le ruote, così il carico viaggia all’interno della sagoma del mezzo e la stabilità resta alta anche a quote elevate.',
      'Occupa meno spazio di un carrello frontale di pari portata e consente di ridurre la larghezza dei corridoi, recuperando posti pallet nello stesso capannone.',
    ],
    jobs: [
      'Stoccaggio e prelievo di pallet ai livelli più alti di una scaffalatura porta-pallet.',
      'Gestione di magazzini conto terzi e centri logistici con molte referenze.',
      'Inventari e riallocazione della merce quando si cambia la disposizione del magazzino.',
      'Servizio a celle frigorifere e depositi della distribuzione organizzata, dove lo spazio costa.',
    ],
    environment:
      'È un mezzo da interno per pavimenti industriali lisci e in piano: le ruote portanti piccole non sono fatte per asfalto rovinato o piazzali. Prima di noleggiarlo conviene confrontare l’altezza di sollevamento della scheda con quella del livello più alto delle scaffalature e con l’altezza libera del capannone, e verificare la portata dei ripiani. Nella richiesta di preventivo aiutano la larghezza dei corridoi, l’altezza dell’ultimo livello di carico e il peso tipico dei pallet da movimentare: con questi dati il mezzo proposto sarà quello giusto per quel magazzino.',
    operator:
      'Il retrattile è un carrello elevatore con conducente a bordo, quindi richiede l’abilitazione prevista dall’art. 73 del D.Lgs. 81/2008 e dall’Accordo Stato-Regioni. Chi arriva da un carrello frontale trova comandi e posizione di guida diversi: un periodo di addestramento pratico sul modello specifico è buona prassi, in particolare per le manovre con il carico in alto.',
  },
  'sollevatore-telescopico-14m': {
    intro: [
      'Il sollevatore telescopico da 3,5 tonnellate e circa 14 metri è un mezzo polivalente per il cantiere e per l’agricoltura.',
      'Il braccio telescopico porta il carico in alto e in avanti, oltre un ostacolo o sopra un ponteggio, cosa che un carrello elevatore non può fare.',
      'Cambiando l’attrezzatura in testa al braccio lo stesso mezzo lavora con forche, benna o cestello: un solo noleggio al posto di due o tre macchine diverse.',
    ],
    jobs: [
      'Sollevamento di pallet di laterizi e materiali sui solai e sui ponteggi di un edificio in costruzione.',
      'Posa di travi, casseri e pannelli in carpenteria, avvicinandoli al punto di montaggio.',
      'Movimentazione di rotoballe, sacconi di mangime e fertilizzanti in aziende agricole.',
      'Carico e scarico di autocarri in cantieri privi di gru fissa.',
    ],
    environment:
      'Le quattro ruote motrici e la buona altezza da terra lo rendono adatto a fondi sterrati, fangosi o in pendenza, tipici dei cantieri edili e dei terreni agricoli. Per usarlo serve spazio: l’ingombro in pianta, indicato nelle dimensioni, e l’area in cui il braccio si estende devono restare liberi da persone e linee elettriche aeree. Negli edifici chiusi entra raramente, per via dei fumi del motore diesel e dell’altezza. Nella richiesta conviene specificare quali attrezzature servono e se il mezzo dovrà circolare su strade aperte al traffico per raggiungere il luogo di lavoro.',
    operator:
      'Per la conduzione dei carrelli a braccio telescopico la normativa prevede un corso di abilitazione dedicato, distinto da quello dei carrelli industriali. Se il sollevatore è usato con il cestello porta persone, l’impiego come piattaforma di lavoro elevabile richiede anche la formazione per le PLE. Chi lo guida deve saper leggere il diagramma di carico, che cambia con l’estensione e l’angolo del braccio.',
  },
  'miniescavatore-3-5t': {
    intro: [
      'Il miniescavatore cingolato da 3,5 tonnellate è la macchina per gli scavi dove un escavatore grande non entra.',
      'La rotazione contenuta della torretta permette di lavorare accanto a muri, recinzioni e traffico senza che la parte posteriore esca molto dalla sagoma dei cingoli.',
      'La lama anteriore serve a livellare e a richiudere gli scavi, e aiuta a stabilizzare la macchina durante il lavoro con il braccio.',
    ],
    jobs: [
      'Trincee per tubazioni dell’acqua, fognature, cavidotti elettrici e fibra ottica.',
      'Scavi per fondazioni di muretti, recinzioni, piccoli locali tecnici e cordoli.',
      'Sistemazione di giardini, aiuole e spazi verdi, con movimentazione di terra e pietrame.',
      'Demolizioni leggere e rimozione di pavimentazioni esterne con l’attrezzatura adatta.',
    ],
    environment:
      'Lavora all’aperto su terreni di ogni tipo, grazie ai cingoli che distribuiscono il peso e limitano l’affondamento. Le dimensioni compatte gli consentono di passare da cancelli e accessi stretti e di essere trasportato su un carrello o un autocarro leggero. La profondità di scavo riportata nella scheda indica fin dove arriva il braccio: per scavi più profondi servono armature delle pareti e una macchina diversa. Per un preventivo preciso indicate il tipo di terreno, la larghezza dell’accesso al lotto e se servono benne di misure diverse per trincee strette e scavi più larghi.',
    operator:
      'Gli escavatori idraulici sono tra le macchine movimento terra per le quali la normativa italiana prevede una formazione specifica dell’operatore; il datore di lavoro verifica, con il proprio responsabile della sicurezza, quale corso si applica al mezzo noleggiato. Prima di scavare vanno individuati i sottoservizi presenti, come tubi del gas, cavi e condotte, per evitare danni e pericoli.',
  },
  'piattaforma-forbice-8m': {
    intro: [
      'La piattaforma a forbice elettrica da 8 metri è il modo più rapido e sicuro per lavorare in quota negli interni, al posto di scale e trabattelli.',
      'La base stretta passa attraverso le porte standard e tra gli arredi, e le ruote non lasciano segni su pavimenti delicati come resina, ceramica o parquet.',
      'Il pianale si alza in verticale con il parapetto già montato, e chi lavora ha le mani libere per attrezzi e materiali.',
    ],
    jobs: [
      'Sostituzione di lampade, corpi illuminanti e componenti di impianti elettrici a soffitto.',
      'Posa e manutenzione di controsoffitti, canaline, sprinkler e condotte di ventilazione.',
      'Allestimento di vetrine, stand fieristici e scenografie per eventi.',
      'Pulizie in quota, tinteggiature e piccoli interventi di manutenzione in uffici e scuole.',
    ],
    environment:
      'È progettata per l’interno e per superfici piane e compatte: capannoni, uffici, centri commerciali, palestre, teatri. Non ha stabilizzatori, quindi va usata solo su pavimenti in piano e senza vento. Il peso contenuto riportato nella scheda va comunque confrontato con la portata di solai sopraelevati, soppalchi e montacarichi prima dell’impiego. Per una scelta sicura confrontate l’altezza di lavoro della scheda con quella del soffitto e calcolate il peso di persone, attrezzi e materiali da portare sul pianale: se servono più altezza o più spazio, la flotta comprende forbici più grandi.',
    operator:
      'Le piattaforme di lavoro mobili elevabili, dette PLE, richiedono per l’operatore il corso di abilitazione stabilito dall’Accordo Stato-Regioni, con moduli diversi per le piattaforme con e senza stabilizzatori. A terra è buona regola tenere un secondo lavoratore che sappia usare i comandi di emergenza. Durante il lavoro non si sale sui parapetti e non si usano scale sopra il pianale.',
  },
  'piattaforma-forbice-12m': {
    intro: [
      'La piattaforma a forbice elettrica da 12 metri offre un pianale ampio ed estensibile: due persone lavorano comode con attrezzi e materiali a portata di mano.',
      'La prolunga scorrevole del pianale permette di avvicinarsi a una parete o di superare un piccolo ostacolo alla base senza spostare la macchina.',
      'È il mezzo tipico per i lavori sui soffitti di capannoni industriali, magazzini e grandi superfici commerciali.',
    ],
    jobs: [
      'Installazione di impianti di illuminazione, linee elettriche e passerelle portacavi in capannone.',
      'Montaggio di tubazioni antincendio, impianti di climatizzazione e canali d’aria.',
      'Manutenzione di carroponti, portoni sezionali e coperture dall’interno.',
      'Lavori di finitura su pareti alte, come pannellature, segnaletica e verniciature.',
    ],
    environment:
      'Lavora in interni e all’esterno solo su superfici piane e resistenti, con vento debole; non ha trazione per terreni sconnessi. La trazione elettrica è silenziosa e senza gas di scarico, per cui si può usare in ambienti aperti al pubblico, organizzando una zona delimitata sotto la macchina. Prima della consegna è utile confrontare le dimensioni della scheda con le porte e i corridoi da attraversare. Nella richiesta di preventivo aiutano tre dati: l’altezza del punto più alto da raggiungere, la larghezza minima dei passaggi e il tipo di pavimento su cui la macchina lavorerà. Con queste informazioni si conferma che la piattaforma scelta sia quella corretta.',
    operator:
      'Serve l’abilitazione per piattaforme di lavoro elevabili senza stabilizzatori, prevista dalla normativa sulla sicurezza per chi conduce questi mezzi. L’operatore verifica a inizio turno i dispositivi di sicurezza, come il sensore di inclinazione e l’allarme di sovraccarico, e rispetta la portata massima indicata sulla targhetta, che comprende persone, attrezzi e materiali insieme.',
  },
  'piattaforma-forbice-diesel-15m': {
    intro: [
      'La piattaforma a forbice diesel fuoristrada da 15 metri porta il lavoro in quota dove le macchine elettriche non arrivano: su terreni sconnessi, in cantiere e all’aperto.',
      'La trazione 4x4 e gli stabilizzatori le consentono di mettersi in piano anche su fondi irregolari, offrendo un pianale molto grande con una portata elevata.',
      'È adatta a squadre che devono lavorare insieme su una facciata o una copertura con molti materiali a bordo.',
    ],
    jobs: [
      'Lavori su facciate, cappotti termici e rivestimenti di edifici in costruzione o ristrutturazione.',
      'Montaggio di strutture metalliche, lattonerie e grondaie di capannoni.',
      'Installazione di impianti fotovoltaici e insegne su fabbricati industriali.',
      'Manutenzione di strutture all’aperto come tettoie, pensiline e impianti sportivi.',
    ],
    environment:
      'È una macchina da esterno: gli stabilizzatori vanno appoggiati su terreno portante, se necessario con piastre di ripartizione, e il lavoro si sospende quando il vento supera il limite indicato dal costruttore. Per peso e dimensioni richiede accessi ampi e un mezzo adeguato per il trasporto: conviene descrivere il cantiere al momento della richiesta, così da pianificare bene la consegna. Nella richiesta di preventivo descrivete il terreno, la pendenza dell’area e il percorso che il mezzo farà dal punto di scarico al punto di lavoro: sono le informazioni che servono per organizzare una consegna senza sorprese.',
    operator:
      'Per le piattaforme con stabilizzatori la normativa italiana prevede un modulo di formazione specifico, oltre a quello per le macchine senza stabilizzatori. Chi la usa deve saper valutare il terreno e la pendenza prima di alzarsi. Come per ogni PLE, serve una persona a terra in grado di intervenire con i comandi di emergenza e un piano per il recupero dell’operatore in quota.',
  },
  'piattaforma-articolata-15m': {
    intro: [
      'La piattaforma articolata elettrica da 15 metri è la soluzione quando il punto di lavoro non sta esattamente sopra la macchina.',
      'Il braccio a più snodi sale, scavalca un ostacolo e scende dall’altra parte: tubazioni, scaffalature, macchinari o una tettoia non sono più un problema.',
      'Lo sbraccio laterale indicato nella scheda permette di lavorare lontano dalla base, mentre la trazione elettrica la rende silenziosa e pulita.',
    ],
    jobs: [
      'Manutenzione di impianti di processo, tubazioni e valvole in stabilimenti industriali.',
      'Interventi su travi reticolari, capriate e coperture scavalcando macchinari installati.',
      'Lavori su impianti di illuminazione e audio in teatri, auditorium e palazzetti.',
      'Installazione di telecamere, sensori e reti dati sopra scaffalature e linee produttive.',
    ],
    environment:
      'È pensata per interni e per esterni su superfici compatte e in piano, come piazzali asfaltati o pavimentazioni industriali. Le batterie consentono di lavorare dove non sono ammessi fumi, per esempio in stabilimenti alimentari o farmaceutici e in spazi chiusi. Le ruote non segnanti proteggono i pavimenti, ma il peso del mezzo va considerato su solai e rampe. Per capire se questo modello è adatto al vostro lavoro servono l’altezza del punto da raggiungere e la distanza orizzontale dalla posizione in cui la macchina può fermarsi: con questi dati si confronta il diagramma di lavoro del costruttore.',
    operator:
      'La conduzione richiede l’abilitazione per PLE prevista dall’Accordo Stato-Regioni. Sulle piattaforme a braccio l’operatore indossa un’imbracatura anticaduta collegata ai punti di ancoraggio del cestello indicati dal costruttore, perché un urto o uno scatto del braccio può sbalzarlo fuori. Il datore di lavoro deve prevedere anche come recuperare il lavoratore in caso di guasto in quota.',
  },
  'piattaforma-telescopica-20m': {
    intro: [
      'La piattaforma telescopica diesel da 20 metri è fatta per le grandi altezze e i grandi sbracci.',
      'Il braccio dritto si allunga fino a raggiungere punti lontani dalla base, per esempio la parte alta di una facciata dietro un giardino o una fila di auto parcheggiate.',
      'La trazione 4x4 le permette di spostarsi in cantiere anche su fondi non perfetti, riposizionandosi rapidamente tra un punto di lavoro e l’altro.',
    ],
    jobs: [
      'Carpenteria metallica e montaggio di strutture prefabbricate di grande altezza.',
      'Manutenzione e pulizia di facciate continue, cornicioni e vetrate.',
      'Posa e manutenzione di insegne, cartelloni e impianti di illuminazione pubblica o privata.',
      'Ispezioni e riparazioni su serbatoi, silos e impianti industriali all’aperto.',
    ],
    environment:
      'È una macchina da esterno per cantieri, piazzali e aree industriali. L’ampio raggio d’azione richiede di delimitare la zona sotto il braccio e di mantenersi a distanza di sicurezza da linee elettriche aeree. Prima di ogni impiego si controllano la portanza del terreno, la pendenza e la velocità del vento; per il trasporto serve un mezzo adatto a dimensioni e peso riportati nella scheda. Per valutare se serve proprio questa macchina o ne basta una più piccola, nella richiesta indicate l’altezza da raggiungere, la distanza orizzontale dal punto di appoggio e gli ostacoli presenti alla base.',
    operator:
      'L’operatore deve essere abilitato alla conduzione di PLE con stabilizzatori o semoventi secondo quanto prevede l’art. 73 del D.Lgs. 81/2008, e deve usare l’imbracatura anticaduta agganciata al cestello. Con sbracci così ampi è essenziale conoscere l’area di lavoro del modello, che dipende da portata, estensione e angolo del braccio: le indicazioni sono nel manuale fornito con il mezzo.',
  },
  'piattaforma-verticale-10m': {
    intro: [
      'La piattaforma verticale a colonna da 10 metri è la più leggera e compatta tra le macchine per il lavoro in quota della flotta.',
      'Porta una persona con la sua attrezzatura e si infila in spazi dove una forbice non passerebbe: corridoi stretti, sale tecniche, navate tra scaffalature.',
      'Entra negli ascensori e si sposta facilmente tra i piani di un edificio, per questo è molto usata nelle manutenzioni di edifici con più livelli.',
    ],
    jobs: [
      'Manutenzione di impianti elettrici, di allarme e di rilevazione incendi negli edifici.',
      'Prelievo e sistemazione di colli leggeri sui livelli alti di scaffalature a ripiani.',
      'Interventi su impianti di climatizzazione, diffusori e bocchette in uffici e ospedali.',
      'Lavori in chiese, musei e sale storiche dove il pavimento va protetto e lo spazio è poco.',
    ],
    environment:
      'È una macchina da interno, per pavimenti piani e lisci. Il peso proprio ridotto, indicato nella scheda, la rende adatta anche a solai con portata limitata e a pavimenti delicati. Non è pensata per l’aperto: il vento e i fondi irregolari ne limitano l’uso, e per quei casi la flotta offre piattaforme fuoristrada. Per chi esegue molti piccoli interventi in punti diversi dello stesso edificio, è spesso più conveniente di una forbice: si monta e si sposta in pochi minuti e non richiede grandi spazi di manovra.',
    operator:
      'Anche una piattaforma verticale per una sola persona è una PLE, e chi la conduce deve avere seguito il corso di abilitazione previsto dalla normativa. Essendo spesso usata da tecnici di manutenzione che lavorano da soli, conviene organizzare la presenza di un collega nelle vicinanze che conosca la procedura di discesa di emergenza.',
  },
  'sollevatore-rotativo-21m': {
    intro: [
      'Il sollevatore telescopico rotativo da 4 tonnellate e circa 21 metri è il mezzo più versatile della flotta per il cantiere.',
      'La torretta gira a 360 gradi sopra il telaio stabilizzato: il braccio può servire tutto il perimetro della macchina senza spostarla, come farebbe una piccola gru.',
      'Con le attrezzature adatte fa da gru, da carrello elevatore e da piattaforma aerea, riducendo i mezzi presenti in cantiere e i tempi di allestimento.',
    ],
    jobs: [
      'Sollevamento e posa di materiali sui piani alti di edifici in costruzione.',
      'Montaggio di elementi prefabbricati, travi e coperture con l’attrezzatura a gancio.',
      'Rifornimento di ponteggi su più lati dell’edificio da un’unica posizione.',
      'Lavori in quota con il cestello porta persone su strutture alte e difficili da raggiungere.',
    ],
    environment:
      'Lavora all’aperto, su cantieri edili e industriali con spazio per aprire gli stabilizzatori e un terreno capace di sostenerne i carichi. Le dimensioni e il peso riportati nella scheda richiedono una pianificazione del trasporto e dell’accesso al cantiere. Nella zona di rotazione del braccio non devono trovarsi persone, e le linee elettriche aeree vanno tenute a distanza. Per ottenere un preventivo utile indicate quali attrezzature servono, il peso e le dimensioni dei carichi da sollevare, l’altezza e la distanza dei punti di posa e lo spazio disponibile per aprire gli stabilizzatori.',
    operator:
      'Per i sollevatori telescopici rotativi la normativa prevede un modulo di abilitazione specifico, diverso da quello dei telescopici a braccio fisso. Se la macchina è usata come gru o con il cestello, l’operatore deve conoscere le configurazioni ammesse dal costruttore e rispettare i diagrammi di carico di ciascuna attrezzatura, che il sistema di controllo del mezzo riconosce.',
  },
  'commissionatore-verticale': {
    intro: [
      'Il commissionatore verticale da 1 tonnellata porta l’operatore all’altezza dello scaffale, per prelevare a mano i singoli colli degli ordini.',
      'La pedana sale insieme alle forche, così chi prepara gli ordini lavora sempre all’altezza giusta, senza scale e senza chinarsi.',
      'Le forche sostengono un pallet o un contenitore su cui comporre l’ordine, che poi viene portato direttamente alla zona di spedizione.',
    ],
    jobs: [
      'Preparazione di ordini a collo singolo in magazzini di ricambi, elettronica e farmaceutica.',
      'Picking dai livelli intermedi e alti di scaffalature per l’e-commerce e la distribuzione.',
      'Rifornimento delle ubicazioni di prelievo con piccoli quantitativi di merce.',
      'Controlli inventariali e conteggi a scaffale senza dover scaricare i pallet.',
    ],
    environment:
      'Lavora solo negli interni, su pavimenti industriali piani e puliti, tra scaffalature a corridoio. È elettrico e silenzioso, adatto a magazzini in cui si lavora su più turni. Prima del noleggio conviene verificare che l’altezza della pedana, indicata nelle caratteristiche, corrisponda ai livelli da servire e che la larghezza dei corridoi sia compatibile con le dimensioni del mezzo. Nella richiesta di preventivo specificate quanti livelli di scaffalatura vanno serviti, la larghezza delle corsie e il numero di turni di lavoro: servono per confermare il modello e organizzare la ricarica.',
    operator:
      'Il commissionatore ha l’operatore a bordo e si muove con lui in quota: l’addestramento deve coprire guida, sollevamento e uso dei dispositivi di trattenuta previsti dal costruttore. Se il mezzo rientri tra quelli per cui serve l’abilitazione dei carrelli con conducente a bordo va valutato con il responsabile della sicurezza dell’azienda che lo impiega, secondo il D.Lgs. 81/2008 e l’Accordo Stato-Regioni.',
  },
} as const satisfies Record<string, VehicleGuide>;

export type VehicleGuideSlug = keyof typeof vehicleGuides;

/** The guide of a vehicle, by slug. */
export function vehicleGuide(slug: string): VehicleGuide | undefined {
  return (vehicleGuides as Record<string, VehicleGuide>)[slug];
}
