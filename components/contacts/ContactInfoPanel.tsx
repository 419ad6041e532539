import { ButtonLink } from '@/components/ui/Button';
import { company, fullAddress, mapsSearchUrl } from '@/content/company';
import { contacts } from '@/content/contacts';
import { CONTACT_FORM_HASH } from '@/lib/quoteLinks';
import styles from './ContactInfoPanel.module.css';

/** The 'contact info' tab: every address and number, and a way into the form. */
export function ContactInfoPanel() {
  const { rows } = contacts.info;
  const { office, assistance } = company.hours;
  return (
    <div className={styles.layout}>
      <div>
        <h3 className={styles.title}>{contacts.info.title}</h3>
        <dl className={styles.details}>
          <div>
            <dt>{rows.address}</dt>
            <dd>
              <a href={mapsSearchUrl} target="_blank" rel="noopener noreferrer">
                {fullAddress}
                <span className="visually-hidden"> (apre la mappa in una nuova scheda)</span>
              </a>
            </dd>
          </div>
          <div>
            <dt>{rows.phone}</dt>
            <dd>
              <a href={`tel:${company.phone.tel}`}>{company.phone.display}</a>
            </dd>
          </div>
          <div>
            <dt>{rows.assistance}</dt>
            <dd>
              <a href={`tel:${company.assistancePhone.tel}`}>{company.assistancePhone.display}</a>
            </dd>
          </div>
          <div>
            <dt>{rows.email}</dt>
            <dd>
              <a href={`mailto:${company.email.info}`}>{company.email.info}</a>
            </dd>
          </div>
          <div>
            <dt>{rows.pec}</dt>
            <dd>
              <a href={`mailto:${company.email.pec}`}>{company.email.pec}</a>
            </dd>
          </div>
          <div>
            <dt>{rows.officeHours}</dt>
            <dd>
              {office.days}, {office.opens}-{office.closes}
            </dd>
          </div>
          <div>
            <dt>{rows.assistanceHours}</dt>
            <dd>
              {assistance.days}, {assistance.opens}-{assistance.closes}
            </dd>
          </div>
          <div>
            <dt>{rows.rentalAssistance}</dt>
            <dd>{contacts.info.rentalAssistanceHours}</dd>
          </div>
        </dl>
      </div>
      <div className={styles.prompt}>
        <p>{contacts.info.wizardPrompt}</p>
        <ButtonLink href={`#${CONTACT_FORM_HASH}`}>{contacts.info.wizardButton}</ButtonLink>
      </div>
    </div>
  );
}
