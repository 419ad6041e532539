import { ExternalLink, Headphones, Mail, MapPin, Phone } from '@/components/icons';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { CardGrid } from '@/components/ui/Grid';
import { CardItem, CardTitle } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';
import { company, mapsSearchUrl } from '@/content/company';
import { contacts } from '@/content/contacts';

/** The three quick-contact cards: assistance, information, head office with a map link. */
export function QuickContacts() {
  const { cards } = contacts.quick;
  return (
    <Section headingId="contatti-rapidi" title={contacts.quick.title} tone="warm">
      <CardGrid $columns={3}>
        <CardItem>
          <Badge aria-hidden="true">
            <Headphones size={24} />
          </Badge>
          <CardTitle>{cards.assistance.title}</CardTitle>
          <Text>{cards.assistance.text}</Text>
          <ContactLink href={`tel:${company.assistancePhone.tel}`}>
            <Phone size={18} aria-hidden="true" />
            {company.assistancePhone.display}
          </ContactLink>
        </CardItem>
        <CardItem>
          <Badge aria-hidden="true">
            <Mail size={24} />
          </Badge>
          <CardTitle>{cards.info.title}</CardTitle>
          <Text>{cards.info.text}</Text>
          <ContactLink href={`mailto:${company.email.info}`}>
            <Mail size={18} aria-hidden="true" />
            {company.email.info}
          </ContactLink>
          <ContactLink href={`tel:${company.phone.tel}`}>
            <Phone size={18} aria-hidden="true" />
            {company.phone.display}
          </ContactLink>
        </CardItem>
        <CardItem>
          <Badge aria-hidden="true">
            <MapPin size={24} />
          </Badge>
          <CardTitle>{cards.office.title}</CardTitle>
          <Address>{cards.office.text}</Address>
          <ContactLink href={mapsSearchUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink size={18} aria-hidden="true" />
            {cards.office.mapLink}
            <span className="visually-hidden"> (si apre in una nuova scheda)</span>
          </ContactLink>
        </CardItem>
      </CardGrid>
    </Section>
  );
}

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.navy};
  color: ${tokens.color.goldBright};
`;

const Text = styled.p`
  margin: 0;
  color: ${tokens.color.muted};
`;

const Address = styled.address`
  font-style: normal;
  color: ${tokens.color.muted};
`;

const ContactLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-height: 44px;
  font-weight: 700;
  color: ${tokens.color.navy};
  overflow-wrap: anywhere;

  &:hover {
    color: ${tokens.color.navySoft};
  }

  svg {
    flex: none;
  }
`;
