import { Section } from '@/components/ui/Section';
import { CheckList } from '@/components/ui/CheckList';
import { MediaBand } from '@/components/ui/MediaBand';
import { SiteImage } from '@/components/ui/SiteImage';
import { serviceCentre } from '@/content/serviceCentre';
import styles from './CertifiedSection.module.css';

/** The certified-centre block: how the centre works and what backs it. */
export function CertifiedSection() {
  const { certified } = serviceCentre;
  return (
    <Section headingId="certificato-titolo" eyebrow={certified.eyebrow} title={certified.title} tone="navy">
      <MediaBand frame="outline" media={<SiteImage src={certified.image} alt="" width={800} height={600} />}>
        <p className={styles.text}>{certified.text}</p>
        <CheckList variant="badges" items={certified.points} />
      </MediaBand>
    </Section>
  );
}
