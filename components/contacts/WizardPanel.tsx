import { ButtonLink } from '@/components/ui/Button';
import { RequestWizard } from '@/components/wizard/RequestWizard';
import { company } from '@/content/company';
import { contacts } from '@/content/contacts';
import { fleetCategories, vehicles } from '@/content/fleet';
import { serviceCategories, services } from '@/content/services';
import { wizardText } from '@/content/wizard';
import { mailtoHref } from '@/lib/mailto';
import { thumbnailsFor } from '@/lib/images/pictures';
import { buildWizardOptions } from '@/lib/wizardOptions';
import styles from './ContactPanels.module.css';

/** The wizard's title: it names the form, and a link to #modulo lands focus on it (ContactTabs). */
export const WIZARD_HEADING_ID = 'richiesta-preventivo';

/**
 * The 'contact form' tab: the request wizard, fed from the services and fleet content. With
 * scripts off the wizard could not send, so an e-mail to the info address takes its place.
 */
export function WizardPanel() {
  // The step's 96 px thumbnails: the 360 px variant covers a phone at DPR 3.
  const pictures = thumbnailsFor(
    vehicles.map((vehicle) => vehicle.image),
    360,
  );
  const options = buildWizardOptions({ services, serviceCategories, vehicles, fleetCategories, pictures });
  const { noScript } = contacts;
  return (
    <div>
      <h3 className={`${styles.title} ${styles.wizardTitle}`} id={WIZARD_HEADING_ID} tabIndex={-1}>
        {wizardText.title}
      </h3>
      <div className={styles.noScript}>
        <p>{noScript.text}</p>
        <ButtonLink href={mailtoHref(company.email.info, noScript.subject, noScript.body)}>
          {noScript.button}
        </ButtonLink>
      </div>
      <div className={styles.withScript}>
        <p className={styles.intro}>{wizardText.intro}</p>
        <RequestWizard options={options} labelledBy={WIZARD_HEADING_ID} />
      </div>
    </div>
  );
}
