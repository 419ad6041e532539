import { BadgeCheck } from '@/components/icons';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { Section } from '@/components/ui/Section';
import { TwoColumns } from '@/components/ui/Grid';
import { SiteImage } from '@/components/ui/SiteImage';
import { serviceCentre } from '@/content/serviceCentre';

/** The certified-centre block: how the centre works and what backs it. */
export function CertifiedSection() {
  const { certified } = serviceCentre;
  return (
    <Section headingId="certificato-titolo" eyebrow={certified.eyebrow} title={certified.title} tone="navy">
      <TwoColumns>
        <div>
          <Text>{certified.text}</Text>
          <Points>
            {certified.points.map((point) => (
              <li key={point}>
                <BadgeCheck size={22} aria-hidden="true" />
                {point}
              </li>
            ))}
          </Points>
        </div>
        <Figure>
          <SiteImage src={certified.image} alt="" width={800} height={600} />
        </Figure>
      </TwoColumns>
    </Section>
  );
}

const Text = styled.p`
  margin: 0;
  font-size: ${tokens.fontSize.lg};
  color: ${tokens.color.onNavyMuted};
`;

const Points = styled.ul`
  display: grid;
  gap: ${tokens.space.md};
  margin: ${tokens.space.xl} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${tokens.space.sm};
    align-items: flex-start;
    font-weight: 600;
  }

  svg {
    flex: none;
    color: ${tokens.color.goldBright};
  }
`;

const Figure = styled.div`
  overflow: hidden;
  border: 1px solid ${tokens.color.navySoft};
  border-radius: ${tokens.radius.lg};

  img {
    width: 100%;
    height: auto;
  }
`;
