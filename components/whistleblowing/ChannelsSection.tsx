import { SiteLink } from '@/components/ui/SiteLink';
import { Section } from '@/components/ui/Section';
import { ButtonLink } from '@/components/ui/Button';
import { whistleblowing } from '@/content/whistleblowing';
import { pages } from '@/content/pages';
import styles from './ChannelsSection.module.css';

/** The guide download, ANAC's external channel and the site's general anonymous form. */
export function ChannelsSection() {
  const { guide, external, general } = whistleblowing;
  return (
    <Section headingId="guida-titolo" eyebrow="Documentazione" title={guide.title} intro={guide.text} tone="warm">
      <ButtonLink href={`/documents/${whistleblowing.guideFile}`} download>
        {guide.button}
      </ButtonLink>
      <div className={styles.boxes}>
        <div className={styles.box}>
          <h3 className={styles.boxTitle}>{external.title}</h3>
          <p>{external.text}</p>
          <a href={external.url} target="_blank" rel="noopener noreferrer">
            {external.linkLabel}
            <span className="visually-hidden"> (si apre in una nuova scheda)</span>
          </a>
        </div>
        <div className={styles.box}>
          <h3 className={styles.boxTitle}>Altre segnalazioni</h3>
          <p>{general.text}</p>
          <SiteLink href={pages.anonymousReport.path}>{general.linkLabel}</SiteLink>
        </div>
      </div>
    </Section>
  );
}
