import type { z } from 'zod';
import { certificationSchema } from './certification';
import { companySchema } from './company';
import { newsItemSchema } from './newsItem';
import { vehicleSchema } from './fleet';
import { contactsSchema, partnersSchema, rentalAssistanceSchema, rentalFaqSchema, slidesSchema } from './pages';
import { positionSchema } from './position';
import { serviceSchema } from './service';

/**
 * What the office edits, by collection: where each file lives and the schema it must satisfy.
 * The build's check (lib/content/) and the editor's configuration (scripts/cms-config.ts) both
 * read this list, so a field exists in both or in neither.
 */
export type ContentCollection =
  | {
      kind: 'folder';
      name: string;
      label: string;
      labelSingular: string;
      /** Folder of one JSON file per item, relative to the repository root. */
      folder: string;
      schema: z.ZodObject;
      /** The field the editor lists entries by. */
      identifierField: string;
      /** The field that names the file (`<slug>.json`) and must be unique. */
      slugField: string;
      mediaFolder?: string;
      publicFolder?: string;
    }
  | {
      kind: 'files';
      name: string;
      label: string;
      files: readonly { name: string; label: string; file: string; schema: z.ZodObject }[];
    };

export const contentCollections = [
  {
    kind: 'folder',
    name: 'fleet',
    label: 'Flotta Gielle Rental',
    labelSingular: 'Mezzo',
    folder: 'content/fleet',
    schema: vehicleSchema,
    identifierField: 'name',
    slugField: 'slug',
    mediaFolder: 'public/images/fleet',
    publicFolder: '/images/fleet',
  },
  {
    kind: 'folder',
    name: 'services',
    label: 'Servizi',
    labelSingular: 'Servizio',
    folder: 'content/services',
    schema: serviceSchema,
    identifierField: 'title',
    slugField: 'slug',
    mediaFolder: 'public/images/services',
    publicFolder: '/images/services',
  },
  {
    kind: 'folder',
    name: 'certifications',
    label: 'Certificazioni',
    labelSingular: 'Certificazione',
    folder: 'content/certifications',
    schema: certificationSchema,
    identifierField: 'title',
    slugField: 'id',
    mediaFolder: 'public/images/certifications',
    publicFolder: '/images/certifications',
  },
  {
    kind: 'folder',
    name: 'positions',
    label: 'Posizioni aperte',
    labelSingular: 'Posizione',
    folder: 'content/positions',
    schema: positionSchema,
    identifierField: 'title',
    slugField: 'slug',
  },
  {
    kind: 'folder',
    name: 'news',
    label: 'Notizie e referenze',
    labelSingular: 'Notizia o referenza',
    folder: 'content/news',
    schema: newsItemSchema,
    identifierField: 'title',
    slugField: 'slug',
    mediaFolder: 'public/images/news',
    publicFolder: '/images/news',
  },
  {
    kind: 'files',
    name: 'settings',
    label: 'Azienda e pagine',
    files: [
      { name: 'company', label: 'Dati aziendali', file: 'content/company.json', schema: companySchema },
      { name: 'slides', label: 'Slider della home', file: 'content/home-slides.json', schema: slidesSchema },
      { name: 'partners', label: 'Partner', file: 'content/partners.json', schema: partnersSchema },
      {
        name: 'rentalFaq',
        label: 'Domande frequenti sul noleggio',
        file: 'content/rental-faq.json',
        schema: rentalFaqSchema,
      },
      { name: 'contacts', label: 'Pagina Contatti', file: 'content/contacts.json', schema: contactsSchema },
      {
        name: 'rentalAssistance',
        label: 'Pagina Assistenza noleggio',
        file: 'content/rental-assistance.json',
        schema: rentalAssistanceSchema,
      },
    ],
  },
] as const satisfies readonly ContentCollection[];
