import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Container } from '@/components/ui/Container';
import { ButtonLink } from '@/components/ui/Button';
import { SiteImage } from '@/components/ui/SiteImage';
import { photoProps, slideSizes } from '@/lib/images/picture';
import { pictureFor } from '@/lib/images/pictures';
import type { Slide } from '@/content/types';

/**
 * One hero slide, rendered on the server (HeroSlider only moves them). The first slide's image
 * loads eagerly with high priority: it is the LCP candidate. Its title is an H2 like the others:
 * the page's H1 sits outside the slider (HeroSection), because a slide out of view is inert and
 * would take an H1 out of the accessibility tree with it.
 */
export function HeroSlide({ slide, first }: { slide: Slide; first: boolean }) {
  return (
    <SlideFrame>
      <SiteImage
        className="hero-image"
        src={slide.image}
        alt=""
        width={1440}
        height={850}
        priority={first}
        {...photoProps(pictureFor(slide.image), slideSizes)}
      />
      <SlideContent>
        <SlideTitle>{slide.title}</SlideTitle>
        <SlideText>{slide.description}</SlideText>
        <ButtonLink href={slide.buttonLink}>{slide.buttonText}</ButtonLink>
      </SlideContent>
    </SlideFrame>
  );
}

const SlideFrame = styled.div`
  position: relative;
  height: 100%;
  overflow: hidden;

  .hero-image {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, ${tokens.color.navyDeep} 0%, ${tokens.color.overlay} 55%, transparent 100%);
  }
`;

const SlideContent = styled(Container)`
  position: relative;
  z-index: 1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  gap: ${tokens.space.lg};
  height: 100%;
  padding-bottom: 5.5rem;
`;

const SlideTitle = styled.h2`
  max-width: 18ch;
  margin: 0;
  font-size: clamp(2rem, 1.4rem + 3vw, 3.75rem);
  line-height: 1.1;
  letter-spacing: -0.02em;
  color: ${tokens.color.onNavy};
`;

const SlideText = styled.p`
  max-width: 38rem;
  margin: 0;
  font-size: ${tokens.fontSize.lg};
  color: ${tokens.color.onNavyMuted};

  ${media.md} {
    font-size: ${tokens.fontSize.xl};
  }
`;
