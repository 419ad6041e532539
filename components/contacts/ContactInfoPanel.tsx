import { ButtonLink } from '@/components/ui/Button';
import { Fact, FactList } from '@/components/ui/FactList';
import { TwoColumns } from '@/components/ui/Grid';
import { company, fullAddress, mapsSearchUrl } from '@/content/company';
import { contacts } from '@/content/contacts';
import { CONTACT_FORM_HASH } from '@/lib/quoteLinks';
import styles from './ContactPanels.module.css';

/** The 'contact info' tab: every address and number, and a way into the form. */
export function ContactInfoPanel() {
  const { rows } = contacts.info;
  const { office, assistance } = company.hours;
  return (
    <TwoColumns ratio="3:2" plainFr gap="xl">
      <div>
        <h3 className={`${styles.title} ${styles.infoTitle}`}>{contacts.info.title}</h3>
        <FactList layout="columns" className={styles.details}>
          <Fact term={rows.address}>
            <a href={mapsSearchUrl} target="_blank" rel="noopener noreferrer">
              {fullAddress}
              <span className="visually-hidden"> (apre la mappa in una nuova scheda)</span>
            </a>
          </Fact>
          <Fact term={rows.phone}>
            <a href={`tel:${company.phone.tel}`}>{company.phone.display}</a>
          </Fact>
          <Fact term={rows.assistance}>
            <a href={`tel:${company.assistancePhone.tel}`}>{company.assistancePhone.display}</a>
          </Fact>
          <Fact term={rows.email}>
            <a href={`mailto:${company.email.info}`}>{company.email.info}</a>
          </Fact>
          <Fact term={rows.pec}>
            <a href={`mailto:${company.email.pec}`}>{company.email.pec}</a>
          </Fact>
          <Fact term={rows.officeHours}>
            {office.days}, {office.opens}-{office.closes}
          </Fact>
          <Fact term={rows.assistanceHours}>
            {assistance.days}, {assistance.opens}-{assistance.closes}
          </Fact>
          <Fact term={rows.rentalAssistance}>{contacts.info.rentalAssistanceHours}</Fact>
        </FactList>
      </div>
      <div className={styles.prompt}>
        <p>{contacts.info.wizardPrompt}</p>
        <ButtonLink href={`#${CONTACT_FORM_HASH}`}>{contacts.info.wizardButton}</ButtonLink>
      </div>
    </TwoColumns>
  );
}
