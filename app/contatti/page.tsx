import { Mail, Phone } from '@/components/icons';
import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/ui/PageHero';
import { ButtonLink } from '@/components/ui/Button';
import { CallLabel } from '@/components/ui/CallLabel';
import { CallToAction } from '@/components/ui/CallToAction';
import { QuickContacts } from '@/components/contacts/QuickContacts';
import { ContactChannels } from '@/components/contacts/ContactChannels';
import { MapSection } from '@/components/contacts/MapSection';
import { FeedbackSection } from '@/components/contacts/FeedbackSection';
import { FaqSection } from '@/components/ui/FaqSection';
import { company } from '@/content/company';
import { contacts } from '@/content/contacts';
import { OrganizationJsonLd, BreadcrumbJsonLd } from '@/components/seo/JsonLd';

export const metadata = pageMetadata('contacts');

export default function ContactsPage() {
  const { hero, support } = contacts;
  return (
    <>
      <OrganizationJsonLd />
      <BreadcrumbJsonLd page="contacts" />
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <>
            <ButtonLink href={`tel:${company.phone.tel}`}>
              <Phone size={20} aria-hidden="true" />
              <CallLabel label={hero.call} phone={company.phone.display} />
            </ButtonLink>
            <ButtonLink href={`mailto:${company.email.info}`} variant="onDark">
              <Mail size={20} aria-hidden="true" />
              {hero.write}
            </ButtonLink>
          </>
        }
      />
      <QuickContacts />
      <ContactChannels />
      <MapSection />
      <FeedbackSection />
      <CallToAction
        headingId="contatti-assistenza"
        title={support.title}
        text={support.text}
        actions={
          <ButtonLink href={`tel:${company.assistancePhone.tel}`}>
            <CallLabel label={support.button} phone={company.assistancePhone.display} />
          </ButtonLink>
        }
      />
      <FaqSection
        headingId="contatti-faq"
        title={contacts.faq.title}
        tone="warm"
        items={contacts.faq.items}
        name="contatti-faq"
      />
    </>
  );
}
