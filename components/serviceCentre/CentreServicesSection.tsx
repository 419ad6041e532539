import { Icon } from '@/components/icons';
import { Section } from '@/components/ui/Section';
import { CardGrid } from '@/components/ui/Grid';
import { SiteImage } from '@/components/ui/SiteImage';
import { serviceCentre } from '@/content/serviceCentre';
import styles from './CentreServicesSection.module.css';

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
          <li key={item.id} className={styles.card}>
            <div className={styles.media}>
              <SiteImage src={item.image} alt="" width={400} height={200} />
              <span className={styles.badge} aria-hidden="true">
                <Icon name={item.icon} size={24} />
              </span>
            </div>
            <div className={styles.body}>
              <h3 className={styles.title}>{item.title}</h3>
              <p>{item.description}</p>
            </div>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
