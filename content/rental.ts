import rentalFaqFiles from './generated/rental-faq.json';
import type { IconName } from './types';
import { company } from './company';
import { vehicleImageMissing } from './vehicleImageFallback';
import { vehicleMetaDescription, vehicleMetaTitle } from '@/lib/vehicleMeta';

export interface RentalFaq {
  id: string;
  question: string;
  answer: string;
}

/**
 * docs/product.md ("Fixed figures") has two assistance facts: Gielle Rental's figure "24/7 assistance", the
 * technical assistance on rented vehicles for the whole hire (this page, its FAQ), and the
 * company's assistance hours, Monday-Friday 08:00-17:00 (company.hours.assistance, /contatti).
 * Every text that gives one says which assistance it is; /contatti gives both.
 */
export const RENTAL_ASSISTANCE_HOURS = '24/7';

/** Text of /gielle-rental (docs/product.md: "Rental", "Fixed figures"). */
export const rental = {
  hero: {
    eyebrow: 'Gielle Rental',
    title: 'Noleggio mezzi per magazzino, cantiere e lavori in quota',
    lead: 'Carrelli elevatori, mezzi di movimentazione, macchine movimento terra e piattaforme aeree a noleggio, da un giorno a un anno: consegnati pronti all’uso in cantiere o in azienda, con assistenza tecnica 24/7.',
    quoteButton: 'Richiedi un preventivo',
    fleetButton: 'Esplora la flotta',
    assistanceLead: 'Hai già un mezzo a noleggio?',
    assistanceLink: 'Guasto, proroga o ritiro: chiedi qui',
  },
  why: {
    eyebrow: 'Perché sceglierci',
    title: 'Perché scegliere Gielle Rental',
    intro: `Dal ${company.foundedYear} lavoriamo accanto a imprese, cantieri e stabilimenti della Sicilia: sappiamo che un mezzo fermo è un lavoro fermo.`,
    points: [
      {
        icon: 'truck',
        title: 'Flotta ampia e controllata',
        text: 'Mezzi elettrici, diesel e a GPL, revisionati e verificati prima di ogni consegna, con manuale d’uso e documentazione a bordo.',
      },
      {
        icon: 'clock',
        title: 'Formule flessibili',
        text: 'Dal noleggio di un giorno a quello annuale: scegli la durata che serve al tuo lavoro, e prolungala se il cantiere si allunga.',
      },
      {
        icon: 'users',
        title: 'Un referente unico',
        text: 'Lo stesso interlocutore dal preventivo al ritiro: ti aiuta a scegliere il mezzo giusto e organizza consegna e assistenza.',
      },
    ] satisfies readonly { icon: IconName; title: string; text: string }[],
    aboutLink: 'Scopri chi siamo',
  },
  figures: {
    title: 'Gielle Rental in cifre',
    items: [
      { value: '20+', label: 'mezzi disponibili' },
      { value: '20+', label: 'anni di esperienza' },
      { value: '800+', label: 'clienti soddisfatti' },
      { value: RENTAL_ASSISTANCE_HOURS, label: 'assistenza sui mezzi a noleggio' },
    ],
  },
  fleet: {
    eyebrow: 'La flotta',
    title: 'Esplora la flotta',
    intro: 'Scegli una categoria e apri la scheda di ogni mezzo: caratteristiche, immagini e scheda tecnica in PDF.',
    allTab: 'Tutti i mezzi',
    tablistLabel: 'Categorie di mezzi',
    details: 'Dettagli',
    emptyTitle: 'Nessun mezzo disponibile',
    emptyText: 'Non ci sono mezzi disponibili in questa categoria al momento.',
    imageMissing: vehicleImageMissing,
    modal: {
      specsTitle: 'Caratteristiche tecniche',
      documentsTitle: 'Documenti',
      contactTitle: 'Ti interessa questo mezzo?',
      quote: 'Richiedi un preventivo',
      mail: 'Scrivici',
      phone: 'Chiama',
      openImage: 'Ingrandisci l’immagine',
      thumbnails: 'Altre immagini',
      newTab: '(PDF, si apre in una nuova scheda)',
    },
    lightbox: {
      title: 'immagini',
      previous: 'Immagine precedente',
      next: 'Immagine successiva',
    },
  },
  process: {
    eyebrow: 'Come funziona',
    title: 'Noleggiare in cinque passi',
    steps: [
      { title: 'Richiesta', text: 'Raccontaci il lavoro da fare: per telefono, e-mail o con il modulo di richiesta.' },
      { title: 'Consulenza', text: 'Ti aiutiamo a scegliere il mezzo adatto per portata, altezza, terreno e spazi.' },
      { title: 'Preventivo', text: 'Ricevi un’offerta chiara con durata, consegna e coperture assicurative.' },
      { title: 'Consegna', text: 'Portiamo il mezzo in cantiere o in azienda, controllato e pronto all’uso.' },
      {
        title: 'Assistenza e ritiro',
        text: 'Assistenza tecnica 24/7 per tutto il noleggio, poi ritiriamo noi il mezzo.',
      },
    ],
  },
  benefits: {
    eyebrow: 'I vantaggi',
    title: 'Cosa ottieni con il noleggio',
    items: [
      {
        icon: 'zap',
        title: 'Assistenza tecnica',
        text: 'Tecnici reperibili 24/7 e interventi rapidi sul posto, o un mezzo sostitutivo se serve.',
      },
      {
        icon: 'clipboard',
        title: 'Pianificazione semplice',
        text: 'Durata, consegna e ritiro concordati in anticipo: nessun costo di manutenzione o di fermo a tuo carico.',
      },
      {
        icon: 'award',
        title: 'Qualità certificata',
        text: `Mezzi conformi e verificati, gestiti con un sistema certificato ${company.certifications.join(', ')}.`,
      },
    ] satisfies readonly { icon: IconName; title: string; text: string }[],
    centreText: 'Servono anche dispositivi di protezione respiratoria per il cantiere?',
    centreLink: 'Scopri il centro assistenza autorizzato',
  },
  faq: {
    eyebrow: 'Domande frequenti',
    title: 'Domande frequenti sul noleggio',
    /** From content/rental-faq.json (the editor's "Domande frequenti sul noleggio"). */
    items: rentalFaqFiles as readonly RentalFaq[],
  },
  cta: {
    title: 'Trova il mezzo giusto per il tuo lavoro',
    text: 'Chiamaci o scrivici: ti rispondiamo entro 24 ore lavorative con una proposta su misura.',
    contactButton: 'Contattaci',
    phoneLabel: 'Chiama',
  },
  /** Text of the pages of single vehicles, /gielle-rental/<slug>. */
  vehiclePage: {
    breadcrumbLabel: 'Percorso di navigazione',
    assistanceLead: 'Hai già questo mezzo a noleggio?',
    assistanceLink: 'Chiedi assistenza, una proroga o il ritiro',
    /** "Noleggio <vehicle> a Catania", shortened when the whole title would not fit search results (lib/vehicleMeta.ts). */
    metaTitle: (vehicleName: string) => vehicleMetaTitle(vehicleName, company.address.city, company.brand),
    metaDescription: (description: string) => vehicleMetaDescription(description, company.address.city, company.brand),
    guideTitle: 'A cosa serve',
    jobsTitle: 'Lavori tipici',
    environmentTitle: 'Dove lavora',
    operatorTitle: 'Chi lo può usare',
    operatorNote:
      'Indicazioni generali sulla normativa italiana: per il tuo caso fa fede la valutazione del responsabile della sicurezza.',
    specsTitle: 'Caratteristiche tecniche',
    specsCaption: (vehicleName: string) => `Caratteristiche tecniche: ${vehicleName}`,
    specsHeader: { label: 'Caratteristica', value: 'Valore' },
    galleryTitle: 'Immagini',
    documentsTitle: 'Scheda tecnica in PDF',
    documentsText:
      'Tutte le caratteristiche del mezzo in un documento da consultare o da allegare alla tua richiesta interna.',
    viewDocument: 'Apri la scheda tecnica',
    downloadDocument: 'Scarica il PDF',
    quoteTitle: 'Richiedi questo mezzo',
    /** Before a published price: "Prezzo di noleggio: 120 € al giorno, IVA esclusa". */
    priceLabel: 'Prezzo di noleggio',
    quoteText: 'Indica durata e date nel modulo di richiesta: il mezzo è già selezionato. Oppure chiamaci o scrivici.',
    relatedTitle: 'Altri mezzi che potrebbero servirti',
    relatedIntro: 'Mezzi della stessa categoria, poi il resto della flotta.',
    fleetLink: 'Tutta la flotta',
    /** The vehicle dialog on /gielle-rental links to the full page. */
    fullPageLink: 'Pagina completa del mezzo',
  },
} as const;
