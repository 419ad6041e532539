import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { CardGrid } from '@/components/ui/Grid';
import { FeatureCard } from '@/components/ui/Card';
import { about } from '@/content/about';

export function SiteSection() {
  const { site } = about;
  return (
    <Section headingId="sede-titolo" eyebrow="Sede" title={site.title} intro={site.intro} tone="warm">
      <Figures>
        {site.figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>
              {figure.value} <Unit>{figure.unit}</Unit>
            </dd>
          </div>
        ))}
      </Figures>
      <CardGrid $columns={4}>
        {site.processes.map((process) => (
          <FeatureCard key={process.title} icon={process.icon} title={process.title}>
            <p>{process.text}</p>
          </FeatureCard>
        ))}
      </CardGrid>
    </Section>
  );
}

const Figures = styled.dl`
  display: grid;
  gap: ${tokens.space.md};
  margin: 0 0 ${tokens.space.xxl};

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  div {
    display: flex;
    flex-direction: column-reverse;
    padding: ${tokens.space.lg};
    border-radius: ${tokens.radius.lg};
    background: ${tokens.color.navy};
    color: ${tokens.color.onNavyMuted};
  }

  dd {
    margin: 0;
    font-size: clamp(2.25rem, 1.8rem + 2vw, 3rem);
    font-weight: 800;
    line-height: 1.1;
    color: ${tokens.color.onNavy};
  }
`;

const Unit = styled.span`
  font-size: 0.5em;
  color: ${tokens.color.goldBright};
`;
