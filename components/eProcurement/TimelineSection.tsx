import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { eProcurement } from '@/content/eProcurement';

/** The four-phase implementation timeline. */
export function TimelineSection() {
  const { timeline } = eProcurement;
  return (
    <Section headingId="implementazione-titolo" eyebrow={timeline.eyebrow} title={timeline.title}>
      <Steps>
        {timeline.phases.map((phase) => (
          <Step key={phase.phase}>
            <PhaseNumber aria-hidden="true">{phase.phase}</PhaseNumber>
            <div>
              <Title>
                <span className="visually-hidden">Fase {phase.phase}: </span>
                {phase.title}
              </Title>
              <Duration>{phase.duration}</Duration>
              <Text>{phase.description}</Text>
            </div>
          </Step>
        ))}
      </Steps>
    </Section>
  );
}

const Steps = styled.ol`
  display: grid;
  gap: ${tokens.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${tokens.space.lg};
  }
`;

const Step = styled.li`
  position: relative;
  display: flex;
  gap: ${tokens.space.md};

  ${media.lg} {
    flex-direction: column;
  }

  /* The connecting line between phases. */
  &::before {
    content: '';
    position: absolute;
    top: 56px;
    bottom: calc(-1 * ${tokens.space.xl});
    left: 23px;
    border-left: 2px dashed ${tokens.color.line};

    ${media.lg} {
      top: 23px;
      bottom: auto;
      left: 56px;
      right: calc(-1 * ${tokens.space.lg});
      border-left: 0;
      border-top: 2px dashed ${tokens.color.line};
    }
  }

  &:last-of-type::before {
    display: none;
  }
`;

const PhaseNumber = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${tokens.color.navy};
  color: ${tokens.color.goldBright};
  font-size: ${tokens.fontSize.lg};
  font-weight: 800;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${tokens.fontSize.h3};
  line-height: ${tokens.lineHeight.tight};
  color: ${tokens.color.navy};
`;

const Duration = styled.p`
  display: inline-block;
  margin: ${tokens.space.sm} 0 0;
  padding: 0.125rem 0.625rem;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surfaceWarm};
  color: ${tokens.color.goldText};
  font-size: ${tokens.fontSize.sm};
  font-weight: 700;
`;

const Text = styled.p`
  margin: ${tokens.space.sm} 0 0;
  color: ${tokens.color.muted};
`;
