import type { Metadata } from 'next';
import { PageHero } from '@/components/ui/PageHero';
import { ButtonLink } from '@/components/ui/Button';
import { pages } from '@/content/pages';

export const metadata: Metadata = {
  title: 'Pagina non trovata',
  description: 'La pagina che cerchi non esiste o è stata spostata.',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <PageHero
      eyebrow="Errore 404"
      title="Pagina non trovata"
      lead="La pagina che cerchi non esiste o è stata spostata. Puoi ripartire da una di queste pagine."
      actions={
        <>
          <ButtonLink href={pages.home.path}>Torna alla home</ButtonLink>
          <ButtonLink href={pages.services.path} variant="onDark">
            Scopri i servizi
          </ButtonLink>
          <ButtonLink href={pages.contacts.path} variant="onDark">
            Contattaci
          </ButtonLink>
        </>
      }
    />
  );
}
