import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { BreadcrumbTrailJsonLd, ProductJsonLd } from '@/components/seo/JsonLd';
import { pages } from '@/content/pages';
import { rental } from '@/content/rental';
import type { FleetCategory, Vehicle } from '@/content/types';
import { fullSpecs, galleryImages } from '@/lib/fleet';
import { breadcrumbName, type Crumb } from '@/lib/structuredData';
import { fleetCategoryHref, vehiclePagePath } from '@/lib/vehiclePages';

interface VehicleBreadcrumbsProps {
  vehicle: Vehicle;
  category: Pick<FleetCategory, 'id' | 'name'>;
}

/**
 * Home › Gielle Rental › category › vehicle, shown and as BreadcrumbList, plus the vehicle's
 * Product structured data: all from the same fleet data the page shows.
 */
export function VehicleBreadcrumbs({ vehicle, category }: VehicleBreadcrumbsProps) {
  const trail: Crumb[] = [
    { name: breadcrumbName('rental'), path: pages.rental.path },
    { name: category.name, path: fleetCategoryHref(category.id) },
    { name: vehicle.name, path: vehiclePagePath(vehicle.slug) },
  ];
  return (
    <>
      <BreadcrumbTrailJsonLd trail={trail} />
      <ProductJsonLd
        product={{
          name: vehicle.name,
          description: vehicle.description,
          path: vehiclePagePath(vehicle.slug),
          images: galleryImages(vehicle),
          category: category.name,
          brand: rental.vehiclePage.division,
          properties: fullSpecs(vehicle),
        }}
      />
      <Breadcrumbs trail={trail} label={rental.vehiclePage.breadcrumbLabel} />
    </>
  );
}
