import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { callout } from '@/components/theme/callout';
import { Section } from '@/components/ui/Section';
import { TwoColumns } from '@/components/ui/Grid';
import { about } from '@/content/about';

export function ContextSection() {
  const { context } = about;
  return (
    <Section headingId="contesto-titolo" eyebrow="Organizzazione" title={context.title}>
      <TwoColumns>
        <Text>
          {context.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </Text>
        <Panel>
          <PanelTitle>Le parti interessate</PanelTitle>
          <ul>
            {context.stakeholders.map((stakeholder) => (
              <li key={stakeholder}>{stakeholder}</li>
            ))}
          </ul>
        </Panel>
      </TwoColumns>
    </Section>
  );
}

const Text = styled.div`
  p {
    margin: 0 0 ${tokens.space.md};
  }
`;

const Panel = styled.div`
  padding: ${tokens.space.lg};
  ${callout('note')}

  ul {
    margin: 0;
    padding-left: 1.2rem;
  }

  li + li {
    margin-top: ${tokens.space.xs};
  }
`;

const PanelTitle = styled.h3`
  margin: 0 0 ${tokens.space.sm};
  font-size: ${tokens.fontSize.lg};
  color: ${tokens.color.navy};
`;
