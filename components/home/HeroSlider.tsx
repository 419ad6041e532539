'use client';

import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperClass } from 'swiper/react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { Container } from '@/components/ui/Container';
import { ButtonLink } from '@/components/ui/Button';
import { SiteImage } from '@/components/ui/SiteImage';
import type { Slide } from '@/content/types';
import { wrapIndex } from '@/lib/carousel';
import { CarouselButton, CarouselControlBar, CarouselDot, CarouselDots, swiperBaseStyles } from './carouselStyles';
import { useCarouselAutoplay } from './useCarouselAutoplay';

interface HeroSliderProps {
  slides: readonly Slide[];
  autoplayMs: number;
  transitionMs: number;
  /** Accessible name of the carousel. */
  label: string;
}

/**
 * The home hero: a swiper carousel whose first slide is pre-rendered (it carries the page's H1
 * and is its LCP). Arrows and dots wrap at both ends; autoplay has a pause control, pauses on
 * hover and keyboard focus and stays off under prefers-reduced-motion.
 */
export function HeroSlider({ slides, autoplayMs, transitionMs, label }: HeroSliderProps) {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [active, setActive] = useState(0);
  const count = slides.length;

  const goTo = (index: number) => {
    const target = wrapIndex(index, 0, count);
    if (swiper) swiper.slideTo(target);
    else setActive(target);
  };

  const autoplay = useCarouselAutoplay({ delay: autoplayMs, position: active, advance: () => goTo(active + 1) });

  return (
    <Root
      aria-roledescription="carosello"
      aria-label={label}
      onMouseEnter={autoplay.handlers.onMouseEnter}
      onMouseLeave={autoplay.handlers.onMouseLeave}
      onFocus={autoplay.handlers.onFocus}
      onBlur={autoplay.handlers.onBlur}
      data-hero-slider
    >
      <Swiper
        className="hero-swiper"
        rewind
        speed={autoplay.reducedMotion ? 0 : transitionMs}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setActive(instance.activeIndex)}
        aria-live={autoplay.running ? 'off' : 'polite'}
      >
        {slides.map((slide, index) => {
          const Heading = index === 0 ? 'h1' : 'h2';
          return (
            <SwiperSlide
              key={slide.id}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${index + 1} di ${count}`}
              inert={index !== active}
              data-active={index === active || undefined}
            >
              <SlideFrame>
                <SiteImage
                  className="hero-image"
                  src={slide.image}
                  alt=""
                  width={1440}
                  height={850}
                  priority={index === 0}
                />
                <SlideContent>
                  <SlideTitle as={Heading}>{slide.title}</SlideTitle>
                  <SlideText>{slide.description}</SlideText>
                  <ButtonLink href={slide.buttonLink}>
                    {slide.buttonText}
                  </ButtonLink>
                </SlideContent>
              </SlideFrame>
            </SwiperSlide>
          );
        })}
      </Swiper>

      <Controls>
        <CarouselControlBar>
          <CarouselButton data-tone="dark" type="button" onClick={() => goTo(active - 1)} aria-label="Diapositiva precedente">
            <ChevronLeft size={24} aria-hidden="true" />
          </CarouselButton>
          <CarouselDots>
            {slides.map((slide, index) => (
              <CarouselDot
                data-tone="dark"
                key={slide.id}
                type="button"
                onClick={() => goTo(index)}
                aria-label={`Diapositiva ${index + 1}: ${slide.title}`}
                aria-current={index === active ? 'true' : undefined}
              >
                <span aria-hidden="true" />
              </CarouselDot>
            ))}
          </CarouselDots>
          <CarouselButton data-tone="dark" type="button" onClick={() => goTo(active + 1)} aria-label="Diapositiva successiva">
            <ChevronRight size={24} aria-hidden="true" />
          </CarouselButton>
          <CarouselButton
            data-tone="dark"
            type="button"
            onClick={autoplay.toggle}
            aria-label={autoplay.playing ? 'Metti in pausa lo scorrimento automatico' : 'Avvia lo scorrimento automatico'}
            data-autoplay={autoplay.playing ? 'playing' : 'paused'}
          >
            {autoplay.playing ? <Pause size={20} aria-hidden="true" /> : <Play size={20} aria-hidden="true" />}
          </CarouselButton>
        </CarouselControlBar>
      </Controls>
    </Root>
  );
}

const Root = styled.section`
  position: relative;
  background: ${tokens.color.navyDeep};
  color: ${tokens.color.onNavy};

  ${swiperBaseStyles}

  .hero-swiper,
  .hero-swiper .swiper-slide {
    height: 580px;

    ${media.md} {
      height: 680px;
    }

    ${media.lg} {
      height: 850px;
    }
  }
`;

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

const Controls = styled(Container)`
  position: absolute;
  z-index: 2;
  bottom: ${tokens.space.lg};
  left: 0;
  right: 0;
`;
