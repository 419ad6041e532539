import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/ui/PageHero';
import { ButtonLink } from '@/components/ui/Button';
import { Section } from '@/components/ui/Section';
import { CardGrid } from '@/components/ui/Grid';
import { FeatureCard } from '@/components/ui/Card';
import { HowItWorksSection } from '@/components/whistleblowing/HowItWorksSection';
import { ChannelsSection } from '@/components/whistleblowing/ChannelsSection';
import { whistleblowing } from '@/content/whistleblowing';
import { BreadcrumbJsonLd } from '@/components/seo/JsonLd';

export const metadata = pageMetadata('whistleblowing');

export default function WhistleblowingPage() {
  const { hero, intro, who, what } = whistleblowing;
  return (
    <>
      <BreadcrumbJsonLd page="whistleblowing" />
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <ButtonLink href={`/documents/${whistleblowing.guideFile}`} download>
            {whistleblowing.guide.button}
          </ButtonLink>
        }
      />
      <Section headingId="canale-titolo" title={intro.title} intro={intro.paragraphs[0]}>
        <p>{intro.paragraphs[1]}</p>
      </Section>
      <Section headingId="chi-titolo" eyebrow="Soggetti tutelati" title={who.title} intro={who.note} tone="warm">
        <CardGrid $columns={4}>
          {who.items.map((item) => (
            <FeatureCard key={item.title} icon={item.icon} title={item.title}>
              <p>{item.text}</p>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>
      <Section headingId="cosa-titolo" eyebrow="Oggetto" title={what.title} intro={what.note}>
        <CardGrid $columns={3}>
          {what.items.map((item) => (
            <FeatureCard key={item.title} icon={item.icon} title={item.title}>
              <p>{item.text}</p>
            </FeatureCard>
          ))}
        </CardGrid>
      </Section>
      <HowItWorksSection />
      <ChannelsSection />
    </>
  );
}
