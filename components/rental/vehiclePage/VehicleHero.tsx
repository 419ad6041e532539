import { PageHero } from '@/components/ui/PageHero';
import type { Vehicle } from '@/content/types';
import { VehicleAskButtons } from '../VehicleAskButtons';

/** The vehicle's name as the page's H1, its category above and its description as lead. */
export function VehicleHero({ vehicle, categoryName }: { vehicle: Vehicle; categoryName: string }) {
  return (
    <PageHero
      eyebrow={categoryName}
      title={vehicle.name}
      lead={vehicle.description}
      actions={<VehicleAskButtons vehicle={vehicle} onDark />}
    />
  );
}
