import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { FeatureGrid } from '@/components/ui/FeatureGrid';
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
      <FeatureGrid items={intro.highlights} />
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
