import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { BreadcrumbTrailJsonLd, VehicleJsonLd } from '@/components/seo/JsonLd';
import { pages } from '@/content/pages';
import { rental } from '@/content/rental';
import type { FleetCategory, Vehicle } from '@/content/types';
import { breadcrumbName, type Crumb } from '@/lib/structuredData';
import { fleetCategoryHref, vehiclePagePath } from '@/lib/vehiclePages';

interface VehicleBreadcrumbsProps {
  vehicle: Vehicle;
  category: Pick<FleetCategory, 'id' | 'name'>;
}

/**
 * Home › Gielle Rental › category › vehicle on the page, and what the page offers as structured
 * data: all from the same fleet data the page shows.
 *
 * The category step stays in the visible trail: it takes a visitor to the fleet with that tab
 * open, the quickest way to the machines like this one. It is a view of /gielle-rental, not a
 * page (its canonical is /gielle-rental), so the BreadcrumbList leaves it out: there every step
 * is a page search engines can list, and this one would repeat the step before it.
 */
export function VehicleBreadcrumbs({ vehicle, category }: VehicleBreadcrumbsProps) {
  const rentalCrumb: Crumb = { name: breadcrumbName('rental'), path: pages.rental.path };
  const vehicleCrumb: Crumb = { name: vehicle.name, path: vehiclePagePath(vehicle.slug) };
  return (
    <>
      <BreadcrumbTrailJsonLd trail={[rentalCrumb, vehicleCrumb]} />
      <VehicleJsonLd vehicle={vehicle} categoryName={category.name} />
      <Breadcrumbs
        trail={[rentalCrumb, { name: category.name, path: fleetCategoryHref(category.id) }, vehicleCrumb]}
        label={rental.vehiclePage.breadcrumbLabel}
      />
    </>
  );
}
