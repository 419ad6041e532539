import { calloutClass } from '@/components/ui/Callout';
import { Fact } from '@/components/ui/FactList';
import { company, fullAddress } from '@/content/company';
import { legalUi } from '@/content/legal/ui';
import type { LegalLang } from '@/content/legal/types';

/**
 * The company's contact details, from content/company.ts, labelled in the document's language.
 * A framed note callout; LegalArticle styles the rest ([data-contact]), so repeated blocks add no style tags.
 */
export function ContactBlock({ lang }: { lang: LegalLang }) {
  const labels = legalUi[lang].contact;
  return (
    <div className={calloutClass({ tone: 'note', framed: true })} data-contact="">
      <p data-contact-name="">{company.legalName}</p>
      <dl>
        <Fact term={labels.address}>
          {fullAddress}, {company.address.country}
        </Fact>
        <Fact term={labels.phone}>
          <a href={`tel:${company.phone.tel}`}>{company.phone.display}</a>
        </Fact>
        <Fact term={labels.email}>
          <a href={`mailto:${company.email.info}`}>{company.email.info}</a>
        </Fact>
        <Fact term={labels.pec}>
          <a href={`mailto:${company.email.pec}`}>{company.email.pec}</a>
        </Fact>
        <Fact term={labels.vat}>{company.vatNumber}</Fact>
      </dl>
    </div>
  );
}
