import slideFiles from './generated/home-slides.json';
import type { Slide, Value } from './types';
import { company } from './company';
import { pages } from './pages';
import { whistleblowing } from './whistleblowing';

/** Text of the home page (docs/product.md, "Home"). */

/** Hero slider, from content/home-slides.json: three slides, the first one is the page's LCP. */
export const slides: readonly Slide[] = slideFiles;

/**
 * The page's H1, read by screen readers and search engines, not shown: the slides' titles are
 * what the eye reads first, and none of them can be the H1 (a slide out of view is inert).
 */
export const homeHeading = `${company.brand}: forniture industriali, servizi e noleggio a Catania`;

/** Timings of docs/product.md, "Fixed figures". */
export const heroTiming = { autoplayMs: 6000, transitionMs: 500 } as const;
export const partnersTiming = { autoplayMs: 4000, transitionMs: 500 } as const;

export const values = {
  eyebrow: 'I nostri valori',
  title: 'Quello in cui crediamo',
  intro: 'Quattro principi guidano ogni fornitura, ogni intervento e ogni mezzo che consegniamo.',
  items: [
    {
      id: 'sostenibilita',
      title: 'Sostenibilità',
      description:
        'Riduciamo consumi e rifiuti, scegliamo fornitori responsabili e gestiamo sede e cantieri secondo la ISO 14001.',
      icon: 'leaf',
      color: 'steel',
    },
    {
      id: 'efficienza',
      title: 'Efficienza',
      description:
        'Processi certificati, magazzino organizzato e tempi di risposta rapidi: meno fermi macchina, più produttività.',
      icon: 'zap',
      color: 'gold',
    },
    {
      id: 'collaborazione',
      title: 'Collaborazione',
      description:
        'Lavoriamo accanto ai clienti come un unico gruppo, dalla prima richiesta all’assistenza dopo la consegna.',
      icon: 'handshake',
      color: 'navy',
    },
    {
      id: 'innovazione',
      title: 'Innovazione',
      description:
        'Strumenti digitali, eProcurement e tecnologie nuove per rendere più semplice il lavoro di ogni giorno.',
      icon: 'lightbulb',
      color: 'anthracite',
    },
  ] as const satisfies readonly Value[],
};

/** Index of links to every service page and to each family of the rental fleet. */
export const offerIndex = {
  eyebrow: 'Cosa facciamo',
  title: 'Servizi e noleggio',
  intro:
    'Ogni servizio ha la sua pagina, con cosa comprende, come si lavora insieme e il preventivo; ogni mezzo della flotta Gielle Rental ha la sua scheda tecnica.',
  rentalTitle: 'Noleggio mezzi',
  /** e.g. "5 mezzi": the count comes from the fleet data. */
  vehicleCount: (count: number) => (count === 1 ? '1 mezzo' : `${count} mezzi`),
  rentalAll: 'Tutta la flotta Gielle Rental',
};

export const policiesSection = {
  eyebrow: 'Trasparenza',
  title: 'Le nostre politiche aziendali',
  intro: 'I documenti che descrivono come lavoriamo: consultali online o scaricali in PDF.',
  viewLabel: 'Visualizza online',
  downloadLabel: 'Scarica PDF',
};

export const centrePromo = {
  eyebrow: 'Centro assistenza autorizzato',
  title: 'Centro Spasciani per la protezione respiratoria',
  text: 'Manutenzione di autorespiratori e maschere, ricarica di bombole ad aria respirabile e prove di tenuta quantitative, eseguite da tecnici formati dal produttore.',
  logo: {
    src: '/images/brand/centro-spasciani.svg',
    alt: 'Logo Spasciani, centro assistenza autorizzato',
    width: 400,
    height: 200,
  },
  button: 'Scopri il centro',
  link: pages.serviceCentre.path,
};

export const partnersSection = {
  eyebrow: 'Partner',
  title: 'Lavoriamo con i migliori marchi',
  intro: 'Produttori e distributori con cui collaboriamo ogni giorno per offrire forniture affidabili e certificate.',
};

export const certificationsSection = {
  eyebrow: 'Certificazioni',
  title: 'Qualità certificata',
  intro:
    'Le certificazioni e i riconoscimenti che garantiscono il nostro modo di lavorare. Seleziona una scheda per leggere i dettagli e consultare il documento.',
  detailsLabel: 'Dettagli',
  downloadLabel: 'Scarica il documento',
};

export const homeCta = {
  title: 'Hai un progetto o una richiesta?',
  text: 'Raccontaci di cosa hai bisogno: ti rispondiamo entro 24 ore lavorative con una proposta su misura.',
  button: 'Contattaci',
};

export const whistleblowingSection = {
  eyebrow: 'D.Lgs. 24/2023',
  title: 'Whistleblowing: segnala in sicurezza',
  text: `In attuazione del D.Lgs. 24/2023, ${company.brand} mette a disposizione un canale di segnalazione riservato per chi viene a conoscenza di illeciti nel contesto lavorativo. L’identità di chi segnala è tutelata e ogni forma di ritorsione è vietata.`,
  link: { label: 'Come funziona il canale', href: pages.whistleblowing.path },
  guide: { label: 'Scarica la guida (PDF)', file: whistleblowing.guideFile },
};

export const scrollToTopLabel = 'Torna in cima';
