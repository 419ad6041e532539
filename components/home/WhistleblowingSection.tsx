import { Download } from '@/components/icons';
import { Section } from '@/components/ui/Section';
import { ButtonLink, ButtonRow } from '@/components/ui/Button';
import { IconBadge } from '@/components/ui/Card';
import { Icon } from '@/components/icons';
import { whistleblowingSection } from '@/content/home';
import { documentHref } from '@/lib/documents';
import styles from './WhistleblowingSection.module.css';

/** The legal reporting channel (D.Lgs. 24/2023): where to read about it and the guide PDF. */
export function WhistleblowingSection() {
  return (
    <Section
      headingId="whistleblowing-home-titolo"
      eyebrow={whistleblowingSection.eyebrow}
      title={whistleblowingSection.title}
      tone="warm"
    >
      <div className={styles.box}>
        <IconBadge size={64}>
          <Icon name="shieldCheck" size={32} />
        </IconBadge>
        <div>
          <p className={styles.text}>{whistleblowingSection.text}</p>
          <ButtonRow className={styles.actions}>
            <ButtonLink href={whistleblowingSection.link.href} variant="secondary">
              {whistleblowingSection.link.label}
            </ButtonLink>
            <ButtonLink href={documentHref(whistleblowingSection.guide.file)} variant="ghost" download>
              <Download size={18} aria-hidden="true" />
              {whistleblowingSection.guide.label}
            </ButtonLink>
          </ButtonRow>
        </div>
      </div>
    </Section>
  );
}
