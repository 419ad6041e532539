import { Section } from '@/components/ui/Section';
import { Fact, Figures } from '@/components/ui/FactList';
import { MediaBand } from '@/components/ui/MediaBand';
import { SiteImage } from '@/components/ui/SiteImage';
import { serviceCentre } from '@/content/serviceCentre';
import styles from './CentreAboutSection.module.css';

export function CentreAboutSection() {
  const { about } = serviceCentre;
  return (
    <Section headingId="centro-titolo" id="centro" eyebrow={about.eyebrow} title={about.title}>
      <MediaBand frame="card" media={<SiteImage src={about.image} alt="" width={800} height={600} />}>
        {about.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 32)} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
        <Figures variant="warmTiles" className={styles.highlights}>
          {about.highlights.map((item) => (
            <Fact key={item.label} term={item.label}>
              {item.value}
            </Fact>
          ))}
        </Figures>
      </MediaBand>
    </Section>
  );
}
