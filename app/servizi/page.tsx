import { Search } from '@/components/icons';
import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/ui/PageHero';
import { ButtonLink } from '@/components/ui/Button';
import { CallToAction } from '@/components/ui/CallToAction';
import { ServiceSearch } from '@/components/services/ServiceSearch';
import { FeaturedCentreSection } from '@/components/services/FeaturedCentreSection';
import { CATALOGUE_LIST_ID, ServicesCatalogue } from '@/components/services/ServicesCatalogue';
import { serviceCategories, servicesPage } from '@/content/services';
import { pages } from '@/content/pages';
import { BreadcrumbJsonLd } from '@/components/seo/JsonLd';

export const metadata = pageMetadata('services');

export default function ServicesPage() {
  const { hero, cta } = servicesPage;
  return (
    <>
      <BreadcrumbJsonLd page="services" />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <ServiceSearch
          label={hero.searchLabel}
          placeholder={hero.searchPlaceholder}
          submitLabel={hero.searchSubmit}
          categories={serviceCategories}
          controls={CATALOGUE_LIST_ID}
          icon={<Search size={20} aria-hidden="true" />}
        />
      </PageHero>
      <FeaturedCentreSection />
      <ServicesCatalogue />
      <CallToAction
        headingId="servizi-cta"
        title={cta.title}
        text={cta.text}
        actions={<ButtonLink href={pages.contacts.path}>{cta.button}</ButtonLink>}
      />
    </>
  );
}
