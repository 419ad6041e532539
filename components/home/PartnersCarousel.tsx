'use client';

import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { ScriptButton } from '@/components/ui/ScriptButton';
import { cx } from '@/components/ui/cx';
import { SiteImage } from '@/components/ui/SiteImage';
import { type Picture, logoSizes } from '@/lib/images/picture';
import type { Partner } from '@/content/types';
import { pageCount, wrapIndex } from '@/lib/carousel';
import { useCarouselAutoplay } from './useCarouselAutoplay';
import { useDeferredSwiper } from './useDeferredSwiper';
import styles from './Carousel.module.css';

interface PartnersCarouselProps {
  partners: readonly Partner[];
  /** The logos' variants by src when they are photos/rasters, from the server (absent for drawings). */
  pictures?: Readonly<Record<string, Picture>>;
  autoplayMs: number;
  transitionMs: number;
  label: string;
}

// Same steps as the CSS below, so nothing moves when swiper starts.
const breakpoints = {
  0: { slidesPerView: 2, slidesPerGroup: 2 },
  600: { slidesPerView: 3, slidesPerGroup: 3 },
  1024: { slidesPerView: 4, slidesPerGroup: 4 },
};
const DESKTOP_PER_PAGE = 4;

/**
 * Partner logos, a page at a time (4 on desktop), with the same motion rules as the hero. Swiper
 * starts when the carousel comes near the viewport (useDeferredSwiper), far below the first screen.
 */
export function PartnersCarousel({ partners, autoplayMs, transitionMs, label, pictures }: PartnersCarouselProps) {
  const [page, setPage] = useState(0);
  const [pages, setPages] = useState(pageCount(partners.length, DESKTOP_PER_PAGE));
  const swiperElement = useRef<HTMLDivElement>(null);

  const sync = (instance: SwiperInstance) => {
    setPage(instance.snapIndex);
    setPages(instance.snapGrid.length);
  };
  // advance runs on a timer, after goTo below exists.
  const autoplay = useCarouselAutoplay({ delay: autoplayMs, position: page, advance: () => goToPage(page + 1) });
  const { swiper, start } = useDeferredSwiper(swiperElement, {
    when: 'near',
    speed: autoplay.reducedMotion ? 0 : transitionMs,
    options: { rewind: true, breakpoints },
    on: { init: sync, slideChange: sync, breakpoint: sync, snapGridLengthChange: sync },
  });

  // Until swiper starts (near the viewport), the page count follows the same breakpoints, so the
  // status reads right on a phone ("1 / 10", not the pre-rendered desktop "1 / 5").
  useEffect(() => {
    if (swiper) return;
    const queries = Object.entries(breakpoints).map(([width, step]) => ({
      query: window.matchMedia(`(min-width: ${width}px)`),
      perPage: step.slidesPerView,
    }));
    const update = () => {
      const perPage = queries.filter(({ query }) => query.matches).at(-1)?.perPage ?? DESKTOP_PER_PAGE;
      setPages(pageCount(partners.length, perPage));
    };
    update();
    for (const { query } of queries) query.addEventListener('change', update);
    return () => {
      for (const { query } of queries) query.removeEventListener('change', update);
    };
  }, [swiper, partners.length]);

  const goToPage = (target: number) => {
    void start().then((instance) => {
      if (!instance) return;
      const next = wrapIndex(target, 0, instance.snapGrid.length);
      const perPage = Number(instance.params.slidesPerGroup ?? 1);
      instance.slideTo(Math.min(next * perPage, partners.length - 1));
    });
  };

  return (
    <div
      className={cx(styles.carousel, styles.partners)}
      role="group"
      aria-roledescription="carosello"
      aria-label={label}
      {...autoplay.handlers}
      onPointerDown={() => void start()}
      data-partners-carousel
    >
      <div ref={swiperElement} className="swiper partners-swiper">
        <ul className="swiper-wrapper">
          {partners.map((partner) => (
            <li key={partner.id} className="swiper-slide">
              <div className={styles.logoCard}>
                <SiteImage
                  src={partner.logo}
                  alt={partner.name}
                  width={200}
                  height={100}
                  picture={pictures?.[partner.logo]}
                  sizes={logoSizes}
                />
              </div>
            </li>
          ))}
        </ul>
      </div>

      <div className={cx(styles.controlBar, styles.partnersControls)}>
        <ScriptButton
          className={styles.button}
          type="button"
          onClick={() => goToPage(page - 1)}
          aria-label="Partner precedenti"
        >
          <ChevronLeft size={22} aria-hidden="true" />
        </ScriptButton>
        <span className={styles.pageStatus}>
          {page + 1} / {pages}
        </span>
        <div className={cx(styles.dots, styles.partnersDots)}>
          {Array.from({ length: pages }, (_, index) => (
            <ScriptButton
              className={styles.dot}
              key={index}
              type="button"
              onClick={() => goToPage(index)}
              aria-label={`Pagina ${index + 1} di ${pages} dei partner`}
              aria-current={index === page ? 'true' : undefined}
            >
              <span aria-hidden="true" />
            </ScriptButton>
          ))}
        </div>
        <ScriptButton
          className={styles.button}
          type="button"
          onClick={() => goToPage(page + 1)}
          aria-label="Partner successivi"
        >
          <ChevronRight size={22} aria-hidden="true" />
        </ScriptButton>
        <ScriptButton
          className={styles.button}
          type="button"
          onClick={autoplay.toggle}
          aria-label={
            autoplay.playing ? 'Metti in pausa lo scorrimento dei partner' : 'Avvia lo scorrimento dei partner'
          }
          data-autoplay={autoplay.playing ? 'playing' : 'paused'}
        >
          {autoplay.playing ? <Pause size={18} aria-hidden="true" /> : <Play size={18} aria-hidden="true" />}
        </ScriptButton>
      </div>
    </div>
  );
}
