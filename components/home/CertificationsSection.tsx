import { Section } from '@/components/ui/Section';
import { certifications } from '@/content/certifications';
import { certificationsSection } from '@/content/home';
import { CertificationsBrowser } from './CertificationsBrowser';
import { CertificationCards } from './CertificationCards';

export function CertificationsSection() {
  return (
    <Section
      id="certificazioni"
      headingId="certificazioni-home-titolo"
      eyebrow={certificationsSection.eyebrow}
      title={certificationsSection.title}
      intro={certificationsSection.intro}
    >
      <CertificationsBrowser certifications={certifications} downloadLabel={certificationsSection.downloadLabel}>
        <CertificationCards certifications={certifications} detailsLabel={certificationsSection.detailsLabel} />
      </CertificationsBrowser>
    </Section>
  );
}
