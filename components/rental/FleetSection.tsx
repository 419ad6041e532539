import { Section } from '@/components/ui/Section';
import { company } from '@/content/company';
import { fleetCategories, vehicles } from '@/content/fleet';
import { pages } from '@/content/pages';
import { rental } from '@/content/rental';
import { FleetBrowser } from './FleetBrowser';

/** The #flotta section: heading from the server, the browser island with plain data props. */
export function FleetSection() {
  const { fleet } = rental;
  return (
    <Section id="flotta" headingId="flotta-titolo" eyebrow={fleet.eyebrow} title={fleet.title} intro={fleet.intro} tone="warm">
      <FleetBrowser
        vehicles={vehicles}
        categories={fleetCategories}
        text={fleet}
        contact={{ email: company.email.info, phoneTel: company.phone.tel, phoneDisplay: company.phone.display }}
        basePath={pages.rental.path}
      />
    </Section>
  );
}
