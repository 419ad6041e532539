import styled from 'styled-components';
import { JS_OFF, tokens } from '@/components/theme/tokens';
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
      <Title id={WIZARD_HEADING_ID} tabIndex={-1}>
        {wizardText.title}
      </Title>
      <NoScript>
        <p>{noScript.text}</p>
        <ButtonLink href={mailtoHref(company.email.info, noScript.subject, noScript.body)}>
          {noScript.button}
        </ButtonLink>
      </NoScript>
      <WithScript>
        <Intro>{wizardText.intro}</Intro>
        <RequestWizard options={options} labelledBy={WIZARD_HEADING_ID} />
      </WithScript>
    </div>
  );
}

const Title = styled.h3`
  margin: 0;
  font-size: ${tokens.fontSize.h3};
  color: ${tokens.color.navy};

  /* Focused only from a script, as a landing place: not a control, so no ring (as the step heading). */
  &:focus {
    outline: none;
  }
`;

const Intro = styled.p`
  margin: ${tokens.space.sm} 0 ${tokens.space.lg};
  color: ${tokens.color.muted};
`;

const NoScript = styled.div`
  display: none;
  margin-top: ${tokens.space.md};
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  border-top: 4px solid ${tokens.color.gold};
  background: ${tokens.color.surfaceWarm};
  overflow-wrap: anywhere;

  p {
    margin: 0 0 ${tokens.space.md};
  }

  ${JS_OFF} & {
    display: block;
  }
`;

const WithScript = styled.div`
  ${JS_OFF} & {
    display: none;
  }
`;
