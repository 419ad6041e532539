import { Check } from '@/components/icons';
import { ButtonLink, ButtonRow } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
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
    <section className={styles.band} aria-labelledby="servizio-in-evidenza">
      <Container className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.badge}>{service.badge ?? featured.eyebrow}</p>
          <h2 id="servizio-in-evidenza" className={styles.title}>
            {service.title}
          </h2>
          <p className={styles.lead}>{service.description}</p>
          <ul className={styles.features}>
            {service.features.map((feature) => (
              <li key={feature}>
                <Check size={20} aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
          <ButtonRow>
            {service.link ? <ButtonLink href={service.link}>{featured.linkLabel}</ButtonLink> : null}
            <ButtonLink href={quoteRequestHref({ requestType: 'service', serviceId: service.id })} variant="ghost">
              {featured.quoteLabel}
            </ButtonLink>
          </ButtonRow>
        </div>
        <div className={styles.figure}>
          {/* At laptop widths the largest element of the first screen: loaded first, never lazy. */}
          <SiteImage src="/images/centre/centro-assistenza.svg" alt="" width={800} height={600} priority />
        </div>
      </Container>
    </section>
  );
}
