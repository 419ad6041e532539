import { fleetCategoryById } from '@/content/fleet';
import { rental } from '@/content/rental';
import type { Vehicle } from '@/content/types';
import { cardSpecs } from '@/lib/fleet';
import { photoProps, vehicleCardSizes } from '@/lib/images/picture';
import { pictureFor } from '@/lib/images/pictures';
import { vehiclePagePath } from '@/lib/vehiclePages';
import { FinderActions } from './finder/FinderActions';
import { VehicleImage } from './VehicleImage';

/**
 * One vehicle of the fleet grid (a server component: no JavaScript of its own): picture, name,
 * category, its first four specs and the finder's two toggles. The name is a real link to the vehicle's URL (crawlable,
 * opens in a new tab with a modifier key); the whole card is clickable.
 * Styled by its section with the .vehicleCards class (vehicleStyles.module.css).
 */
export function VehicleCard({ vehicle }: { vehicle: Vehicle }) {
  return (
    <li data-vehicle-card="" data-vehicle-id={vehicle.id}>
      <VehicleImage src={vehicle.image} alt="" {...photoProps(pictureFor(vehicle.image), vehicleCardSizes)} />
      <p>{fleetCategoryById(vehicle.category)?.name ?? ''}</p>
      <h3>
        {/* data-vehicle-link: FleetBrowser turns a plain click into opening the modal in place. */}
        <a href={vehiclePagePath(vehicle.slug)} data-vehicle-link={vehicle.id}>
          {vehicle.name}
        </a>
      </h3>
      <dl>
        {cardSpecs(vehicle).map((row) => [
          <dt key={`${row.key}-t`}>{row.label}</dt>,
          <dd key={`${row.key}-d`}>{row.value}</dd>,
        ])}
      </dl>
      {/* The arrow is drawn by CSS: one element less per card. */}
      <span data-card-more="" aria-hidden="true">
        {rental.fleet.details}
      </span>
      {/* Confronta / Aggiungi alla richiesta: a small client leaf, above the stretched link. */}
      <FinderActions vehicleId={vehicle.id} vehicleName={vehicle.name} />
    </li>
  );
}
