import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { fleetCategoryById, vehicleBySlug, vehicles } from '@/content/fleet';
import { vehicleGuide } from '@/content/vehicleGuides';
import { routeMetadata } from '@/lib/metadata';
import { vehicleShareImage } from '@/lib/shareImages';
import { vehiclePageMeta } from '@/lib/sitePages';
import { VehicleBreadcrumbs } from '@/components/rental/vehiclePage/VehicleBreadcrumbs';
import { VehicleHero } from '@/components/rental/vehiclePage/VehicleHero';
import { VehicleOverviewSection } from '@/components/rental/vehiclePage/VehicleOverviewSection';
import { VehicleGuideSection } from '@/components/rental/vehiclePage/VehicleGuideSection';
import { VehicleRequestSection } from '@/components/rental/vehiclePage/VehicleRequestSection';
import { VehicleReferencesSection } from '@/components/rental/vehiclePage/VehicleReferencesSection';
import { RelatedVehiclesSection } from '@/components/rental/vehiclePage/RelatedVehiclesSection';

interface VehiclePageProps {
  params: Promise<{ slug: string }>;
}

// One page per vehicle of content/fleet.ts, built at export; any other slug is the site's 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return vehicles.map((vehicle) => ({ slug: vehicle.slug }));
}

export async function generateMetadata({ params }: VehiclePageProps): Promise<Metadata> {
  const vehicle = vehicleBySlug((await params).slug);
  return vehicle ? routeMetadata(vehiclePageMeta(vehicle), { image: vehicleShareImage(vehicle) }) : {};
}

export default async function VehiclePage({ params }: VehiclePageProps) {
  const vehicle = vehicleBySlug((await params).slug);
  const category = vehicle ? fleetCategoryById(vehicle.category) : undefined;
  const guide = vehicle ? vehicleGuide(vehicle.slug) : undefined;
  if (!vehicle || !category || !guide) notFound();
  return (
    <>
      <VehicleBreadcrumbs vehicle={vehicle} category={category} />
      <VehicleHero vehicle={vehicle} categoryName={category.name} />
      <VehicleOverviewSection vehicle={vehicle} />
      <VehicleGuideSection guide={guide} vehicleName={vehicle.name} />
      <VehicleReferencesSection slug={vehicle.slug} />
      <VehicleRequestSection vehicle={vehicle} />
      <RelatedVehiclesSection vehicle={vehicle} />
    </>
  );
}
