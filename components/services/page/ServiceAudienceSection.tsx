import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { servicePageLabels as labels } from '@/content/servicePages';
import type { ServicePageText } from '@/content/types';

/** Who the service is for, and the sectors it serves as tags. */
export function ServiceAudienceSection({ text }: { text: ServicePageText }) {
  return (
    <Section headingId="servizio-destinatari" title={labels.audienceTitle}>
      <Audience>{text.audience}</Audience>
      <SectorsTitle>{labels.sectorsTitle}</SectorsTitle>
      <Sectors>
        {text.sectors.map((sector) => (
          <li key={sector}>{sector}</li>
        ))}
      </Sectors>
    </Section>
  );
}

const Audience = styled.p`
  max-width: 46rem;
  margin: 0;
  font-size: ${tokens.fontSize.lg};
`;

const SectorsTitle = styled.h3`
  margin: ${tokens.space.xl} 0 ${tokens.space.sm};
  font-size: ${tokens.fontSize.md};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${tokens.color.goldText};
`;

const Sectors = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0.375rem 0.875rem;
    border-radius: ${tokens.radius.pill};
    background: ${tokens.color.navy};
    color: ${tokens.color.onNavy};
    font-weight: 600;
  }
`;
