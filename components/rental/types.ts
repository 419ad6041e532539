import type { rental } from '@/content/rental';

/** The fleet's texts (content/rental), shared by the browser and the vehicle dialog's details. */
export type FleetText = (typeof rental)['fleet'];
