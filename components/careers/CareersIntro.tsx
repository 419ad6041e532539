import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { FeatureCard } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/Grid';
import { Section } from '@/components/ui/Section';
import { careers } from '@/content/careers';

/** Why work at Gielle: a short text and three highlights. */
export function CareersIntro() {
  const { intro } = careers;
  return (
    <Section headingId="lavora-perche" title={intro.title}>
      <Text>
        {intro.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Text>
      <CardGrid $columns={3}>
        {intro.highlights.map((item) => (
          <FeatureCard key={item.title} icon={item.icon} title={item.title}>
            <p>{item.text}</p>
          </FeatureCard>
        ))}
      </CardGrid>
    </Section>
  );
}

const Text = styled.div`
  max-width: 46rem;
  margin-bottom: ${tokens.space.xl};
  font-size: ${tokens.fontSize.lg};
  color: ${tokens.color.ink};

  p {
    margin: 0;
  }

  p + p {
    margin-top: ${tokens.space.md};
  }
`;
