import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/ui/PageHero';
import { ButtonLink } from '@/components/ui/Button';
import { pages } from '@/content/pages';
import { OrganizationJsonLd } from '@/components/seo/JsonLd';

export const metadata = pageMetadata('home');

// The home page issue adds the slider and the other sections.
export default function HomePage() {
  return (
    <>
      <OrganizationJsonLd />
        <PageHero
        eyebrow="Dal 2002 a Catania"
        title="Forniture e servizi industriali"
        lead="Servizi per l’industria, noleggio mezzi e un centro assistenza autorizzato per la protezione respiratoria."
        actions={<ButtonLink href={pages.services.path}>Scopri i servizi</ButtonLink>}
      />
    </>
  );
}
