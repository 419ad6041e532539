import { Mail } from '@/components/icons';
import { FactPanel } from '@/components/ui/FactList';
import { TwoColumns } from '@/components/ui/Grid';
import { Section } from '@/components/ui/Section';
import { careers } from '@/content/careers';
import { careersForm } from '@/content/careersForm';
import { company } from '@/content/company';
import { pages } from '@/content/pages';
import type { Position } from '@/content/positions';
import { CareersForm } from './CareersForm';
import styles from './ApplySection.module.css';

/** 'How to apply' beside the application form; `open`: the positions open at the build, which the form offers. */
export function ApplySection({ open = [] }: { open?: readonly Position[] }) {
  const { howToApply } = careers;
  return (
    <Section id="candidatura" headingId="candidatura-titolo" title={careersForm.form.title} tone="warm">
      <TwoColumns ratio="1:2" gap="xl">
        <FactPanel headingId="come-candidarsi" title={howToApply.title} muted className={styles.howTo}>
          <ol>
            {howToApply.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>
            <Mail size={18} aria-hidden="true" /> {howToApply.directly}{' '}
            <a href={`mailto:${company.email.hr}`}>{company.email.hr}</a>.
          </p>
        </FactPanel>
        <CareersForm
          hrEmail={company.email.hr}
          privacyHref={pages.privacy.path}
          positions={open.map(({ slug, title, validThrough }) => ({
            slug,
            title,
            ...(validThrough ? { validThrough } : {}),
          }))}
        />
      </TwoColumns>
    </Section>
  );
}
