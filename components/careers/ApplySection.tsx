import { Mail } from '@/components/icons';
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
      <div className={styles.layout}>
        <aside className={styles.howTo} aria-labelledby="come-candidarsi">
          <h3 id="come-candidarsi">{howToApply.title}</h3>
          <ol>
            {howToApply.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>
            <Mail size={18} aria-hidden="true" /> {howToApply.directly}{' '}
            <a href={`mailto:${company.email.hr}`}>{company.email.hr}</a>.
          </p>
        </aside>
        <CareersForm
          hrEmail={company.email.hr}
          privacyHref={pages.privacy.path}
          positions={open.map(({ slug, title, validThrough }) => ({
            slug,
            title,
            ...(validThrough ? { validThrough } : {}),
          }))}
        />
      </div>
    </Section>
  );
}
