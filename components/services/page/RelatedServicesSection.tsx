import { ArrowRight } from 'lucide-react';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { Icon } from '@/components/icons';
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
      <CardGrid>
        {related.map((service) => (
          <Related key={service.id}>
            <span data-part="icon" aria-hidden="true">
              <Icon name={service.icon} size={24} />
            </span>
            <h3>
              <SiteLink href={servicePath(service)}>{service.title}</SiteLink>
            </h3>
            <p>{service.description}</p>
            <p data-part="more" aria-hidden="true">
              {labels.relatedMoreLabel}
              <ArrowRight size={18} />
            </p>
          </Related>
        ))}
      </CardGrid>
    </Section>
  );
}

// The whole card is the link's click target (the heading's link stretches over it), while the
// accessible name stays the service title alone.
const Related = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.lg};
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow.card};
  transition: border-color ${tokens.motion.fast} ease;

  &:hover {
    border-color: ${tokens.color.gold};
  }

  [data-part='icon'] {
    display: inline-grid;
    place-items: center;
    width: 48px;
    height: 48px;
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.navy};
    color: ${tokens.color.goldBright};
  }

  h3 {
    margin: ${tokens.space.xs} 0 0;
    font-size: ${tokens.fontSize.h3};
    line-height: ${tokens.lineHeight.tight};
  }

  h3 a {
    color: ${tokens.color.navy};
    text-decoration: none;
  }

  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${tokens.radius.lg};
  }

  h3 a:focus-visible::after {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 2px;
  }

  p {
    margin: 0;
    color: ${tokens.color.muted};
  }

  [data-part='more'] {
    display: inline-flex;
    gap: ${tokens.space.xs};
    align-items: center;
    margin-top: auto;
    padding-top: ${tokens.space.sm};
    color: ${tokens.color.navy};
    font-weight: 700;
  }
`;
