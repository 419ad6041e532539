import { Section } from '@/components/ui/Section';
import { ButtonLink } from '@/components/ui/Button';
import { Icon } from '@/components/icons';
import { PdfViewerButton } from '@/components/pdf/PdfViewerButton';
import { policies } from '@/content/policies';
import { policiesSection } from '@/content/home';
import { documentHref } from '@/lib/documents';
import styles from './PoliciesSection.module.css';

/** The two company policies, each readable in the shared PDF viewer or downloadable. */
export function PoliciesSection() {
  return (
    <Section
      headingId="politiche-titolo"
      eyebrow={policiesSection.eyebrow}
      title={policiesSection.title}
      intro={policiesSection.intro}
      tone="warm"
    >
      <ul className={styles.list}>
        {policies.map((policy) => (
          <li key={policy.id} className={styles.item}>
            <span className={styles.badge} aria-hidden="true">
              <Icon name={policy.icon} size={28} />
            </span>
            <div className={styles.text}>
              <h3 className={styles.title}>{policy.title}</h3>
              <p className={styles.description}>{policy.description}</p>
              <div className={styles.actions}>
                <PdfViewerButton
                  file={documentHref(policy.file)}
                  title={policy.title}
                  label={policiesSection.viewLabel}
                  variant="secondary"
                />
                <ButtonLink
                  href={documentHref(policy.file)}
                  variant="ghost"
                  download
                  aria-label={`${policiesSection.downloadLabel}: ${policy.title}`}
                >
                  {policiesSection.downloadLabel}
                </ButtonLink>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
