import type { Metadata } from 'next';
import Link from 'next/link';
import { Phone } from '@/components/icons';
import { PageHero } from '@/components/ui/PageHero';
import { ButtonLink } from '@/components/ui/Button';
import { CallLabel } from '@/components/ui/CallLabel';
import { Section } from '@/components/ui/Section';
import { company } from '@/content/company';
import { footerQuickLinks, mainNav } from '@/content/navigation';
import { LightConnectionNotice } from '@/components/offline/LightConnectionNotice';
import styles from './page.module.css';

/**
 * What the service worker answers for a page it has not saved while there is no connection
 * (lib/offline/worker.ts). Every page of the site is saved on the first visit, so this is for
 * addresses that are not pages: it gives the phone and the way back to the saved ones. With
 * Save-Data or a 2g connection only the pages opened are saved, and the page says so.
 */
export const metadata: Metadata = {
  title: 'Sei offline',
  description:
    'Nessuna connessione: le pagine del sito già salvate sul dispositivo restano consultabili, e puoi chiamarci.',
  robots: { index: false },
};

// Every page is saved on the first visit: these are the ways back into them.
const SAVED_PAGES = [mainNav[0], ...footerQuickLinks];

export default function OfflinePage() {
  return (
    <>
      <PageHero
        eyebrow="Nessuna connessione"
        title="Sei offline"
        lead="Questa pagina non è tra quelle salvate sul dispositivo: potrai aprirla appena torni online. Intanto puoi chiamarci o consultare le pagine già salvate."
        actions={
          <ButtonLink href={`tel:${company.phone.tel}`}>
            <Phone size={20} aria-hidden="true" />
            <CallLabel label="Chiama" phone={company.phone.display} />
          </ButtonLink>
        }
      />
      <Section headingId="offline-pagine" title="Pagine disponibili senza connessione">
        <LightConnectionNotice />
        <ul className={styles.savedList}>
          {SAVED_PAGES.map((page) => (
            <li key={page.href}>
              <Link href={page.href}>{page.label}</Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
