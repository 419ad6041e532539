import { Section } from '@/components/ui/Section';
import { CardItem, CardTitle } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/Grid';
import { rental } from '@/content/rental';
import type { VehicleGuide } from '@/content/types';
import styles from './VehicleGuideSection.module.css';

/** The buyer's text of content/vehicleGuides.ts: what it is for, typical jobs, where, who. */
export function VehicleGuideSection({ guide, vehicleName }: { guide: VehicleGuide; vehicleName: string }) {
  const text = rental.vehiclePage;
  return (
    <Section id="a-cosa-serve" headingId="a-cosa-serve-titolo" title={`${text.guideTitle}: ${vehicleName}`} tone="warm">
      <div className={styles.body}>
        <div className={styles.intro}>
          {guide.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <CardGrid $columns={3}>
          <CardItem>
            <CardTitle>{text.jobsTitle}</CardTitle>
            <ul className={styles.jobs}>
              {guide.jobs.map((job) => (
                <li key={job}>{job}</li>
              ))}
            </ul>
          </CardItem>
          <CardItem>
            <CardTitle>{text.environmentTitle}</CardTitle>
            <p className={styles.text}>{guide.environment}</p>
          </CardItem>
          <CardItem>
            <CardTitle>{text.operatorTitle}</CardTitle>
            <p className={styles.text}>{guide.operator}</p>
            <p className={styles.note}>{text.operatorNote}</p>
          </CardItem>
        </CardGrid>
      </div>
    </Section>
  );
}
