import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { callout } from '@/components/theme/callout';
import { Section } from '@/components/ui/Section';
import { TwoColumns } from '@/components/ui/Grid';
import { SiteImage } from '@/components/ui/SiteImage';
import { serviceCentre } from '@/content/serviceCentre';

export function CentreAboutSection() {
  const { about } = serviceCentre;
  return (
    <Section headingId="centro-titolo" id="centro" eyebrow={about.eyebrow} title={about.title}>
      <TwoColumns>
        <div>
          {about.paragraphs.map((paragraph) => (
            <Paragraph key={paragraph.slice(0, 32)}>{paragraph}</Paragraph>
          ))}
          <Highlights>
            {about.highlights.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </Highlights>
        </div>
        <Figure>
          <SiteImage src={about.image} alt="" width={800} height={600} />
        </Figure>
      </TwoColumns>
    </Section>
  );
}

const Paragraph = styled.p`
  margin: 0 0 ${tokens.space.md};
  font-size: ${tokens.fontSize.lg};
  color: ${tokens.color.muted};
`;

const Highlights = styled.dl`
  display: grid;
  gap: ${tokens.space.md};
  margin: ${tokens.space.xl} 0 0;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  div {
    display: flex;
    flex-direction: column-reverse;
    padding: ${tokens.space.lg};
    ${callout('note')}
  }

  dt {
    color: ${tokens.color.muted};
  }

  dd {
    margin: 0;
    font-size: clamp(2rem, 1.6rem + 1.6vw, 2.5rem);
    font-weight: 800;
    line-height: 1.1;
    color: ${tokens.color.navy};
  }
`;

const Figure = styled.div`
  overflow: hidden;
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.card};

  img {
    width: 100%;
    height: auto;
  }
`;
