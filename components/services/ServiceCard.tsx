import { ArrowRight, Check } from '@/components/icons';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { Icon } from '@/components/icons';
import { SiteImage } from '@/components/ui/SiteImage';
import { photoProps, serviceCardSizes } from '@/lib/images/picture';
import { pictureFor } from '@/lib/images/pictures';
import type { Service, ServiceCategoryFilter } from '@/content/types';
import { quoteRequestHref } from '@/lib/quoteLinks';
import { servicePath } from '@/lib/servicePath';

interface ServiceCardProps {
  service: Service;
  categories: readonly ServiceCategoryFilter[];
  quoteLabel: string;
  moreLabel: string;
}

/** One service of the catalogue: rendered on the server; the catalogue island only shows or hides it. */
export function ServiceCard({ service, categories, quoteLabel, moreLabel }: ServiceCardProps) {
  const categoryLabels = service.categories.map((id) => categories.find((choice) => choice.id === id)?.label ?? id);
  const titleId = `servizio-${service.id}-titolo`;
  // One styled root with nested rules: 15 cards on a page, so every extra styled element would
  // repeat its <style> tag 15 times in the pre-rendered HTML and the RSC payload. Plain anchors,
  // not next/link: 30 links would each hydrate and prefetch while the page is still loading.
  return (
    <Card aria-labelledby={titleId} data-accent={service.accent} data-featured={service.featured || undefined}>
      <div data-part="media">
        <SiteImage
          src={service.image}
          alt=""
          width={400}
          height={200}
          {...photoProps(pictureFor(service.image), serviceCardSizes)}
        />
        <span data-part="icon" aria-hidden="true">
          <Icon name={service.icon} size={24} />
        </span>
      </div>
      <div data-part="body">
        {service.badge ? <p data-part="badge">{service.badge}</p> : null}
        <h3 id={titleId}>
          <a href={servicePath(service)}>{service.title}</a>
        </h3>
        <p data-part="categories">
          <span className="visually-hidden">Categorie: </span>
          {categoryLabels.join(' · ')}
        </p>
        <p data-part="description">{service.description}</p>
        <ul data-part="features">
          {service.features.map((feature) => (
            <li key={feature}>
              <Check size={18} aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <div data-part="actions">
          <a data-part="quote" href={quoteRequestHref({ requestType: 'service', serviceId: service.id })}>
            {quoteLabel}
            <span className="visually-hidden"> per {service.title}</span>
          </a>
          {/* The services with a page of their own elsewhere (centre, eProcurement) lead there;
              their service page is one click away through the title. */}
          <a data-part="more" href={service.link ?? servicePath(service)}>
            {moreLabel}
            <span className="visually-hidden"> su {service.title}</span>
            <ArrowRight size={18} aria-hidden="true" />
          </a>
        </div>
      </div>
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  flex: 1;
  flex-direction: column;
  overflow: hidden;
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.card};
  color: ${tokens.color.ink};

  &[data-featured] {
    border: 2px solid ${tokens.color.gold};
  }

  [data-part='media'] {
    position: relative;
  }

  [data-part='media'] img {
    width: 100%;
    height: auto;
    aspect-ratio: 2 / 1;
    object-fit: cover;
    background: ${tokens.color.navy};
  }

  [data-part='icon'] {
    position: absolute;
    left: ${tokens.space.lg};
    bottom: -24px;
    display: inline-grid;
    place-items: center;
    width: 48px;
    height: 48px;
    border: 3px solid ${tokens.color.surface};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.navy};
    color: ${tokens.color.goldBright};
  }

  &[data-accent='gold'] [data-part='icon'] {
    background: ${tokens.color.gold};
    color: ${tokens.color.navyDeep};
  }

  &[data-accent='anthracite'] [data-part='icon'] {
    background: ${tokens.color.anthracite};
  }

  &[data-accent='steel'] [data-part='icon'] {
    background: ${tokens.color.navySoft};
  }

  [data-part='body'] {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${tokens.space.sm};
    padding: calc(${tokens.space.lg} + 24px) ${tokens.space.lg} ${tokens.space.lg};
  }

  [data-part='badge'] {
    align-self: flex-start;
    margin: 0;
    padding: 0.125rem 0.625rem;
    border-radius: ${tokens.radius.pill};
    background: ${tokens.color.navy};
    color: ${tokens.color.goldBright};
    font-size: ${tokens.fontSize.xs};
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }

  h3 {
    margin: 0;
    font-size: ${tokens.fontSize.h3};
    line-height: ${tokens.lineHeight.tight};
    color: ${tokens.color.navy};
  }

  h3 a {
    color: inherit;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
  }

  h3 a:hover {
    color: ${tokens.color.goldText};
  }

  [data-part='categories'] {
    margin: 0;
    font-size: ${tokens.fontSize.sm};
    font-weight: 700;
    color: ${tokens.color.goldText};
  }

  [data-part='description'] {
    margin: 0;
    color: ${tokens.color.muted};
  }

  [data-part='features'] {
    display: grid;
    gap: ${tokens.space.xs};
    margin: ${tokens.space.xs} 0 0;
    padding: 0;
    list-style: none;
    font-size: ${tokens.fontSize.sm};
  }

  [data-part='features'] li {
    display: flex;
    gap: ${tokens.space.sm};
    align-items: flex-start;
  }

  [data-part='features'] svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${tokens.color.success};
  }

  [data-part='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm} ${tokens.space.lg};
    align-items: center;
    margin-top: auto;
    padding-top: ${tokens.space.md};
  }

  [data-part='quote'] {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0.5rem 1rem;
    border-radius: ${tokens.radius.sm};
    background: ${tokens.color.navy};
    color: ${tokens.color.onNavy};
    font-weight: 700;
    text-decoration: none;
    transition: background-color ${tokens.motion.fast} ease;
  }

  [data-part='quote']:hover {
    background: ${tokens.color.navySoft};
  }

  [data-part='more'] {
    display: inline-flex;
    gap: ${tokens.space.xs};
    align-items: center;
    min-height: 44px;
    color: ${tokens.color.navy};
    font-weight: 700;
    text-underline-offset: 0.2em;
  }

  [data-part='more']:hover {
    color: ${tokens.color.goldText};
  }
`;
