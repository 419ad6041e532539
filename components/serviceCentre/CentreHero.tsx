import { PageHero } from '@/components/ui/PageHero';
import { ButtonLink } from '@/components/ui/Button';
import { serviceCentre } from '@/content/serviceCentre';
import { pages } from '@/content/pages';

export function CentreHero() {
  const { hero } = serviceCentre;
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      lead={hero.lead}
      actions={
        <>
          <ButtonLink href={pages.contacts.path}>{hero.assistanceLabel}</ButtonLink>
          <ButtonLink href={pages.services.path} variant="onDark">
            {hero.servicesLabel}
          </ButtonLink>
        </>
      }
    />
  );
}
