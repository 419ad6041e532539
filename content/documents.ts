import type { SiteDocument } from './types';
import { company, fullAddress } from './company';
import { whistleblowing } from './whistleblowing';
import { serviceCentreBrochure } from './serviceCentre';
import { complaintsFormDocument } from './contacts';
import { policyDocuments } from './policies';
import { certificateDocuments } from './certifications';
import { vehicleSpecSheets } from './fleetDocuments';

/**
 * PDFs served under /documents, generated at build time by scripts/generate-documents.ts.
 * The company replaces one by dropping a file with the same name into public/documents/.
 */
const whistleblowingGuide: SiteDocument = {
  file: whistleblowing.guideFile,
  title: 'Guida alla segnalazione whistleblowing',
  subtitle: `${company.legalName} - D.Lgs. 10 marzo 2023, n. 24`,
  sections: [
    { heading: whistleblowing.intro.title, paragraphs: whistleblowing.intro.paragraphs },
    {
      heading: whistleblowing.who.title,
      paragraphs: [
        { items: whistleblowing.who.items.map((item) => `${item.title}: ${item.text}`) },
        whistleblowing.who.note,
      ],
    },
    {
      heading: whistleblowing.what.title,
      paragraphs: [
        { items: whistleblowing.what.items.map((item) => `${item.title}: ${item.text}`) },
        whistleblowing.what.note,
      ],
    },
    {
      heading: whistleblowing.how.title,
      paragraphs: [{ ordered: true, items: whistleblowing.how.steps.map((step) => `${step.title}. ${step.text}`) }],
    },
    {
      heading: 'Tutele per chi segnala',
      paragraphs: [
        'È vietata ogni forma di ritorsione nei confronti di chi segnala in buona fede: licenziamento, demansionamento, trasferimento, misure discriminatorie o intimidazioni. Gli atti ritorsivi sono nulli.',
        'L’identità della persona segnalante non può essere rivelata senza il suo consenso espresso a persone diverse da quelle competenti a ricevere o dare seguito alle segnalazioni.',
      ],
    },
    { heading: whistleblowing.external.title, paragraphs: [whistleblowing.external.text, whistleblowing.external.url] },
    {
      heading: 'Contatti',
      paragraphs: [`${company.legalName}, ${fullAddress}`, `PEC: ${company.email.pec}`],
    },
  ],
};

export const siteDocuments: readonly SiteDocument[] = [
  whistleblowingGuide,
  ...policyDocuments,
  ...certificateDocuments,
  complaintsFormDocument,
  ...vehicleSpecSheets,
  serviceCentreBrochure,
];
