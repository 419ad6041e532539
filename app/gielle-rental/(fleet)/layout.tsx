import type { ReactNode } from 'react';
import { RentalToolbar } from '@/components/rental/finder/RentalToolbar';
import { vehicles } from '@/content/fleet';
import { picturesProp } from '@/lib/images/picture';
import { thumbnailsFor } from '@/lib/images/pictures';

/**
 * The fleet (/gielle-rental and the vehicle pages under it) shares the finder's bar: the
 * comparison and the request list are reachable from every one of its pages. A route group, so
 * /gielle-rental/assistenza, for customers who already have a machine, does not carry it.
 */
export default function RentalLayout({ children }: { children: ReactNode }) {
  // The comparison's pictures (320 px at most): up to the 640 px variant, for a laptop at DPR 2.
  const pictures = thumbnailsFor(
    vehicles.map((vehicle) => vehicle.image),
    640,
  );
  return (
    <>
      {children}
      <RentalToolbar knownIds={vehicles.map((vehicle) => vehicle.id)} {...picturesProp(pictures)} />
    </>
  );
}
