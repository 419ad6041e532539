import { Section } from '@/components/ui/Section';
import { ButtonLink, ButtonRow } from '@/components/ui/Button';
import { CardItem, CardText, CardTitle, IconBadge } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/Grid';
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
      <CardGrid $columns={2} $twoFrom={false} $phoneColumn={false}>
        {policies.map((policy) => (
          <CardItem key={policy.id} accent="gold" className={styles.item}>
            <IconBadge size={56} className={styles.badge}>
              <Icon name={policy.icon} size={28} />
            </IconBadge>
            <div className={styles.text}>
              <CardTitle className={styles.title}>{policy.title}</CardTitle>
              <CardText>{policy.description}</CardText>
              <ButtonRow className={styles.actions}>
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
              </ButtonRow>
            </div>
          </CardItem>
        ))}
      </CardGrid>
    </Section>
  );
}
