import { ArrowRight } from '@/components/icons';
import { Icon } from '@/components/icons';
import { CardItem, CardMedia, CardTitle, IconBadge } from '@/components/ui/Card';
import { CheckList } from '@/components/ui/CheckList';
import { SiteImage } from '@/components/ui/SiteImage';
import { photoProps, serviceCardSizes } from '@/lib/images/picture';
import { pictureFor } from '@/lib/images/pictures';
import type { Service, ServiceCategoryFilter } from '@/content/types';
import { quoteRequestHref } from '@/lib/quoteLinks';
import { servicePath } from '@/lib/servicePath';
import styles from './ServiceCard.module.css';

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
  // Plain anchors, not next/link: 30 links would each hydrate and prefetch while the page is still loading.
  return (
    <CardItem
      as="article"
      flush
      className={styles.card}
      aria-labelledby={titleId}
      data-accent={service.accent}
      data-featured={service.featured || undefined}
    >
      <CardMedia data-part="media">
        <SiteImage
          src={service.image}
          alt=""
          width={400}
          height={200}
          {...photoProps(pictureFor(service.image), serviceCardSizes)}
        />
        <IconBadge tone={service.accent} onMedia data-part="icon">
          <Icon name={service.icon} size={24} />
        </IconBadge>
      </CardMedia>
      <div data-part="body">
        {service.badge ? <p data-part="badge">{service.badge}</p> : null}
        <CardTitle id={titleId}>
          <a href={servicePath(service)}>{service.title}</a>
        </CardTitle>
        <p data-part="categories">
          <span className="visually-hidden">Categorie: </span>
          {categoryLabels.join(' · ')}
        </p>
        <p data-part="description">{service.description}</p>
        <CheckList items={service.features} data-part="features" />
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
    </CardItem>
  );
}
