import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { ButtonLink } from '@/components/ui/Button';
import { SiteImage } from '@/components/ui/SiteImage';
import { photoProps, badgeSizes } from '@/lib/images/picture';
import { pictureFor } from '@/lib/images/pictures';
import type { Certification } from '@/content/types';
import { documentHref } from '@/lib/documents';

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
    <Cards data-certification-list>
      {certifications.map((certification) => (
        <Card key={certification.id} data-category={certification.category}>
          <SiteImage
            className="badge"
            src={certification.image}
            alt=""
            width={200}
            height={200}
            {...photoProps(pictureFor(certification.image), badgeSizes)}
          />
          <CardTitle>{certification.title}</CardTitle>
          <CardText>{certification.shortDescription}</CardText>
          <ButtonLink
            href={documentHref(certification.file)}
            variant="ghost"
            data-certification={certification.id}
            aria-haspopup="dialog"
            aria-label={`${detailsLabel}: ${certification.title}`}
          >
            {detailsLabel}
          </ButtonLink>
        </Card>
      ))}
    </Cards>
  );
}

const Cards = styled.ul`
  display: grid;
  gap: ${tokens.space.lg};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  /* The filter (CertificationsBrowser) sets data-filter on the wrapper. */
  [data-filter='iso'] & > li:not([data-category='iso']),
  [data-filter='other'] & > li:not([data-category='other']) {
    display: none;
  }
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.lg};
  text-align: center;
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.card};

  .badge {
    width: 112px;
    height: 112px;
  }

  & > a {
    margin-top: auto;
  }
`;

const CardTitle = styled.h3`
  margin: ${tokens.space.sm} 0 0;
  font-size: ${tokens.fontSize.h3};
  line-height: ${tokens.lineHeight.tight};
  color: ${tokens.color.navy};
`;

const CardText = styled.p`
  margin: 0 0 ${tokens.space.md};
  color: ${tokens.color.muted};
`;
