import { SlidersHorizontal } from '@/components/icons';
import { Section } from '@/components/ui/Section';
import { serviceCategories, services, servicesPage } from '@/content/services';
import { ServiceBrowser } from './ServiceBrowser';
import { ServiceCard } from './ServiceCard';

export const CATALOGUE_LIST_ID = 'catalogo-servizi';
const CATALOGUE_HEADING_ID = 'catalogo-titolo';

/** The grid of the 15 services. Cards render here on the server; the island filters them. */
export function ServicesCatalogue() {
  const { catalogue } = servicesPage;
  return (
    <Section
      headingId={CATALOGUE_HEADING_ID}
      id="catalogo"
      eyebrow={catalogue.eyebrow}
      title={catalogue.title}
      intro={catalogue.intro}
    >
      <ServiceBrowser
        id={CATALOGUE_LIST_ID}
        categories={serviceCategories}
        filtersIcon={<SlidersHorizontal size={20} aria-hidden="true" />}
        labels={{
          filters: catalogue.filtersLabel,
          categoryGroup: catalogue.categoryGroupLabel,
          emptyTitle: catalogue.emptyTitle,
          emptyText: catalogue.emptyText,
          reset: catalogue.resetLabel,
        }}
        services={services.map((service) => ({
          id: service.id,
          title: service.title,
          description: service.description,
          categories: service.categories,
          card: (
            <ServiceCard
              service={service}
              categories={serviceCategories}
              quoteLabel={catalogue.quoteLabel}
              moreLabel={catalogue.moreLabel}
            />
          ),
        }))}
      />
    </Section>
  );
}
