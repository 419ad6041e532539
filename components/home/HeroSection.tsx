import { heroTiming, homeHeading, slides } from '@/content/home';
import { HeroSlider } from './HeroSlider';
import { HeroSlide } from './HeroSlide';

/**
 * The home hero: server-rendered slides inside the client slider that moves them, after the
 * page's H1 (kept out of the slides, which turn inert when out of view).
 */
export function HeroSection() {
  return (
    <>
      <h1 className="visually-hidden">{homeHeading}</h1>
      <HeroSlider
        titles={slides.map((slide) => slide.title)}
        autoplayMs={heroTiming.autoplayMs}
        transitionMs={heroTiming.transitionMs}
        label="In evidenza"
      >
        {slides.map((slide, index) => (
          <HeroSlide key={slide.id} slide={slide} first={index === 0} />
        ))}
      </HeroSlider>
    </>
  );
}
