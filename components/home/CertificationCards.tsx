import { ButtonLink } from '@/components/ui/Button';
import { CardItem, CardText, CardTitle } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/Grid';
import { SiteImage } from '@/components/ui/SiteImage';
import { photoProps, badgeSizes } from '@/lib/images/picture';
import { pictureFor } from '@/lib/images/pictures';
import type { Certification } from '@/content/types';
import { documentHref } from '@/lib/documents';
import styles from './CertificationCards.module.css';

/**
 * The certification cards, rendered on the server. Each "Dettagli" is a link to the certificate's
 * PDF, so the files are reachable with no script; it carries the certification's id, and the
 * CertificationsBrowser island around the cards turns a plain click into the detail dialog.
 */
export function CertificationCards({
  certifications,
  detailsLabel,
}: {
  certifications: readonly Certification[];
  detailsLabel: string;
}) {
  return (
    <CardGrid $columns={4} className={styles.cards} data-certification-list>
      {certifications.map((certification) => (
        <CardItem key={certification.id} className={styles.card} data-category={certification.category}>
          <SiteImage
            className="badge"
            src={certification.image}
            alt=""
            width={200}
            height={200}
            {...photoProps(pictureFor(certification.image), badgeSizes)}
          />
          <CardTitle className={styles.cardTitle}>{certification.title}</CardTitle>
          <CardText className={styles.cardText}>{certification.shortDescription}</CardText>
          <ButtonLink
            href={documentHref(certification.file)}
            variant="ghost"
            data-certification={certification.id}
            aria-haspopup="dialog"
            aria-label={`${detailsLabel}: ${certification.title}`}
          >
            {detailsLabel}
          </ButtonLink>
        </CardItem>
      ))}
    </CardGrid>
  );
}
