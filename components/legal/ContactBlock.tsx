import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { company, fullAddress } from '@/content/company';
import { legalUi } from '@/content/legal/ui';
import type { LegalLang } from '@/content/legal/types';

/** The company's contact details, from content/company.ts, labelled in the document's language. */
export function ContactBlock({ lang }: { lang: LegalLang }) {
  const labels = legalUi[lang].contact;
  return (
    <Card>
      <Name>{company.legalName}</Name>
      <Details>
        <div>
          <dt>{labels.address}</dt>
          <dd>
            {fullAddress}, {company.address.country}
          </dd>
        </div>
        <div>
          <dt>{labels.phone}</dt>
          <dd>
            <a href={`tel:${company.phone.tel}`}>{company.phone.display}</a>
          </dd>
        </div>
        <div>
          <dt>{labels.email}</dt>
          <dd>
            <a href={`mailto:${company.email.info}`}>{company.email.info}</a>
          </dd>
        </div>
        <div>
          <dt>{labels.pec}</dt>
          <dd>
            <a href={`mailto:${company.email.pec}`}>{company.email.pec}</a>
          </dd>
        </div>
        <div>
          <dt>{labels.vat}</dt>
          <dd>{company.vatNumber}</dd>
        </div>
      </Details>
    </Card>
  );
}

const Card = styled.div`
  margin: ${tokens.space.lg} 0 0;
  padding: ${tokens.space.lg};
  border: 1px solid ${tokens.color.line};
  border-left: 4px solid ${tokens.color.gold};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surfaceWarm};
`;

const Name = styled.p`
  margin: 0 0 ${tokens.space.md};
  font-weight: 700;
  color: ${tokens.color.navy};
`;

const Details = styled.dl`
  display: grid;
  gap: ${tokens.space.sm};
  margin: 0;

  div {
    display: grid;
    gap: 0 ${tokens.space.md};
  }

  dt {
    font-size: ${tokens.fontSize.sm};
    font-weight: 700;
    color: ${tokens.color.muted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  a {
    color: ${tokens.color.navy};
    font-weight: 600;
  }

  ${media.sm} {
    div {
      grid-template-columns: 12rem minmax(0, 1fr);
    }
  }
`;
