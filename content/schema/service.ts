import { z } from 'zod';
import { MIN_PAGE_WORDS } from '@/lib/pageText';
import { ICON_NAMES, type ServiceAccent, type ServiceCategory } from '../types';
import {
  choice,
  field,
  imagePath,
  line,
  lines,
  paragraph,
  searchDescription,
  searchTerms,
  searchTitle,
  slug,
  wholeNumber,
} from './fields';

/** content/services/<slug>.json: a service of the catalogue (/servizi) and the text of its own page. */

export const SERVICE_CATEGORY_LABELS: Record<ServiceCategory, string> = {
  security: 'Sicurezza',
  industrial: 'Industriale',
  logistics: 'Logistica',
  consulting: 'Consulenza',
};

const ACCENT_LABELS: Record<ServiceAccent, string> = {
  navy: 'Blu notte',
  gold: 'Oro',
  anthracite: 'Antracite',
  steel: 'Acciaio',
};

const ICON_LABELS = Object.fromEntries(ICON_NAMES.map((name) => [name, name])) as Record<
  (typeof ICON_NAMES)[number],
  string
>;

const sitePath = (title: string) =>
  field(
    z
      .string()
      .regex(/^\/[A-Za-z0-9/-]*$/, { error: 'serve un indirizzo del sito che inizia con /, es. /eProcurement' }),
    {
      title,
    },
  );

const page = z.strictObject({
  metaTitle: searchTitle({
    title: 'Titolo per i motori di ricerca',
    description:
      'Il titolo della scheda del browser e dei risultati di Google (il sito aggiunge " | Gielle"). Diverso da ogni altra pagina.',
  }),
  metaDescription: searchDescription({
    title: 'Descrizione per i motori di ricerca',
    description: 'Una o due frasi che riassumono la pagina nei risultati di ricerca. Diversa da ogni altra pagina.',
  }),
  overview: lines(
    { title: 'Il servizio', description: 'Paragrafi: cos’è il servizio e perché conta.' },
    { title: 'Paragrafo' },
  ),
  includes: lines(
    { title: 'Cosa comprende', description: 'Una frase per ogni punto di forza, nello stesso ordine.' },
    { title: 'Frase' },
  ),
  audience: paragraph({ title: 'A chi si rivolge' }),
  sectors: field(z.array(line({ title: 'Settore' })).min(1), { title: 'Settori', description: 'Etichette brevi.' }),
  steps: field(
    z
      .array(
        z.strictObject({ title: line({ title: 'Titolo del passo' }), text: paragraph({ title: 'Testo del passo' }) }),
      )
      .min(1, { error: 'serve almeno un passo' }),
    { title: 'Come funziona un incarico', description: 'I passi, in ordine.' },
  ),
  related: field(z.array(slug({ title: 'Servizio' })), {
    title: 'Servizi correlati',
    description: 'Indirizzi (slug) di altri servizi, il più vicino per primo.',
  }),
  dedicatedPage: field(
    z.strictObject({
      path: sitePath('Indirizzo della pagina'),
      title: line({ title: 'Titolo del riquadro' }),
      text: paragraph({ title: 'Testo del riquadro' }),
      label: line({ title: 'Testo del collegamento' }),
    }),
    {
      title: 'Pagina dedicata',
      description:
        'Solo se un’altra pagina del sito racconta di più il servizio. È quella che i motori di ricerca mostrano: questa pagina la indica come principale (canonica) e non compare nella sitemap.',
    },
  ).optional(),
});

export const serviceSchema = z.strictObject({
  id: wholeNumber(
    {
      title: 'Numero del servizio',
      description:
        'Un numero che nessun altro servizio usa: decide l’ordine nel catalogo. Per un servizio nuovo l’editor propone il primo libero. Non cambiarlo su un servizio già pubblicato.',
    },
    1,
  ),
  slug: slug({
    title: 'Indirizzo della pagina',
    description:
      'Ultima parte dell’indirizzo /servizi/…, es. facchinaggio. Non cambiarlo su un servizio già pubblicato.',
  }),
  title: line({ title: 'Nome del servizio' }),
  description: paragraph({
    title: 'Descrizione breve',
    description: 'Compare sulla scheda del catalogo e in testa alla pagina.',
  }),
  categories: field(
    z
      .array(z.enum(Object.keys(SERVICE_CATEGORY_LABELS) as [ServiceCategory, ...ServiceCategory[]]))
      .min(1, { error: 'scegli almeno una categoria' }),
    {
      title: 'Categorie',
      options: SERVICE_CATEGORY_LABELS,
    },
  ),
  features: lines(
    { title: 'Punti di forza', description: 'Tre voci brevi, mostrate sulla scheda.' },
    { title: 'Punto' },
  ),
  image: imagePath({ title: 'Illustrazione', description: 'Caricata in /images/services.' }),
  icon: choice(ICON_NAMES, ICON_LABELS, { title: 'Icona' }),
  accent: choice(['navy', 'gold', 'anthracite', 'steel'], ACCENT_LABELS, { title: 'Colore della scheda' }),
  featured: field(z.boolean(), {
    title: 'In evidenza',
    description: 'Mostrato in grande prima del catalogo.',
  }).optional(),
  link: sitePath('Pagina di approfondimento').optional(),
  badge: line({ title: 'Etichetta', description: 'Es. Centro autorizzato. Facoltativa.' }).optional(),
  page: field(page, {
    title: 'Testo della pagina del servizio',
    description: `Almeno ${MIN_PAGE_WORDS} parole in tutto, diverse da ogni altra pagina.`,
    words: { min: MIN_PAGE_WORDS, text: 'servicePage' },
  }),
  // Indexed by the site search with the service's page, or with its `link` page when it has one
  // (lib/searchTerms.ts); shown nowhere.
  searchTerms: searchTerms('porte REI'),
});

export type ServiceFile = z.output<typeof serviceSchema>;
