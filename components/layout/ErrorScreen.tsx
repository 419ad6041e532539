'use client';

import { useEffect } from 'react';
// Straight from lucide, not '@/components/icons': this screen is in every page's first load (the
// boundary must be ready before anything fails), and that module brought every icon with it.
import { Phone } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/Button';
import { CallLabel } from '@/components/ui/CallLabel';
import { PageHero } from '@/components/ui/PageHero';
import { company } from '@/content/company';

/**
 * What a visitor reads when part of a page could not load or run (issue 43): app/error.tsx inside
 * the site's header and footer, app/global-error.tsx when even those failed. Next's own screen was
 * English, and its inline styles broke the page's policy; this one is styled-components, like every
 * page. Both buttons work offline: "Ricarica" asks for this very address again (the worker has it),
 * "Torna indietro" goes back in history, or home when there is none.
 */
export default function ErrorScreen() {
  // The failure often follows a click far down the page (a picture, a document): the message
  // replaces the content above, so the visitor is taken to it, and focus with them.
  useEffect(() => {
    document.getElementById('contenuto')?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <PageHero
      eyebrow="Errore"
      title="Questa pagina non si è caricata del tutto"
      lead="Una parte della pagina non è arrivata, di solito per la connessione o perché il sito è appena stato aggiornato. Ricaricala: le pagine già salvate sul dispositivo si aprono anche senza rete. Puoi anche chiamarci."
      actions={
        <>
          {/* location.reload keeps the path and the query; Next's own button sent a bare "?". */}
          <Button type="button" data-variant="primary" onClick={() => window.location.reload()}>
            Ricarica
          </Button>
          <ButtonLink
            // The home page's address, not content/pages: this screen is in every first load.
            href="/"
            variant="onDark"
            onClick={(event) => {
              if (window.history.length <= 1) return;
              event.preventDefault();
              window.history.back();
            }}
          >
            Torna indietro
          </ButtonLink>
          <ButtonLink href={`tel:${company.phone.tel}`} variant="onDark">
            <Phone size={20} aria-hidden="true" />
            <CallLabel label="Chiama" phone={company.phone.display} />
          </ButtonLink>
        </>
      }
    />
  );
}
