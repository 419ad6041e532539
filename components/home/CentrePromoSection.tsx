import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Container } from '@/components/ui/Container';
import { ButtonLink } from '@/components/ui/Button';
import { Eyebrow } from '@/components/ui/Section';
import { SiteImage } from '@/components/ui/SiteImage';
import { centrePromo } from '@/content/home';

/** Promo of the authorised respiratory-protection centre; its logo falls back to a placeholder. */
export function CentrePromoSection() {
  return (
    <Band aria-labelledby="centro-titolo" data-tone="navy">
      <Inner>
        <LogoFrame>
          <SiteImage
            data-centre-logo
            src={centrePromo.logo.src}
            alt={centrePromo.logo.alt}
            width={centrePromo.logo.width}
            height={centrePromo.logo.height}
          />
        </LogoFrame>
        <div>
          <Eyebrow>{centrePromo.eyebrow}</Eyebrow>
          <Title id="centro-titolo">{centrePromo.title}</Title>
          <Text>{centrePromo.text}</Text>
          <ButtonLink href={centrePromo.link}>{centrePromo.button}</ButtonLink>
        </div>
      </Inner>
    </Band>
  );
}

const Band = styled.section`
  padding-block: ${tokens.space.section};
  background: linear-gradient(
    135deg,
    ${tokens.color.navyDeep} 0%,
    ${tokens.color.navy} 60%,
    ${tokens.color.navySoft} 100%
  );
  color: ${tokens.color.onNavy};
`;

const Inner = styled(Container)`
  display: grid;
  gap: ${tokens.space.xl};
  align-items: center;

  ${media.lg} {
    grid-template-columns: 5fr 7fr;
    gap: ${tokens.space.xxl};
  }
`;

const LogoFrame = styled.div`
  padding: ${tokens.space.md};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow.raised};

  img {
    width: 100%;
    height: auto;
    border-radius: ${tokens.radius.md};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${tokens.fontSize.h2};
  line-height: ${tokens.lineHeight.tight};
  color: ${tokens.color.onNavy};
`;

const Text = styled.p`
  margin: ${tokens.space.md} 0 ${tokens.space.xl};
  font-size: ${tokens.fontSize.lg};
  color: ${tokens.color.onNavyMuted};
`;
