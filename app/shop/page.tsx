import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/ui/PageHero';
import { CallLabel } from '@/components/ui/CallLabel';
import { ButtonLink } from '@/components/ui/Button';
import { Section } from '@/components/ui/Section';
import { CardGrid } from '@/components/ui/Grid';
import { FeatureCard } from '@/components/ui/Card';
import { CallToAction } from '@/components/ui/CallToAction';
import { shop } from '@/content/shop';
import { pages } from '@/content/pages';
import { company } from '@/content/company';
import { BreadcrumbJsonLd } from '@/components/seo/JsonLd';

export const metadata = pageMetadata('shop');

export default function ShopPage() {
  return (
    <>
      <BreadcrumbJsonLd page="shop" />
      <PageHero eyebrow={shop.hero.eyebrow} title={shop.hero.title} lead={shop.hero.lead} />
      <Section headingId="shop-funzioni" title={shop.featuresTitle} tone="warm">
        <CardGrid $columns={3}>
          {shop.features.map((feature) => (
            <FeatureCard key={feature.id} icon={feature.icon} title={feature.title}>
              <p>{feature.description}</p>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>
      <CallToAction
        headingId="shop-cta"
        title={shop.meanwhile.title}
        text={shop.meanwhile.text}
        actions={
          <>
            <ButtonLink href={pages.contacts.path}>{shop.meanwhile.contactsButton}</ButtonLink>
            <ButtonLink href={pages.services.path} variant="onDark">
              {shop.meanwhile.servicesButton}
            </ButtonLink>
            <ButtonLink href={`tel:${company.phone.tel}`} variant="onDark">
              <CallLabel label={shop.meanwhile.callLabel} phone={company.phone.display} />
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
