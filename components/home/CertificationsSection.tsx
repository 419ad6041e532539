import { Section } from '@/components/ui/Section';
import { certifications } from '@/content/certifications';
import { certificationsSection } from '@/content/home';
import { CertificationsBrowser } from './CertificationsBrowser';
import { CertificationCards } from './CertificationCards';
import { picturesProp } from '@/lib/images/picture';
import { picturesFor } from '@/lib/images/pictures';

export function CertificationsSection() {
  const pictures = picturesFor(certifications.map((certification) => certification.image));
  return (
    <Section
      id="certificazioni"
      headingId="certificazioni-home-titolo"
      eyebrow={certificationsSection.eyebrow}
      title={certificationsSection.title}
      intro={certificationsSection.intro}
    >
      <CertificationsBrowser
        certifications={certifications}
        downloadLabel={certificationsSection.downloadLabel}
        {...picturesProp(pictures)}
      >
        <CertificationCards certifications={certifications} detailsLabel={certificationsSection.detailsLabel} />
      </CertificationsBrowser>
    </Section>
  );
}
