import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's internal link: next/link (client navigation) without prefetching. Prefetching every
 * link in view made a phone download and evaluate other pages' code (the home page's slider, for
 * one) while this page was still loading, which showed as blocking time; on a slow connection it
 * also spends the visitor's data on pages they may never open. A click fetches the small page
 * payload instead.
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
