import { Download, Mail, Phone } from '@/components/icons';
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
import vehicleStyles from '../vehicleStyles.module.css';
import styles from './VehicleRequestSection.module.css';

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
          <p className={styles.text}>{text.documentsText}</p>
          {vehicle.documents.map((file) => {
            const href = `/documents/${file}`;
            const title = `${documentLabel(file)}: ${vehicle.name}`;
            // The buttons' words already say which document; the name adds which vehicle.
            const subject = vehicle.documents.length === 1 ? vehicle.name : title;
            return (
              <div className={styles.actions} key={file}>
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
              </div>
            );
          })}
        </CardItem>
        <CardItem className={vehicleStyles.finderActions}>
          <CardTitle>{modal.contactTitle}</CardTitle>
          {vehicle.rentalPrice ? (
            <p className={styles.text}>
              {text.priceLabel}: <strong>{rentalPriceText(vehicle.rentalPrice)}</strong>
            </p>
          ) : null}
          <FinderActions vehicleId={vehicle.id} vehicleName={vehicle.name} />
          <div className={styles.actions}>
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
          </div>
        </CardItem>
      </CardGrid>
    </Section>
  );
}
