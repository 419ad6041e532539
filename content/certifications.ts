import certificationFiles from './generated/certifications.json';
import type { CertificationFile } from './schema/certification';
import type { Certification, SiteDocument } from './types';
import { company, fullAddress } from './company';

/**
 * The certifications of the home page (docs/product.md, "Content model": three ISO, four other): one file each in
 * content/certifications/ (the editor's "Certificazioni"), checked before every build, in their
 * `order`. Adding a file adds its card and its summary PDF.
 */
const files = certificationFiles as CertificationFile[];

/** `file` is the PDF's name under /documents, as the components link it. */
const fileName = (path: string) => path.replace(/^\/documents\//, '');

export const certifications: readonly Certification[] = files.map(
  ({ order: _order, scope: _scope, file, ...certification }) => ({
    ...certification,
    file: fileName(file),
  }),
);

export const isoCertifications = certifications.filter((c) => c.category === 'iso');

/**
 * A readable summary PDF for each certification, generated at build time. The company replaces
 * each with the certificate issued by the certifying body by dropping a file with the same name.
 */
export const certificateDocuments: readonly SiteDocument[] = files.map((certification) => ({
  file: fileName(certification.file),
  title: certification.title,
  subtitle: `${company.legalName} - ${certification.shortDescription}`,
  sections: [
    { heading: 'Oggetto', paragraphs: [certification.description] },
    { heading: 'Campo di applicazione', paragraphs: [certification.scope] },
    {
      heading: 'Organizzazione',
      paragraphs: [`${company.legalName}, ${fullAddress}`, `Partita IVA ${company.vatNumber}`],
    },
    {
      heading: 'Nota',
      paragraphs: [
        `Questo documento riassume la certificazione. Copia del certificato rilasciato dall’ente, con numero e scadenza, è disponibile su richiesta scrivendo a ${company.email.info}.`,
      ],
    },
  ],
}));
