'use client';

import { Children, useRef, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Container } from '@/components/ui/Container';
import { ScriptButton } from '@/components/ui/ScriptButton';
import { cx } from '@/components/ui/cx';
import { wrapIndex } from '@/lib/carousel';
import { useCarouselAutoplay } from './useCarouselAutoplay';
import { useDeferredSwiper } from './useDeferredSwiper';
import styles from './Carousel.module.css';

interface HeroSliderProps {
  /** Titles of the slides, in order: they name the indicator dots. */
  titles: readonly string[];
  /** One server-rendered element per slide (HeroSlide), in the same order. */
  children: ReactNode;
  autoplayMs: number;
  transitionMs: number;
  /** Accessible name of the carousel. */
  label: string;
}

/**
 * The home hero: a swiper carousel whose first slide is pre-rendered (it is the page's LCP). Arrows and dots wrap at both ends; autoplay has a pause control, pauses on
 * hover and keyboard focus and stays off under prefers-reduced-motion. Swiper starts once the
 * page is idle (useDeferredSwiper); a control used before that starts it and then moves.
 */
export function HeroSlider({ titles, children, autoplayMs, transitionMs, label }: HeroSliderProps) {
  const slideNodes = Children.toArray(children);
  const [active, setActive] = useState(0);
  const count = slideNodes.length;
  const swiperElement = useRef<HTMLDivElement>(null);
  // advance runs on a timer, after goTo below exists.
  const autoplay = useCarouselAutoplay({ delay: autoplayMs, position: active, advance: () => goTo(active + 1) });
  const { start } = useDeferredSwiper(swiperElement, {
    when: 'idle',
    speed: autoplay.reducedMotion ? 0 : transitionMs,
    options: { rewind: true },
    on: { slideChange: (instance) => setActive(instance.activeIndex) },
  });

  const goTo = (index: number) => {
    const target = wrapIndex(index, 0, count);
    void start().then((instance) => instance?.slideTo(target));
  };

  return (
    <section
      className={cx(styles.carousel, styles.hero)}
      aria-roledescription="carosello"
      aria-label={label}
      {...autoplay.handlers}
      onPointerDown={() => void start()}
      data-hero-slider
    >
      <div ref={swiperElement} className="swiper hero-swiper" aria-live={autoplay.running ? 'off' : 'polite'}>
        <div className="swiper-wrapper">
          {slideNodes.map((node, index) => (
            <div
              key={index}
              className="swiper-slide"
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${index + 1} di ${count}`}
              inert={index !== active}
            >
              {node}
            </div>
          ))}
        </div>
      </div>

      <Container className={styles.heroControls}>
        <div className={styles.controlBar}>
          <ScriptButton
            className={styles.button}
            data-tone="dark"
            type="button"
            onClick={() => goTo(active - 1)}
            aria-label="Diapositiva precedente"
          >
            <ChevronLeft size={24} aria-hidden="true" />
          </ScriptButton>
          <div className={styles.dots}>
            {titles.map((title, index) => (
              <ScriptButton
                className={styles.dot}
                data-tone="dark"
                key={title}
                type="button"
                onClick={() => goTo(index)}
                aria-label={`Diapositiva ${index + 1}: ${title}`}
                aria-current={index === active ? 'true' : undefined}
              >
                <span aria-hidden="true" />
              </ScriptButton>
            ))}
          </div>
          <ScriptButton
            className={styles.button}
            data-tone="dark"
            type="button"
            onClick={() => goTo(active + 1)}
            aria-label="Diapositiva successiva"
          >
            <ChevronRight size={24} aria-hidden="true" />
          </ScriptButton>
          <ScriptButton
            className={styles.button}
            data-tone="dark"
            type="button"
            onClick={autoplay.toggle}
            aria-label={
              autoplay.playing ? 'Metti in pausa lo scorrimento automatico' : 'Avvia lo scorrimento automatico'
            }
            data-autoplay={autoplay.playing ? 'playing' : 'paused'}
          >
            {autoplay.playing ? <Pause size={20} aria-hidden="true" /> : <Play size={20} aria-hidden="true" />}
          </ScriptButton>
        </div>
      </Container>
    </section>
  );
}
