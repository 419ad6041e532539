import { ArrowRight } from '@/components/icons';
import { ButtonLink } from '@/components/ui/Button';
import { CardTitle } from '@/components/ui/Card';
import { Container } from '@/components/ui/Container';
import { TwoColumns } from '@/components/ui/Grid';
import type { ServicePageText } from '@/content/types';
import styles from './DedicatedPageBand.module.css';

/** Right under the hero: the page of the site that tells more about this service, and what is there. */
export function DedicatedPageBand({ page }: { page: NonNullable<ServicePageText['dedicatedPage']> }) {
  return (
    <section className={styles.band} aria-labelledby="pagina-dedicata">
      <TwoColumns as={Container} ratio="auto" plainFr gap="lg-xxl" align="center">
        <div>
          <CardTitle as="h2" id="pagina-dedicata" className={styles.title}>
            {page.title}
          </CardTitle>
          <p className={styles.text}>{page.text}</p>
        </div>
        <ButtonLink href={page.path} variant="secondary">
          {page.label}
          <ArrowRight size={18} aria-hidden="true" />
        </ButtonLink>
      </TwoColumns>
    </section>
  );
}
