import { Section } from '@/components/ui/Section';
import { contacts } from '@/content/contacts';
import { ContactInfoPanel } from './ContactInfoPanel';
import { ContactTabs } from './ContactTabs';
import { WIZARD_HEADING_ID, WizardPanel } from './WizardPanel';

/** The tab switch between contact info and the request wizard. */
export function ContactChannels() {
  const { tabs } = contacts;
  return (
    <Section headingId="contatti-canali" title={tabs.title} intro={tabs.intro}>
      <ContactTabs
        label={tabs.label}
        tabs={[
          { id: tabs.info.id, label: tabs.info.label, panel: <ContactInfoPanel /> },
          { id: tabs.form.id, label: tabs.form.label, panel: <WizardPanel />, landing: WIZARD_HEADING_ID },
        ]}
      />
    </Section>
  );
}
