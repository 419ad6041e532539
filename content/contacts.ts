import contactsFile from './generated/contacts.json';
import { company, fullAddress } from './company';
import { RENTAL_ASSISTANCE_HOURS } from './rental';
import type { SiteDocument } from './types';

/**
 * /contatti (docs/product.md, "Contacts"). Company details come from company.ts; this file holds the
 * page's own words and the complaints form PDF. The FAQ, the map position and the survey address
 * come from content/contacts.json (the editor's "Pagina Contatti").
 */
export const COMPLAINTS_FORM_FILE = 'modulo-reclami.pdf';

export const contacts = {
  hero: {
    eyebrow: 'Siamo qui per te',
    title: 'Contatti',
    lead: `Siamo a ${company.address.city}, ${company.hours.office.days.toLowerCase()} dalle ${company.hours.office.opens} alle ${company.hours.office.closes}. Rispondiamo entro 24 ore lavorative.`,
    /** Followed by the phone number (components/ui/CallLabel). */
    call: 'Chiama',
    write: 'Scrivici una email',
  },
  quick: {
    title: 'Parla subito con la persona giusta',
    cards: {
      assistance: {
        title: 'Assistenza tecnica',
        /** To /gielle-rental/assistenza: a breakdown, an extension or a pickup, in writing. */
        rentalLink: 'Mezzo a noleggio: guasto, proroga o ritiro',
        text: `Guasti, fermi macchina e interventi: ${company.hours.assistance.days.toLowerCase()}, ${company.hours.assistance.opens}-${company.hours.assistance.closes}. Sui mezzi a noleggio l’assistenza è attiva ${RENTAL_ASSISTANCE_HOURS}.`,
      },
      info: {
        title: 'Informazioni e preventivi',
        text: 'Domande su servizi, forniture e noleggio: ti rispondiamo entro 24 ore lavorative.',
      },
      office: {
        title: 'Sede',
        text: fullAddress,
        mapLink: 'Apri la mappa',
      },
    },
  },
  tabs: {
    title: 'Scrivici o vieni a trovarci',
    intro:
      'Trovi qui tutti i recapiti, oppure compila la richiesta guidata: servizi o noleggio mezzi, in quattro passi.',
    label: 'Modalità di contatto',
    info: { id: 'informazioni', label: 'Informazioni di contatto' },
    form: { id: 'modulo', label: 'Modulo di contatto' },
  },
  info: {
    title: 'I nostri recapiti',
    rows: {
      address: 'Indirizzo',
      phone: 'Centralino',
      assistance: 'Assistenza tecnica',
      email: 'Email',
      pec: 'PEC',
      officeHours: 'Orari ufficio',
      assistanceHours: 'Orari assistenza',
      rentalAssistance: 'Assistenza mezzi a noleggio',
    },
    /** The rental's assistance, beside the company's hours (see RENTAL_ASSISTANCE_HOURS). */
    rentalAssistanceHours: `${RENTAL_ASSISTANCE_HOURS}, per tutta la durata del noleggio`,
    wizardPrompt: 'Preferisci scriverci? La richiesta guidata ci dà subito tutto ciò che serve per un preventivo.',
    wizardButton: 'Apri il modulo di richiesta',
  },
  /** Shown in the form tab when scripts are off: the wizard needs them, an e-mail does not. */
  noScript: {
    title: 'Scrivici una email',
    text: 'La richiesta guidata funziona con JavaScript attivo. Puoi anche scriverci direttamente: indica il servizio o il mezzo che ti interessa, i tempi e un recapito.',
    button: `Scrivi a ${company.email.info}`,
    subject: 'Richiesta di informazioni dal sito',
    body: 'Servizio o mezzo:\nTempistica:\nNome e azienda:\nTelefono:\n\nRichiesta:\n',
  },
  map: {
    title: 'Dove siamo',
    intro: 'La sede operativa, con uffici e magazzino, è nella zona industriale di Catania.',
    /** The office position for the map embed. */
    position: contactsFile.mapPosition,
    placeholderTitle: 'Mappa della sede',
    placeholderText:
      'La mappa è fornita da OpenStreetMap, un servizio esterno. La carichiamo solo se accetti i cookie o se la richiedi tu.',
    load: 'Carica la mappa',
    open: 'Apri in Google Maps',
    iframeTitle: `Mappa: ${company.legalName}, ${fullAddress}`,
  },
  feedback: {
    title: 'La tua opinione ci aiuta a migliorare',
    survey: {
      title: 'Questionario di soddisfazione',
      text: 'Cinque minuti per dirci come lavoriamo: ogni risposta viene letta dalla direzione.',
      /** The external survey address. */
      url: contactsFile.surveyUrl,
      button: 'Compila il questionario',
    },
    complaints: {
      title: 'Modulo reclami',
      text: `Scarica il modulo, compilalo e invialo a ${company.email.info}: ti rispondiamo per iscritto.`,
      button: 'Scarica il modulo reclami (PDF)',
      file: `/documents/${COMPLAINTS_FORM_FILE}`,
    },
  },
  support: {
    title: 'Serve assistenza su un mezzo o un impianto?',
    text: `Il servizio tecnico risponde ${company.hours.assistance.days.toLowerCase()} dalle ${company.hours.assistance.opens} alle ${company.hours.assistance.closes}; sui mezzi a noleggio l’assistenza è attiva ${RENTAL_ASSISTANCE_HOURS}.`,
    /** Followed by the assistance number (components/ui/CallLabel). */
    button: 'Chiama l’assistenza',
  },
  faq: {
    title: 'Domande frequenti',
    items: contactsFile.faq,
  },
} as const;

/** The complaints form PDF, generated at build time (content/documents.ts). */
export const complaintsFormDocument: SiteDocument = {
  file: COMPLAINTS_FORM_FILE,
  title: 'Modulo reclami',
  subtitle: `${company.legalName} - da compilare e inviare a ${company.email.info}`,
  sections: [
    {
      heading: 'Come usare il modulo',
      paragraphs: [
        `Compila il modulo in stampatello o al computer e invialo a ${company.email.info}, oppure consegnalo presso la sede: ${fullAddress}.`,
        'Ti risponderemo per iscritto. I dati personali sono trattati secondo la privacy policy pubblicata sul sito.',
      ],
    },
    {
      heading: '1. Dati di chi presenta il reclamo',
      paragraphs: [
        'Nome e cognome: ______________________________________________',
        'Azienda: ______________________________________________________',
        'Email: ______________________________  Telefono: _______________',
      ],
    },
    {
      heading: '2. Oggetto del reclamo',
      paragraphs: [
        'Servizio, fornitura o mezzo a noleggio interessato: ____________________',
        'Numero di ordine, contratto o documento di trasporto: __________________',
        'Data dei fatti: ____ / ____ / ________',
      ],
    },
    {
      heading: '3. Descrizione',
      paragraphs: [
        'Descrivi che cosa è successo e quali conseguenze ha avuto:',
        '____________________________________________________________________',
        '____________________________________________________________________',
        '____________________________________________________________________',
        '____________________________________________________________________',
      ],
    },
    {
      heading: '4. Richiesta',
      paragraphs: [
        'Che cosa ti aspetti da noi (sostituzione, nuovo intervento, rimborso, altro):',
        '____________________________________________________________________',
        '____________________________________________________________________',
      ],
    },
    {
      heading: '5. Data e firma',
      paragraphs: ['Luogo e data: ______________________   Firma: ______________________'],
    },
  ],
};
