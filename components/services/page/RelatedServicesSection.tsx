import { ArrowRight } from '@/components/icons';
import { FeatureCard } from '@/components/ui/Card';
import { CardGrid } from '@/components/ui/Grid';
import { Section } from '@/components/ui/Section';
import { SiteLink } from '@/components/ui/SiteLink';
import { servicePageLabels as labels } from '@/content/servicePages';
import type { Service } from '@/content/types';
import { servicePath } from '@/lib/servicePath';
import styles from './RelatedServicesSection.module.css';

/** The related services, each a link to its own page. */
export function RelatedServicesSection({ related }: { related: readonly Service[] }) {
  return (
    <Section headingId="servizi-correlati" title={labels.relatedTitle}>
      <CardGrid className={styles.linkedCards}>
        {related.map((service) => (
          <FeatureCard
            key={service.id}
            icon={service.icon}
            title={<SiteLink href={servicePath(service)}>{service.title}</SiteLink>}
          >
            <p>{service.description}</p>
            <p data-part="more" aria-hidden="true">
              {labels.relatedMoreLabel}
              <ArrowRight size={18} />
            </p>
          </FeatureCard>
        ))}
      </CardGrid>
    </Section>
  );
}
