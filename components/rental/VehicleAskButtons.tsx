import { Mail, Phone } from '@/components/icons';
import { ButtonLink } from '@/components/ui/Button';
import { CallLabel } from '@/components/ui/CallLabel';
import { company } from '@/content/company';
import { rental } from '@/content/rental';
import type { Vehicle } from '@/content/types';
import { vehicleInfoMailto } from '@/lib/fleet';
import { quoteRequestHref } from '@/lib/quoteLinks';

const m = rental.fleet.modal;

/**
 * The ways to ask for a vehicle, in its dialog and on its page: the wizard with it chosen, e-mail,
 * phone. `onDark`: in the page's navy hero, without the e-mail.
 */
export function VehicleAskButtons({
  vehicle,
  onDark = false,
}: {
  vehicle: Pick<Vehicle, 'id' | 'name'>;
  onDark?: boolean;
}) {
  return (
    <>
      <ButtonLink href={quoteRequestHref({ requestType: 'rental', vehicleId: vehicle.id })}>{m.quote}</ButtonLink>
      {onDark ? null : (
        <ButtonLink href={vehicleInfoMailto(company.email.info, vehicle.name)} variant="ghost">
          <Mail size={18} aria-hidden="true" /> {m.mail}
        </ButtonLink>
      )}
      <ButtonLink href={`tel:${company.phone.tel}`} variant={onDark ? 'onDark' : 'ghost'}>
        <Phone size={18} aria-hidden="true" />
        <CallLabel label={m.phone} phone={company.phone.display} />
      </ButtonLink>
    </>
  );
}
