import styled from 'styled-components';
import { FileText, Mail, Phone } from '@/components/icons';
import { media, tokens } from '@/components/theme/tokens';
import { ButtonLink } from '@/components/ui/Button';
import { CallLabel } from '@/components/ui/CallLabel';
import type { Vehicle } from '@/content/types';
import { fullSpecs, documentLabel, vehicleInfoMailto } from '@/lib/fleet';
import { quoteRequestHref } from '@/lib/quoteLinks';
import { vehiclePagePath } from '@/lib/vehiclePages';
import { FinderActions } from './finder/FinderActions';
import { VehicleImages } from './VehicleImages';
import type { Picture } from '@/lib/images/picture';
import { finderActionStyles } from './vehicleStyles';
import type { FleetText } from './types';

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
    <Layout>
      <VehicleImages
        vehicle={vehicle}
        text={{ openImage: m.openImage, thumbnails: m.thumbnails }}
        onOpenImage={onOpenImage}
        priority
        pictures={pictures}
      />

      <Info>
        <Category>{categoryName}</Category>
        <Description>{vehicle.description}</Description>
        {/* A plain anchor: a full load of the vehicle's own page, whose URL the address bar already shows. */}
        <FullPageLink href={vehiclePagePath(vehicle.slug)} data-vehicle-page-link="">
          {fullPageLabel}
        </FullPageLink>

        <SubTitle>{m.specsTitle}</SubTitle>
        <Specs>
          {fullSpecs(vehicle).map((row) => (
            <div key={row.key}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </Specs>

        {vehicle.documents.length > 0 ? (
          <>
            <SubTitle>{m.documentsTitle}</SubTitle>
            <Documents>
              {vehicle.documents.map((file) => (
                <li key={file}>
                  <a href={`/documents/${file}`} target="_blank" rel="noopener">
                    <FileText size={20} aria-hidden="true" />
                    {documentLabel(file)} <span className="visually-hidden">{m.newTab}</span>
                  </a>
                </li>
              ))}
            </Documents>
          </>
        ) : null}

        <SubTitle>{m.contactTitle}</SubTitle>
        <FinderActions vehicleId={vehicle.id} vehicleName={vehicle.name} />
        <Actions>
          <ButtonLink href={quoteRequestHref({ requestType: 'rental', vehicleId: vehicle.id })}>{m.quote}</ButtonLink>
          <ButtonLink href={vehicleInfoMailto(contact.email, vehicle.name)} variant="ghost" data-vehicle-mail>
            <Mail size={18} aria-hidden="true" /> {m.mail}
          </ButtonLink>
          <ButtonLink href={`tel:${contact.phoneTel}`} variant="ghost">
            <Phone size={18} aria-hidden="true" />
            <CallLabel label={m.phone} phone={contact.phoneDisplay} />
          </ButtonLink>
        </Actions>
      </Info>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${tokens.space.xl};

  ${media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  }
`;

const Info = styled.div`
  min-width: 0;
  ${finderActionStyles}
`;

const Category = styled.p`
  margin: 0;
  font-size: ${tokens.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${tokens.color.goldText};
`;

const Description = styled.p`
  margin: ${tokens.space.sm} 0 0;
  color: ${tokens.color.ink};
`;

const FullPageLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: ${tokens.space.xs};
  font-weight: 700;
  color: ${tokens.color.navy};

  &::after {
    content: '→';
    margin-left: ${tokens.space.xs};
  }

  &:hover {
    color: ${tokens.color.goldText};
  }
`;

const SubTitle = styled.h3`
  margin: ${tokens.space.lg} 0 ${tokens.space.sm};
  font-size: ${tokens.fontSize.lg};
  color: ${tokens.color.navy};
`;

const Specs = styled.dl`
  display: grid;
  margin: 0;
  border-top: 1px solid ${tokens.color.line};

  div {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: ${tokens.space.md};
    padding: ${tokens.space.sm} 0;
    border-bottom: 1px solid ${tokens.color.line};
  }

  dt {
    color: ${tokens.color.muted};
  }

  dd {
    margin: 0;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

const Documents = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    gap: ${tokens.space.sm};
    min-height: 44px;
    font-weight: 700;
    color: ${tokens.color.navy};
  }

  a:hover {
    color: ${tokens.color.goldText};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;
