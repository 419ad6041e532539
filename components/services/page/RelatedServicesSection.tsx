import { ArrowRight } from '@/components/icons';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { FeatureCard } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/Grid';
import { Section } from '@/components/ui/Section';
import { SiteLink } from '@/components/ui/SiteLink';
import { servicePageLabels as labels } from '@/content/servicePages';
import type { Service } from '@/content/types';
import { servicePath } from '@/lib/servicePath';

/** The related services, each a link to its own page. */
export function RelatedServicesSection({ related }: { related: readonly Service[] }) {
  return (
    <Section headingId="servizi-correlati" title={labels.relatedTitle}>
      <LinkedCards>
        {related.map((service) => (
          <FeatureCard
            key={service.id}
            icon={service.icon}
            title={<SiteLink href={servicePath(service)}>{service.title}</SiteLink>}
          >
            <p>{service.description}</p>
            <p data-part="more" aria-hidden="true">
              {labels.relatedMoreLabel}
              <ArrowRight size={18} />
            </p>
          </FeatureCard>
        ))}
      </LinkedCards>
    </Section>
  );
}

// The whole card is the click target (the heading's link stretches over it), while the link's
// accessible name stays the service title alone.
const LinkedCards = styled(CardGrid)`
  li {
    position: relative;
    transition: border-color ${tokens.motion.fast} ease;
  }

  li:hover {
    border-color: ${tokens.color.gold};
  }

  h3 a {
    color: inherit;
    text-decoration: none;
  }

  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${tokens.radius.lg};
  }

  [data-part='more'] {
    display: inline-flex;
    gap: ${tokens.space.xs};
    align-items: center;
    color: ${tokens.color.navy};
    font-weight: 700;
  }
`;
