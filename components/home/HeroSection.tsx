import { heroTiming, slides } from '@/content/home';
import { HeroSlider } from './HeroSlider';
import { HeroSlide } from './HeroSlide';

/** The home hero: server-rendered slides inside the client slider that moves them. */
export function HeroSection() {
  return (
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
  );
}
