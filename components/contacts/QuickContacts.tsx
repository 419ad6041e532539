import { ArrowRight, ExternalLink, Headphones, Mail, MapPin, Phone } from '@/components/icons';
import { CardGrid } from '@/components/ui/Grid';
import { CardItem, CardText, CardTitle, IconBadge } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';
import { company, mapsSearchUrl } from '@/content/company';
import { contacts } from '@/content/contacts';
import { pages } from '@/content/pages';
import { SiteLink } from '@/components/ui/SiteLink';
import styles from './QuickContacts.module.css';

/** The three quick-contact cards: assistance, information, head office with a map link. */
export function QuickContacts() {
  const { cards } = contacts.quick;
  return (
    <Section headingId="contatti-rapidi" title={contacts.quick.title} tone="warm">
      <CardGrid $columns={3}>
        <CardItem>
          <IconBadge>
            <Headphones size={24} />
          </IconBadge>
          <CardTitle>{cards.assistance.title}</CardTitle>
          <CardText>{cards.assistance.text}</CardText>
          <a className={styles.contactLink} href={`tel:${company.assistancePhone.tel}`}>
            <Phone size={18} aria-hidden="true" />
            {company.assistancePhone.display}
          </a>
          <SiteLink className={styles.contactLink} href={pages.rentalAssistance.path}>
            <ArrowRight size={18} aria-hidden="true" />
            {cards.assistance.rentalLink}
          </SiteLink>
        </CardItem>
        <CardItem>
          <IconBadge>
            <Mail size={24} />
          </IconBadge>
          <CardTitle>{cards.info.title}</CardTitle>
          <CardText>{cards.info.text}</CardText>
          <a className={styles.contactLink} href={`mailto:${company.email.info}`}>
            <Mail size={18} aria-hidden="true" />
            {company.email.info}
          </a>
          <a className={styles.contactLink} href={`tel:${company.phone.tel}`}>
            <Phone size={18} aria-hidden="true" />
            {company.phone.display}
          </a>
        </CardItem>
        <CardItem>
          <IconBadge>
            <MapPin size={24} />
          </IconBadge>
          <CardTitle>{cards.office.title}</CardTitle>
          <address className={styles.address}>{cards.office.text}</address>
          <a className={styles.contactLink} href={mapsSearchUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink size={18} aria-hidden="true" />
            {cards.office.mapLink}
            <span className="visually-hidden"> (si apre in una nuova scheda)</span>
          </a>
        </CardItem>
      </CardGrid>
    </Section>
  );
}
