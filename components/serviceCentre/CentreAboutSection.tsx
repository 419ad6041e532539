import { Section } from '@/components/ui/Section';
import { TwoColumns } from '@/components/ui/Grid';
import { SiteImage } from '@/components/ui/SiteImage';
import { serviceCentre } from '@/content/serviceCentre';
import styles from './CentreAboutSection.module.css';

export function CentreAboutSection() {
  const { about } = serviceCentre;
  return (
    <Section headingId="centro-titolo" id="centro" eyebrow={about.eyebrow} title={about.title}>
      <TwoColumns>
        <div>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          <dl className={styles.highlights}>
            {about.highlights.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className={styles.figure}>
          <SiteImage src={about.image} alt="" width={800} height={600} />
        </div>
      </TwoColumns>
    </Section>
  );
}
