import { ButtonLink, ButtonRow } from '@/components/ui/Button';
import { CheckList } from '@/components/ui/CheckList';
import { Heading } from '@/components/ui/Heading';
import { MediaBand } from '@/components/ui/MediaBand';
import { SiteImage } from '@/components/ui/SiteImage';
import { services, servicesPage } from '@/content/services';
import { quoteRequestHref } from '@/lib/quoteLinks';
import styles from './FeaturedCentreSection.module.css';

/** The featured service (the authorised respiratory-protection centre), above the catalogue. */
export function FeaturedCentreSection() {
  const service = services.find((item) => item.featured);
  if (!service) return null;
  const { featured } = servicesPage;
  return (
    <MediaBand
      headingId="servizio-in-evidenza"
      tone="warm"
      proportion="wideText"
      align="center"
      frame="card"
      bodyClassName={styles.text}
      media={
        // At laptop widths the largest element of the first screen: loaded first, never lazy.
        <SiteImage src="/images/centre/centro-assistenza.svg" alt="" width={800} height={600} priority />
      }
    >
      <p className={styles.badge}>{service.badge ?? featured.eyebrow}</p>
      <Heading id="servizio-in-evidenza" title={service.title} lead={service.description} steadyLead />
      <CheckList items={service.features} />
      <ButtonRow>
        {service.link ? <ButtonLink href={service.link}>{featured.linkLabel}</ButtonLink> : null}
        <ButtonLink href={quoteRequestHref({ requestType: 'service', serviceId: service.id })} variant="ghost">
          {featured.quoteLabel}
        </ButtonLink>
      </ButtonRow>
    </MediaBand>
  );
}
