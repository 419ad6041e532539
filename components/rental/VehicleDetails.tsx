import { FileText, Mail, Phone } from '@/components/icons';
import { ButtonLink } from '@/components/ui/Button';
import { CallLabel } from '@/components/ui/CallLabel';
import { Fact, FactList } from '@/components/ui/FactList';
import { TwoColumns } from '@/components/ui/Grid';
import type { Vehicle } from '@/content/types';
import { fullSpecs, documentLabel, vehicleInfoMailto } from '@/lib/fleet';
import { quoteRequestHref } from '@/lib/quoteLinks';
import { vehiclePagePath } from '@/lib/vehiclePages';
import { FinderActions } from './finder/FinderActions';
import { VehicleImages } from './VehicleImages';
import type { Picture } from '@/lib/images/picture';
import type { FleetText } from './types';
import vehicleStyles from './vehicleStyles.module.css';
import styles from './VehicleDetails.module.css';

export interface RentalContact {
  email: string;
  phoneTel: string;
  phoneDisplay: string;
}

interface VehicleDetailsProps {
  vehicle: Vehicle;
  /** Text of the link to the vehicle's own page. */
  fullPageLabel: string;
  categoryName: string;
  text: FleetText;
  contact: RentalContact;
  /** Opens the lightbox at an index of [main image, ...thumbnails]. */
  onOpenImage: (index: number) => void;
  /** The photos' variants by src, from the server (none for drawings). */
  pictures?: Readonly<Record<string, Picture>>;
}

/** Body of the vehicle modal: gallery, description, full specs, documents and contacts. */
export function VehicleDetails({
  vehicle,
  fullPageLabel,
  categoryName,
  text,
  contact,
  onOpenImage,
  pictures,
}: VehicleDetailsProps) {
  const m = text.modal;

  return (
    <TwoColumns ratio="5:6" gap="xl" align="stretch">
      <VehicleImages
        vehicle={vehicle}
        text={{ openImage: m.openImage, thumbnails: m.thumbnails }}
        onOpenImage={onOpenImage}
        priority
        pictures={pictures}
      />

      <div className={`${styles.info} ${vehicleStyles.finderActions}`}>
        <p className={styles.category}>{categoryName}</p>
        <p className={styles.description}>{vehicle.description}</p>
        {/* A plain anchor: a full load of the vehicle's own page, whose URL the address bar already shows. */}
        <a className={styles.fullPageLink} href={vehiclePagePath(vehicle.slug)} data-vehicle-page-link="">
          {fullPageLabel}
        </a>

        <h3 className={styles.subTitle}>{m.specsTitle}</h3>
        <FactList layout="table">
          {fullSpecs(vehicle).map((row) => (
            <Fact key={row.key} term={row.label}>
              {row.value}
            </Fact>
          ))}
        </FactList>

        {vehicle.documents.length > 0 ? (
          <>
            <h3 className={styles.subTitle}>{m.documentsTitle}</h3>
            <ul className={styles.documents}>
              {vehicle.documents.map((file) => (
                <li key={file}>
                  <a href={`/documents/${file}`} target="_blank" rel="noopener">
                    <FileText size={20} aria-hidden="true" />
                    {documentLabel(file)} <span className="visually-hidden">{m.newTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}

        <h3 className={styles.subTitle}>{m.contactTitle}</h3>
        <FinderActions vehicleId={vehicle.id} vehicleName={vehicle.name} />
        <div className={styles.actions}>
          <ButtonLink href={quoteRequestHref({ requestType: 'rental', vehicleId: vehicle.id })}>{m.quote}</ButtonLink>
          <ButtonLink href={vehicleInfoMailto(contact.email, vehicle.name)} variant="ghost" data-vehicle-mail>
            <Mail size={18} aria-hidden="true" /> {m.mail}
          </ButtonLink>
          <ButtonLink href={`tel:${contact.phoneTel}`} variant="ghost">
            <Phone size={18} aria-hidden="true" />
            <CallLabel label={m.phone} phone={contact.phoneDisplay} />
          </ButtonLink>
        </div>
      </div>
    </TwoColumns>
  );
}
