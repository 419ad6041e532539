import type { Metadata } from 'next';
import { PageHero } from '@/components/ui/PageHero';
import { ButtonLink } from '@/components/ui/Button';
import { pages } from '@/content/pages';

/**
 * /giellerental is a variant spelling seen in old links. A static host cannot answer with a
 * 301, so this page declares the canonical URL and sends the visitor on with a meta refresh.
 */
export const metadata: Metadata = {
  title: 'Gielle Rental',
  alternates: { canonical: pages.rental.path },
  robots: { index: false, follow: true },
};

export default function RentalAliasPage() {
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${pages.rental.path}`} />
      <PageHero
        title="Gielle Rental si è spostato"
        lead="Ti stiamo portando alla pagina del noleggio mezzi."
        actions={<ButtonLink href={pages.rental.path}>Vai a Gielle Rental</ButtonLink>}
      />
    </>
  );
}
