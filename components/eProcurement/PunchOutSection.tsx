import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { eProcurement } from '@/content/eProcurement';

/** PunchOut focus: the typical return figures (docs/product.md, "Fixed figures"). */
export function PunchOutSection() {
  const { punchOut } = eProcurement;
  return (
    <Section
      headingId="punchout-titolo"
      eyebrow={punchOut.eyebrow}
      title={punchOut.title}
      intro={punchOut.text}
      tone="navy"
    >
      <Figures>
        {punchOut.figures.map((figure) => (
          <div key={figure.id}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </Figures>
    </Section>
  );
}

const Figures = styled.dl`
  display: grid;
  gap: ${tokens.space.md};
  margin: 0;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }

  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    padding: ${tokens.space.lg};
    border: 1px solid ${tokens.color.navySoft};
    border-top: 4px solid ${tokens.color.gold};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.navyDeep};
  }

  dt {
    margin-top: ${tokens.space.sm};
    color: ${tokens.color.onNavyMuted};
  }

  dd {
    margin: 0;
    font-size: clamp(1.75rem, 1.4rem + 1.2vw, 2.25rem);
    font-weight: 800;
    line-height: 1.1;
    color: ${tokens.color.goldBright};
    white-space: nowrap;
  }
`;
