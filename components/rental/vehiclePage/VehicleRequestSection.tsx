import styled from 'styled-components';
import { Download, Mail, Phone } from '@/components/icons';
import { tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { CardItem, CardTitle } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/Grid';
import { ButtonLink } from '@/components/ui/Button';
import { CallLabel } from '@/components/ui/CallLabel';
import { PdfViewerButton } from '@/components/pdf/PdfViewerButton';
import { controlName } from '@/lib/controlName';
import { company } from '@/content/company';
import { rental } from '@/content/rental';
import type { Vehicle } from '@/content/types';
import { documentLabel, vehicleInfoMailto } from '@/lib/fleet';
import { quoteRequestHref } from '@/lib/quoteLinks';
import { rentalPriceText } from '@/lib/rentalPrice';
import { FinderActions } from '../finder/FinderActions';
import { finderActionStyles } from '../vehicleStyles';

/**
 * The spec-sheet PDF (in the shared viewer, loaded on demand, and as a download) beside the
 * ways to ask for the vehicle: the wizard with it preselected, e-mail and phone, and the rental
 * price when the company publishes one (the page's structured data then declares the same).
 */
export function VehicleRequestSection({ vehicle }: { vehicle: Vehicle }) {
  const text = rental.vehiclePage;
  const { modal } = rental.fleet;
  return (
    <Section id="richiesta" headingId="richiesta-titolo" title={text.quoteTitle} intro={text.quoteText}>
      <CardGrid $columns={2}>
        <CardItem>
          <CardTitle>{text.documentsTitle}</CardTitle>
          <Text>{text.documentsText}</Text>
          {vehicle.documents.map((file) => {
            const href = `/documents/${file}`;
            const title = `${documentLabel(file)}: ${vehicle.name}`;
            // The buttons' words already say which document; the name adds which vehicle.
            const subject = vehicle.documents.length === 1 ? vehicle.name : title;
            return (
              <Actions key={file}>
                <PdfViewerButton
                  file={href}
                  title={title}
                  subject={subject}
                  label={text.viewDocument}
                  variant="secondary"
                />
                <ButtonLink
                  href={href}
                  download
                  variant="ghost"
                  aria-label={controlName(text.downloadDocument, subject)}
                >
                  <Download size={18} aria-hidden="true" /> {text.downloadDocument}
                </ButtonLink>
              </Actions>
            );
          })}
        </CardItem>
        <ContactCard>
          <CardTitle>{modal.contactTitle}</CardTitle>
          {vehicle.rentalPrice ? (
            <Text>
              {text.priceLabel}: <strong>{rentalPriceText(vehicle.rentalPrice)}</strong>
            </Text>
          ) : null}
          <FinderActions vehicleId={vehicle.id} vehicleName={vehicle.name} />
          <Actions>
            <ButtonLink href={quoteRequestHref({ requestType: 'rental', vehicleId: vehicle.id })}>
              {modal.quote}
            </ButtonLink>
            <ButtonLink href={vehicleInfoMailto(company.email.info, vehicle.name)} variant="ghost">
              <Mail size={18} aria-hidden="true" /> {modal.mail}
            </ButtonLink>
            <ButtonLink href={`tel:${company.phone.tel}`} variant="ghost">
              <Phone size={18} aria-hidden="true" />
              <CallLabel label={modal.phone} phone={company.phone.display} />
            </ButtonLink>
          </Actions>
        </ContactCard>
      </CardGrid>
    </Section>
  );
}

const ContactCard = styled(CardItem)`
  ${finderActionStyles}
`;

const Text = styled.p`
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  margin-top: ${tokens.space.sm};
`;
