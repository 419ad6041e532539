import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { rental } from '@/content/rental';
import type { VehicleGuide } from '@/content/types';

/** The buyer's text of content/vehicleGuides.ts: what it is for, typical jobs, where, who. */
export function VehicleGuideSection({ guide, vehicleName }: { guide: VehicleGuide; vehicleName: string }) {
  const text = rental.vehiclePage;
  return (
    <Section id="a-cosa-serve" headingId="a-cosa-serve-titolo" title={`${text.guideTitle}: ${vehicleName}`} tone="warm">
      <Body>
        <Intro>
          {guide.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Intro>
        <Blocks>
          <Block>
            <h3>{text.jobsTitle}</h3>
            <ul>
              {guide.jobs.map((job) => (
                <li key={job}>{job}</li>
              ))}
            </ul>
          </Block>
          <Block>
            <h3>{text.environmentTitle}</h3>
            <p>{guide.environment}</p>
          </Block>
          <Block>
            <h3>{text.operatorTitle}</h3>
            <p>{guide.operator}</p>
            <Note>{text.operatorNote}</Note>
          </Block>
        </Blocks>
      </Body>
    </Section>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${tokens.space.xl};
`;

const Intro = styled.div`
  max-width: 48rem;
  font-size: ${tokens.fontSize.lg};

  p {
    margin: 0 0 ${tokens.space.md};
  }
`;

const Blocks = styled.div`
  display: grid;
  gap: ${tokens.space.lg};

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Block = styled.div`
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow.card};

  h3 {
    margin: 0 0 ${tokens.space.sm};
    font-size: ${tokens.fontSize.h3};
    color: ${tokens.color.navy};
  }

  p {
    margin: 0;
  }

  ul {
    margin: 0;
    padding-left: 1.2rem;
  }

  li + li {
    margin-top: ${tokens.space.sm};
  }
`;

const Note = styled.p`
  && {
    margin-top: ${tokens.space.md};
  }
  font-size: ${tokens.fontSize.sm};
  color: ${tokens.color.muted};
`;
