import { Download } from '@/components/icons';
import { Section } from '@/components/ui/Section';
import { CardItem, CardTitle } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/Grid';
import { ButtonLink } from '@/components/ui/Button';
import { FormActions } from '@/components/ui/FormPanel';
import { PdfViewerButton } from '@/components/pdf/PdfViewerButton';
import { controlName } from '@/lib/controlName';
import { rental } from '@/content/rental';
import type { Vehicle } from '@/content/types';
import { documentLabel } from '@/lib/fleet';
import { rentalPriceText } from '@/lib/rentalPrice';
import { FinderActions } from '../finder/FinderActions';
import { VehicleAskButtons } from '../VehicleAskButtons';
import { AssistanceLink } from '@/components/rentalAssistance/AssistanceLink';
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
              <FormActions variant="tight" key={file}>
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
              </FormActions>
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
          <FormActions variant="tight">
            <VehicleAskButtons vehicle={vehicle} />
          </FormActions>
          <AssistanceLink lead={text.assistanceLead} label={text.assistanceLink} machine={vehicle.slug} />
        </CardItem>
      </CardGrid>
    </Section>
  );
}
