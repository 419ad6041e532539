import { SiteLink } from '@/components/ui/SiteLink';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { FeatureGrid } from '@/components/ui/FeatureGrid';
import { pages } from '@/content/pages';
import { rental } from '@/content/rental';

/** Three benefit cards: technical assistance, simple planning, certified quality. */
export function BenefitsSection() {
  const { benefits } = rental;
  return (
    <Section headingId="vantaggi-titolo" eyebrow={benefits.eyebrow} title={benefits.title} tone="warm">
      <FeatureGrid items={benefits.items} />
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
