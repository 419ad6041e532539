import { z } from 'zod';
import { choice, documentPath, imagePath, line, paragraph, slug, wholeNumber } from './fields';

/** content/certifications/<id>.json: a certificate of the home page's certifications section and its PDF. */

export const certificationSchema = z.strictObject({
  id: slug({
    title: 'Codice',
    description:
      'Breve, in minuscolo e senza spazi, es. iso9001. È anche il nome del file. Non cambiarlo dopo la pubblicazione.',
  }),
  order: wholeNumber({ title: 'Posizione', description: 'Ordine di presentazione: 1 per primo.' }, 1),
  category: choice(['iso', 'other'], { iso: 'Norma ISO', other: 'Altra certificazione' }, { title: 'Tipo' }),
  title: line({ title: 'Titolo', description: 'Es. ISO 9001:2015' }),
  shortDescription: line({ title: 'In breve', description: 'Es. Sistema di gestione per la qualità' }),
  description: paragraph({ title: 'Descrizione' }),
  scope: paragraph({
    title: 'Campo di applicazione',
    description: 'Cosa copre la certificazione: compare nel PDF di riepilogo.',
  }),
  image: imagePath({ title: 'Immagine', description: 'Il marchio o il sigillo, caricato in /images/certifications.' }),
  file: documentPath({
    title: 'PDF del certificato',
    description:
      'Carica il certificato rilasciato dall’ente. Finché il file manca, il sito pubblica con questo nome un PDF di riepilogo generato dai campi qui sopra.',
  }),
});

export type CertificationFile = z.output<typeof certificationSchema>;
