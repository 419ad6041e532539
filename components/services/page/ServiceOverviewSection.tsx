import { Check } from '@/components/icons';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { SiteImage } from '@/components/ui/SiteImage';
import { photoProps, serviceOverviewSizes } from '@/lib/images/picture';
import { pictureFor } from '@/lib/images/pictures';
import { servicePageLabels as labels } from '@/content/servicePages';
import type { Service, ServicePageText } from '@/content/types';

/** What the service is (overview and illustration), then what it includes: each feature with its explanation. */
export function ServiceOverviewSection({ service, text }: { service: Service; text: ServicePageText }) {
  return (
    <>
      <Section headingId="servizio-panoramica" title={labels.overviewTitle}>
        <Layout>
          <Prose>
            {text.overview.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Prose>
          <Figure>
            {/* Below the hero, its top is in the first screen at laptop widths: never lazy. */}
            <SiteImage
              src={service.image}
              alt=""
              width={400}
              height={200}
              eager
              {...photoProps(pictureFor(service.image), serviceOverviewSizes)}
            />
          </Figure>
        </Layout>
      </Section>
      <Section headingId="servizio-comprende" title={labels.includesTitle} tone="warm">
        <Includes>
          {service.features.map((feature, index) => (
            <li key={feature}>
              <Check size={24} aria-hidden="true" />
              <div>
                <h3>{feature}</h3>
                <p>{text.includes[index]}</p>
              </div>
            </li>
          ))}
        </Includes>
      </Section>
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${tokens.space.xl};
  align-items: start;

  ${media.lg} {
    grid-template-columns: 7fr 5fr;
    gap: ${tokens.space.xxl};
  }
`;

const Prose = styled.div`
  max-width: 46rem;
  font-size: ${tokens.fontSize.lg};

  p {
    margin: 0;
  }

  p + p {
    margin-top: ${tokens.space.md};
  }
`;

const Figure = styled.div`
  overflow: hidden;
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.card};

  img {
    display: block;
    width: 100%;
    height: auto;
    background: ${tokens.color.navy};
  }
`;

const Includes = styled.ul`
  display: grid;
  gap: ${tokens.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  li {
    display: flex;
    gap: ${tokens.space.md};
    align-items: flex-start;
    padding: ${tokens.space.lg};
    border: 1px solid ${tokens.color.line};
    border-radius: ${tokens.radius.lg};
    background: ${tokens.color.surface};
    box-shadow: ${tokens.shadow.card};
  }

  svg {
    flex: none;
    color: ${tokens.color.success};
  }

  h3 {
    margin: 0;
    font-size: ${tokens.fontSize.lg};
    line-height: ${tokens.lineHeight.tight};
    color: ${tokens.color.navy};
  }

  p {
    margin: ${tokens.space.sm} 0 0;
    color: ${tokens.color.muted};
  }
`;
