import { BadgeCheck } from '@/components/icons';
import { Section } from '@/components/ui/Section';
import { TwoColumns } from '@/components/ui/Grid';
import { SiteImage } from '@/components/ui/SiteImage';
import { serviceCentre } from '@/content/serviceCentre';
import styles from './CertifiedSection.module.css';

/** The certified-centre block: how the centre works and what backs it. */
export function CertifiedSection() {
  const { certified } = serviceCentre;
  return (
    <Section headingId="certificato-titolo" eyebrow={certified.eyebrow} title={certified.title} tone="navy">
      <TwoColumns>
        <div>
          <p className={styles.text}>{certified.text}</p>
          <ul className={styles.points}>
            {certified.points.map((point) => (
              <li key={point}>
                <BadgeCheck size={22} aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.figure}>
          <SiteImage src={certified.image} alt="" width={800} height={600} />
        </div>
      </TwoColumns>
    </Section>
  );
}
