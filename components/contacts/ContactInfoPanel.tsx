import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { ButtonLink } from '@/components/ui/Button';
import { company, fullAddress, mapsSearchUrl } from '@/content/company';
import { contacts } from '@/content/contacts';
import { CONTACT_FORM_HASH } from '@/lib/quoteLinks';

/** The 'contact info' tab: every address and number, and a way into the form. */
export function ContactInfoPanel() {
  const { rows } = contacts.info;
  const { office, assistance } = company.hours;
  return (
    <Layout>
      <div>
        <Title>{contacts.info.title}</Title>
        <Details>
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
        </Details>
      </div>
      <Prompt>
        <p>{contacts.info.wizardPrompt}</p>
        <ButtonLink href={`#${CONTACT_FORM_HASH}`}>{contacts.info.wizardButton}</ButtonLink>
      </Prompt>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${tokens.space.xl};
  align-items: start;

  ${media.lg} {
    grid-template-columns: 3fr 2fr;
  }
`;

const Title = styled.h3`
  margin: 0 0 ${tokens.space.md};
  font-size: ${tokens.fontSize.h3};
  color: ${tokens.color.navy};
`;

const Details = styled.dl`
  display: grid;
  gap: ${tokens.space.md};
  margin: 0;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  dt {
    font-size: ${tokens.fontSize.sm};
    color: ${tokens.color.muted};
  }

  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  a {
    color: ${tokens.color.navy};
  }

  a:hover {
    color: ${tokens.color.navySoft};
  }
`;

const Prompt = styled.div`
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  border-top: 4px solid ${tokens.color.gold};
  background: ${tokens.color.surfaceWarm};

  p {
    margin: 0 0 ${tokens.space.md};
  }
`;
