import { PageHero } from '@/components/ui/PageHero';
import { ButtonLink } from '@/components/ui/Button';
import { eProcurement } from '@/content/eProcurement';
import { pages } from '@/content/pages';

export function EProcurementHero() {
  const { hero } = eProcurement;
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      lead={hero.lead}
      actions={<ButtonLink href={pages.contacts.path}>{hero.consultationLabel}</ButtonLink>}
    />
  );
}
