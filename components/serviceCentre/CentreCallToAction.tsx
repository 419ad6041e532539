import { ButtonLink } from '@/components/ui/Button';
import { CallToAction } from '@/components/ui/CallToAction';
import { serviceCentre } from '@/content/serviceCentre';
import { services } from '@/content/services';
import { pages } from '@/content/pages';
import { quoteRequestHref } from '@/lib/quoteLinks';

/** The closing request for a quote; it opens the wizard on /contatti with this centre preselected. */
export function CentreCallToAction() {
  const { cta } = serviceCentre;
  const centreService = services.find((service) => service.link === pages.serviceCentre.path);
  const href = centreService
    ? quoteRequestHref({ requestType: 'service', serviceId: centreService.id })
    : pages.contacts.path;
  return (
    <CallToAction
      headingId="centro-cta"
      title={cta.title}
      text={cta.text}
      actions={<ButtonLink href={href}>{cta.button}</ButtonLink>}
    />
  );
}
