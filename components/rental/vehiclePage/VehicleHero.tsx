import { Phone } from '@/components/icons';
import { PageHero } from '@/components/ui/PageHero';
import { ButtonLink } from '@/components/ui/Button';
import { CallLabel } from '@/components/ui/CallLabel';
import { company } from '@/content/company';
import { rental } from '@/content/rental';
import type { Vehicle } from '@/content/types';
import { quoteRequestHref } from '@/lib/quoteLinks';

/** The vehicle's name as the page's H1, its category above and its description as lead. */
export function VehicleHero({ vehicle, categoryName }: { vehicle: Vehicle; categoryName: string }) {
  const m = rental.fleet.modal;
  return (
    <PageHero
      eyebrow={categoryName}
      title={vehicle.name}
      lead={vehicle.description}
      actions={
        <>
          <ButtonLink href={quoteRequestHref({ requestType: 'rental', vehicleId: vehicle.id })}>{m.quote}</ButtonLink>
          <ButtonLink href={`tel:${company.phone.tel}`} variant="onDark">
            <Phone size={18} aria-hidden="true" />
            <CallLabel label={m.phone} phone={company.phone.display} />
          </ButtonLink>
        </>
      }
    />
  );
}
