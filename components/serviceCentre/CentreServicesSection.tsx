import { Icon } from '@/components/icons';
import { Section } from '@/components/ui/Section';
import { CardItem, CardMedia, CardTitle, IconBadge } from '@/components/ui/Card';
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
          <CardItem key={item.id} flush>
            <CardMedia>
              <SiteImage src={item.image} alt="" width={400} height={200} />
              <IconBadge tone="gold" onMedia>
                <Icon name={item.icon} size={24} />
              </IconBadge>
            </CardMedia>
            <div className={styles.body}>
              <CardTitle className={styles.title}>{item.title}</CardTitle>
              <p>{item.description}</p>
            </div>
          </CardItem>
        ))}
      </CardGrid>
    </Section>
  );
}
