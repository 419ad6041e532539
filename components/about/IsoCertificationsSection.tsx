import { Section } from '@/components/ui/Section';
import { CardGrid } from '@/components/ui/Grid';
import { FeatureCard } from '@/components/ui/Card';
import { about } from '@/content/about';
import { isoCertifications } from '@/content/certifications';

export function IsoCertificationsSection() {
  return (
    <Section
      headingId="certificazioni-titolo"
      eyebrow="Qualità, ambiente, sicurezza"
      title={about.certifications.title}
      intro={about.certifications.intro}
      tone="warm"
    >
      <CardGrid $columns={3}>
        {isoCertifications.map((certification) => (
          <FeatureCard key={certification.id} icon="award" title={certification.title}>
            <p>
              <strong>{certification.shortDescription}.</strong> {certification.description}
            </p>
          </FeatureCard>
        ))}
      </CardGrid>
    </Section>
  );
}
