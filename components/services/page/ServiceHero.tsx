import { Mail, Phone } from '@/components/icons';
import { ButtonLink } from '@/components/ui/Button';
import { CallLabel } from '@/components/ui/CallLabel';
import { PageHero } from '@/components/ui/PageHero';
import { company } from '@/content/company';
import { servicePageLabels as labels } from '@/content/servicePages';
import type { Service } from '@/content/types';
import { quoteRequestHref } from '@/lib/quoteLinks';

/** H1, the catalogue description, and the three ways to ask: the wizard with this service, phone, e-mail. */
export function ServiceHero({ service, categoryLabels }: { service: Service; categoryLabels: readonly string[] }) {
  return (
    <PageHero
      eyebrow={categoryLabels.join(' · ')}
      title={service.title}
      lead={service.description}
      actions={
        <>
          <ButtonLink href={quoteRequestHref({ requestType: 'service', serviceId: service.id })} data-service-quote>
            {labels.quoteLabel}
          </ButtonLink>
          <ButtonLink href={`tel:${company.phone.tel}`} variant="onDark">
            <Phone size={18} aria-hidden="true" />
            <CallLabel label={labels.callLabel} phone={company.phone.display} />
          </ButtonLink>
          <ButtonLink href={`mailto:${company.email.info}`} variant="onDark">
            <Mail size={18} aria-hidden="true" />
            {labels.emailLabel}
          </ButtonLink>
        </>
      }
    />
  );
}
