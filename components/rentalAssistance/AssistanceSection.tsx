import { Mail } from '@/components/icons';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { FormPanel } from '@/components/ui/FormPanel';
import { Heading } from '@/components/ui/Heading';
import { company } from '@/content/company';
import { vehicles } from '@/content/fleet';
import { pages } from '@/content/pages';
import { rentalAssistancePage } from '@/content/rentalAssistance';
import { mailtoHref } from '@/lib/mailto';
import { AssistanceForm } from './AssistanceForm';
import { AssistanceCallButton, BreakdownLine } from './BreakdownLine';
import styles from './RentalAssistance.module.css';

export const FORM_HEADING_ID = 'assistenza-modulo';

/**
 * The breakdown line first, then the form. With scripts off the form could not send: the same
 * requests by phone or e-mail take its place, and no form is there to put anything in a URL.
 */
export function AssistanceSection() {
  const { form, types, success, noScript } = rentalAssistancePage;
  const machines = vehicles.map((vehicle) => ({ value: vehicle.slug, label: vehicle.name }));
  return (
    <section className={styles.band} aria-labelledby={FORM_HEADING_ID}>
      <Container className={styles.column}>
        <BreakdownLine />
        <FormPanel as="div" accent>
          <Heading id={FORM_HEADING_ID} title={form.title} lead={form.intro} />
          <div className={styles.noScript}>
            <p>{noScript.text}</p>
            <div className={styles.lineActions}>
              <AssistanceCallButton />
              <ButtonLink href={mailtoHref(company.email.info, noScript.subject, '')} variant="ghost">
                <Mail size={20} aria-hidden="true" />
                {company.email.info}
              </ButtonLink>
            </div>
          </div>
          <div className={styles.withScript}>
            <AssistanceForm
              text={{ types, success }}
              machines={machines}
              labelledBy={FORM_HEADING_ID}
              privacyHref={pages.privacy.path}
              rentalHref={pages.rental.path}
            />
          </div>
        </FormPanel>
      </Container>
    </section>
  );
}
