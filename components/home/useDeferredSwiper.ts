'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { whenPageIdle } from '@/lib/pageIdle';

/** When a carousel's swiper starts, unless the visitor reaches for it first. */
export type SwiperStart = 'idle' | 'near';

/**
 * Starts swiper on a carousel's server-rendered markup (.swiper > .swiper-wrapper > .swiper-slide,
 * laid out by Carousel.module.css before it starts) later than hydration: once the page is idle after
 * load ('idle', the hero) or when the carousel comes near the viewport ('near', the partners), and
 * at the latest when the visitor reaches for it (`start()`: a press or touch on the carousel, or
 * any of its controls, by mouse or keyboard).
 *
 * Why (issue 20): swiper's module and its first layout pass ran inside the hydration task that a
 * slow phone's first tap waits for. Imported on demand, its code also leaves the page's first load.
 *
 * `options` are read once, when swiper starts; `speed` (0 under reduced motion) and the `on`
 * handlers are always the latest ones passed.
 */
export function useDeferredSwiper<T extends HTMLElement>(
  ref: RefObject<T | null>,
  {
    when,
    speed,
    options,
    on,
  }: {
    when: SwiperStart;
    speed: number;
    options: SwiperOptions;
    on: Partial<
      Record<'init' | 'slideChange' | 'breakpoint' | 'snapGridLengthChange', (swiper: SwiperInstance) => void>
    >;
  },
) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const latest = useRef({ speed, options, on });
  latest.current = { speed, options, on };
  const starting = useRef<Promise<SwiperInstance | null> | null>(null);
  const unmounted = useRef(false);

  const start = useCallback((): Promise<SwiperInstance | null> => {
    starting.current ??= import('swiper').then(({ default: Swiper }) => {
      const element = ref.current;
      if (!element || unmounted.current) return null;
      const handler = (name: keyof typeof latest.current.on) => (instance: SwiperInstance) =>
        latest.current.on[name]?.(instance);
      const instance = new Swiper(element, {
        ...latest.current.options,
        speed: latest.current.speed,
        on: {
          init: handler('init'),
          slideChange: handler('slideChange'),
          breakpoint: handler('breakpoint'),
          snapGridLengthChange: handler('snapGridLengthChange'),
        },
      });
      setSwiper(instance);
      return instance;
    });
    return starting.current;
  }, [ref]);

  useEffect(() => {
    unmounted.current = false;
    const element = ref.current;
    let cancel = () => {};
    if (when === 'idle') cancel = whenPageIdle(() => void start());
    else if (element && 'IntersectionObserver' in window) {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            void start();
          }
        },
        { rootMargin: '50% 0px' },
      );
      observer.observe(element);
      cancel = () => observer.disconnect();
    } else void start();
    return () => {
      cancel();
      unmounted.current = true;
    };
  }, [ref, start, when]);

  useEffect(() => {
    if (swiper) swiper.params.speed = speed;
  }, [swiper, speed]);

  useEffect(
    () => () => {
      swiper?.destroy(true, false);
    },
    [swiper],
  );

  return { swiper, start };
}
