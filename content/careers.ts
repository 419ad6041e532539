import { company } from './company';

/** /lavora-con-noi: intro and how to apply (docs/product.md, "Careers"). The form's words are in careersForm.ts. */

export const careers = {
  hero: {
    eyebrow: 'Lavora con noi',
    title: 'Lavora con noi',
    lead: 'Cerchiamo persone precise e curiose che vogliono crescere con un’azienda industriale siciliana.',
  },
  intro: {
    title: 'Perché Gielle',
    paragraphs: [
      `Dal ${company.foundedYear} lavoriamo a Catania accanto alle aziende del territorio: forniture industriali, servizi, noleggio di mezzi e assistenza tecnica.`,
      'Offriamo formazione continua, un ambiente certificato ISO 45001 per la salute e sicurezza sul lavoro e la possibilità di crescere in squadre piccole e competenti.',
    ],
    highlights: [
      { icon: 'shieldCheck', title: 'Sicurezza prima di tutto', text: 'Procedure e formazione secondo ISO 45001.' },
      { icon: 'users', title: 'Squadre affiatate', text: 'Ruoli chiari e colleghi esperti a cui chiedere.' },
      { icon: 'award', title: 'Crescita', text: 'Corsi, patentini e certificazioni a carico dell’azienda.' },
    ],
  },
  howToApply: {
    title: 'Come candidarsi',
    steps: [
      'Compila il modulo con i tuoi dati e una breve lettera di presentazione.',
      'Premi "Prepara email": si aprirà il tuo programma di posta con il messaggio già scritto.',
      'Allega il tuo curriculum vitae in PDF e invia il messaggio.',
    ],
    directly: 'Se preferisci, scrivi direttamente a',
  },
} as const;
