import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A vehicle, a service and a certificate added to a copy of the repository the way the office
 * adds them (one new file each, no code), to prove that everything generated follows the data.
 * Test data only: the copy is thrown away.
 */

/** Sentences of their own (numbered, so none repeats another page), enough for the 250-word rule. */
const ownSentences = (subject: string, count: number, from = 1) =>
  Array.from(
    { length: count },
    (_, index) =>
      `Questa è la frase numero ${from + index} scritta per ${subject}, aggiunto dall’ufficio senza toccare il codice del sito.`,
  );

export const NEW_VEHICLE = {
  slug: 'carrello-di-prova-editor',
  name: 'Carrello di prova aggiunto dall’editor',
} as const;
export const NEW_SERVICE = { slug: 'servizio-di-prova-editor', title: 'Servizio di prova dell’editor' } as const;
export const NEW_CERTIFICATE = {
  id: 'prova-editor',
  title: 'Certificazione di prova dell’editor',
  file: 'certificato-di-prova-editor.pdf',
} as const;

export function addNewContent(dir: string): void {
  const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
  const write = (file: string, data: unknown) => writeFileSync(join(dir, file), `${JSON.stringify(data, null, 2)}\n`);

  const vehicle = read('content/fleet/carrello-elettrico-1-6t.json');
  write(`content/fleet/${NEW_VEHICLE.slug}.json`, {
    ...vehicle,
    id: 99,
    slug: NEW_VEHICLE.slug,
    name: NEW_VEHICLE.name,
    description:
      'Un carrello aggiunto dall’ufficio con un solo file, per provare che pagina, scheda e sitemap lo seguono.',
    guide: {
      intro: ownSentences('il carrello di prova', 8),
      jobs: ownSentences('un lavoro del carrello di prova', 4, 9),
      environment: ownSentences('il luogo di lavoro del carrello di prova', 3, 13).join(' '),
      operator: ownSentences('chi guida il carrello di prova', 3, 16).join(' '),
    },
  });

  const service = read('content/services/facchinaggio.json') as { page: Record<string, unknown>; features: string[] };
  write(`content/services/${NEW_SERVICE.slug}.json`, {
    ...service,
    id: 99,
    slug: NEW_SERVICE.slug,
    title: NEW_SERVICE.title,
    page: {
      ...service.page,
      metaTitle: 'Servizio di prova aggiunto con l’editor',
      metaDescription:
        'Una pagina di servizio nata da un solo file di contenuto, per provare che pagina, sitemap e modulo di richiesta la seguono.',
      overview: ownSentences('il servizio di prova', 10),
      includes: service.features.map((_, index) => ownSentences('un punto del servizio di prova', 1, 20 + index)[0]),
      audience: ownSentences('i clienti del servizio di prova', 2, 30).join(' '),
      steps: [1, 2, 3].map((step) => ({
        title: `Passo ${step} di prova`,
        text: ownSentences('un passo del servizio di prova', 2, 40 + step * 2).join(' '),
      })),
    },
  });

  const certificate = read('content/certifications/iso9001.json');
  write(`content/certifications/${NEW_CERTIFICATE.id}.json`, {
    ...certificate,
    id: NEW_CERTIFICATE.id,
    order: 8,
    category: 'other',
    title: NEW_CERTIFICATE.title,
    shortDescription: 'Aggiunta dall’ufficio con un solo file',
    file: `/documents/${NEW_CERTIFICATE.file}`,
  });
}
