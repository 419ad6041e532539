import { Check } from '@/components/icons';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { ButtonLink, ButtonRow } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { SiteImage } from '@/components/ui/SiteImage';
import { services, servicesPage } from '@/content/services';
import { quoteRequestHref } from '@/lib/quoteLinks';

/** The featured service (the authorised respiratory-protection centre), above the catalogue. */
export function FeaturedCentreSection() {
  const service = services.find((item) => item.featured);
  if (!service) return null;
  const { featured } = servicesPage;
  return (
    <Band aria-labelledby="servizio-in-evidenza">
      <Inner>
        <Text>
          <Badge>{service.badge ?? featured.eyebrow}</Badge>
          <Title id="servizio-in-evidenza">{service.title}</Title>
          <Lead>{service.description}</Lead>
          <Features>
            {service.features.map((feature) => (
              <li key={feature}>
                <Check size={20} aria-hidden="true" />
                {feature}
              </li>
            ))}
          </Features>
          <ButtonRow>
            {service.link ? <ButtonLink href={service.link}>{featured.linkLabel}</ButtonLink> : null}
            <ButtonLink href={quoteRequestHref({ requestType: 'service', serviceId: service.id })} variant="ghost">
              {featured.quoteLabel}
            </ButtonLink>
          </ButtonRow>
        </Text>
        <Figure>
          {/* At laptop widths the largest element of the first screen: loaded first, never lazy. */}
          <SiteImage src="/images/centre/centro-assistenza.svg" alt="" width={800} height={600} priority />
        </Figure>
      </Inner>
    </Band>
  );
}

const Band = styled.section`
  padding-block: ${tokens.space.section};
  background: ${tokens.color.surfaceWarm};
`;

const Inner = styled(Container)`
  display: grid;
  gap: ${tokens.space.xl};
  align-items: center;

  ${media.lg} {
    grid-template-columns: 7fr 5fr;
    gap: ${tokens.space.xxl};
  }
`;

const Text = styled.div`
  min-width: 0;
`;

const Badge = styled.p`
  display: inline-block;
  margin: 0 0 ${tokens.space.md};
  padding: 0.25rem 0.75rem;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.navy};
  color: ${tokens.color.goldBright};
  font-size: ${tokens.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${tokens.fontSize.h2};
  line-height: ${tokens.lineHeight.tight};
  color: ${tokens.color.navy};
`;

const Lead = styled.p`
  margin: ${tokens.space.md} 0 0;
  font-size: ${tokens.fontSize.lg};
  color: ${tokens.color.muted};
`;

const Features = styled.ul`
  display: grid;
  gap: ${tokens.space.sm};
  margin: ${tokens.space.lg} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${tokens.space.sm};
    align-items: flex-start;
    font-weight: 600;
  }

  svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${tokens.color.success};
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
