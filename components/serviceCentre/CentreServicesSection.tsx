import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { Icon } from '@/components/icons';
import { Section } from '@/components/ui/Section';
import { CardGrid } from '@/components/ui/Grid';
import { SiteImage } from '@/components/ui/SiteImage';
import { serviceCentre } from '@/content/serviceCentre';

/** The centre's three services, each with its illustration. */
export function CentreServicesSection() {
  const { services } = serviceCentre;
  return (
    <Section
      headingId="centro-servizi-titolo"
      id="servizi-centro"
      eyebrow={services.eyebrow}
      title={services.title}
      intro={services.intro}
    >
      <CardGrid $columns={3}>
        {services.items.map((item) => (
          <Card key={item.id}>
            <Media>
              <SiteImage src={item.image} alt="" width={400} height={200} />
              <Badge aria-hidden="true">
                <Icon name={item.icon} size={24} />
              </Badge>
            </Media>
            <Body>
              <Title>{item.title}</Title>
              <p>{item.description}</p>
            </Body>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}

const Card = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow.card};
`;

const Media = styled.div`
  position: relative;

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 2 / 1;
    object-fit: cover;
    background: ${tokens.color.navy};
  }
`;

const Badge = styled.span`
  position: absolute;
  left: ${tokens.space.lg};
  bottom: -24px;
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 3px solid ${tokens.color.surface};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.gold};
  color: ${tokens.color.navyDeep};
`;

const Body = styled.div`
  padding: calc(${tokens.space.lg} + 24px) ${tokens.space.lg} ${tokens.space.lg};
  color: ${tokens.color.muted};

  p {
    margin: ${tokens.space.sm} 0 0;
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${tokens.fontSize.h3};
  line-height: ${tokens.lineHeight.tight};
  color: ${tokens.color.navy};
`;
