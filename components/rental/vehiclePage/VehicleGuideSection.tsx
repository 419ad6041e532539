import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { CardItem, CardTitle } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/Grid';
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
        <CardGrid $columns={3}>
          <CardItem>
            <CardTitle>{text.jobsTitle}</CardTitle>
            <Jobs>
              {guide.jobs.map((job) => (
                <li key={job}>{job}</li>
              ))}
            </Jobs>
          </CardItem>
          <CardItem>
            <CardTitle>{text.environmentTitle}</CardTitle>
            <Text>{guide.environment}</Text>
          </CardItem>
          <CardItem>
            <CardTitle>{text.operatorTitle}</CardTitle>
            <Text>{guide.operator}</Text>
            <Note>{text.operatorNote}</Note>
          </CardItem>
        </CardGrid>
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

const Jobs = styled.ul`
  margin: 0;
  padding-left: 1.2rem;

  li + li {
    margin-top: ${tokens.space.sm};
  }
`;

const Text = styled.p`
  margin: 0;
`;

const Note = styled.p`
  margin: ${tokens.space.sm} 0 0;
  font-size: ${tokens.fontSize.sm};
  color: ${tokens.color.muted};
`;
