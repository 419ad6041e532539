import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { about } from '@/content/about';

export function HistorySection() {
  const { history } = about;
  return (
    <Section id="storia" headingId="storia-titolo" eyebrow="Storia" title={history.title}>
      <Layout>
        <Story>
          {history.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </Story>
        <div>
          <TimelineTitle>Le tappe principali</TimelineTitle>
          <Timeline>
            {history.milestones.map((milestone) => (
              <li key={milestone.year}>
                <Year>{milestone.year}</Year>
                <span>{milestone.text}</span>
              </li>
            ))}
          </Timeline>
        </div>
      </Layout>
    </Section>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${tokens.space.xxl};

  ${media.lg} {
    grid-template-columns: 3fr 2fr;
  }
`;

const Story = styled.div`
  font-size: ${tokens.fontSize.lg};

  p {
    margin: 0 0 ${tokens.space.md};
  }
`;

const Timeline = styled.ol`
  margin: 0;
  padding: 0 0 0 ${tokens.space.lg};
  list-style: none;
  border-left: 3px solid ${tokens.color.gold};

  li {
    position: relative;
    display: grid;
    gap: ${tokens.space.xs};
    padding-bottom: ${tokens.space.lg};
  }

  li::before {
    content: '';
    position: absolute;
    left: calc(-1 * ${tokens.space.lg} - 9px);
    top: 0.4rem;
    width: 15px;
    height: 15px;
    border-radius: 50%;
    background: ${tokens.color.navy};
    border: 3px solid ${tokens.color.gold};
  }
`;

const TimelineTitle = styled.h3`
  margin: 0 0 ${tokens.space.md};
  font-size: ${tokens.fontSize.lg};
  color: ${tokens.color.navy};
`;

const Year = styled.span`
  font-weight: 800;
  color: ${tokens.color.navy};
`;
