import { ButtonLink } from '@/components/ui/Button';
import { CallToAction } from '@/components/ui/CallToAction';
import { pages } from '@/content/pages';
import { servicePageLabels as labels } from '@/content/servicePages';
import type { Service } from '@/content/types';
import { quoteRequestHref } from '@/lib/quoteLinks';

/** The closing request: the wizard with this service already chosen, or back to the catalogue. */
export function ServiceContactCta({ service }: { service: Service }) {
  return (
    <CallToAction
      headingId="servizio-cta"
      title={labels.ctaTitle}
      text={labels.ctaText}
      actions={
        <>
          <ButtonLink href={quoteRequestHref({ requestType: 'service', serviceId: service.id })}>
            {labels.quoteLabel}
          </ButtonLink>
          <ButtonLink href={pages.services.path} variant="onDark">
            {labels.allServicesLabel}
          </ButtonLink>
        </>
      }
    />
  );
}
