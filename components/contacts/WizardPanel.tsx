import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { RequestWizard } from '@/components/wizard/RequestWizard';
import { fleetCategories, vehicles } from '@/content/fleet';
import { serviceCategories, services } from '@/content/services';
import { wizardText } from '@/content/wizard';
import { buildWizardOptions } from '@/lib/wizardOptions';

const HEADING_ID = 'richiesta-preventivo';

/** The 'contact form' tab: the request wizard, fed from the services and fleet content. */
export function WizardPanel() {
  const options = buildWizardOptions({ services, serviceCategories, vehicles, fleetCategories });
  return (
    <div>
      <Title id={HEADING_ID}>{wizardText.title}</Title>
      <Intro>{wizardText.intro}</Intro>
      <RequestWizard options={options} labelledBy={HEADING_ID} />
    </div>
  );
}

const Title = styled.h3`
  margin: 0;
  font-size: ${tokens.fontSize.h3};
  color: ${tokens.color.navy};
`;

const Intro = styled.p`
  margin: ${tokens.space.sm} 0 ${tokens.space.lg};
  color: ${tokens.color.muted};
`;
