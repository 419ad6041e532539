import { SiteLink } from '@/components/ui/SiteLink';
import { Section } from '@/components/ui/Section';
import { IconBadge } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/Grid';
import { Icon } from '@/components/icons';
import { pages } from '@/content/pages';
import { rental } from '@/content/rental';
import styles from './WhyChooseSection.module.css';

export function WhyChooseSection() {
  const { why } = rental;
  return (
    <Section headingId="perche-titolo" eyebrow={why.eyebrow} title={why.title} intro={why.intro}>
      <CardGrid $columns={3} $twoFrom={false} $phoneColumn={false} className={styles.points}>
        {why.points.map((point) => (
          <li key={point.title}>
            <IconBadge className={styles.badge}>
              <Icon name={point.icon} size={24} />
            </IconBadge>
            <div>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </div>
          </li>
        ))}
      </CardGrid>
      <SiteLink className={styles.aboutLink} href={pages.about.path}>
        {why.aboutLink}
      </SiteLink>
    </Section>
  );
}
