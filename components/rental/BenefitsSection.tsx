import { SiteLink } from '@/components/ui/SiteLink';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { CardGrid } from '@/components/ui/Grid';
import { FeatureCard } from '@/components/ui/Card';
import { pages } from '@/content/pages';
import { rental } from '@/content/rental';

/** Three benefit cards: technical assistance, simple planning, certified quality. */
export function BenefitsSection() {
  const { benefits } = rental;
  return (
    <Section headingId="vantaggi-titolo" eyebrow={benefits.eyebrow} title={benefits.title} tone="warm">
      <CardGrid $columns={3}>
        {benefits.items.map((item) => (
          <FeatureCard key={item.title} icon={item.icon} title={item.title}>
            <p>{item.text}</p>
          </FeatureCard>
        ))}
      </CardGrid>
      <Note>
        {benefits.centreText} <SiteLink href={pages.serviceCentre.path}>{benefits.centreLink}</SiteLink>
      </Note>
    </Section>
  );
}

const Note = styled.p`
  margin: ${tokens.space.xl} 0 0;
  color: ${tokens.color.muted};

  a {
    font-weight: 700;
    color: ${tokens.color.navy};
    text-underline-offset: 4px;
  }

  a:hover {
    color: ${tokens.color.goldText};
  }
`;
