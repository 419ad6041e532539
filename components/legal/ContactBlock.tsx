import { company, fullAddress } from '@/content/company';
import { legalUi } from '@/content/legal/ui';
import type { LegalLang } from '@/content/legal/types';

/**
 * The company's contact details, from content/company.ts, labelled in the document's language.
 * Plain markup: LegalArticle styles it ([data-contact]), so repeated blocks add no style tags.
 */
export function ContactBlock({ lang }: { lang: LegalLang }) {
  const labels = legalUi[lang].contact;
  return (
    <div data-contact="">
      <p data-contact-name="">{company.legalName}</p>
      <dl>
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
      </dl>
    </div>
  );
}
