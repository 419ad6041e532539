import type { ReactNode } from 'react';
import { RentalToolbar } from '@/components/rental/finder/RentalToolbar';
import { vehicles } from '@/content/fleet';

/**
 * The rental area (/gielle-rental and the vehicle pages under it) shares the finder's bar:
 * the comparison and the request list are reachable from every one of its pages.
 */
export default function RentalLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <RentalToolbar knownIds={vehicles.map((vehicle) => vehicle.id)} />
    </>
  );
}
