import { Container } from '@/components/ui/Container';
import { ButtonLink } from '@/components/ui/Button';
import { SiteImage } from '@/components/ui/SiteImage';
import { photoProps, slideSizes } from '@/lib/images/picture';
import { pictureFor } from '@/lib/images/pictures';
import type { Slide } from '@/content/types';
import styles from './HeroSlide.module.css';

/**
 * One hero slide, rendered on the server (HeroSlider only moves them). The first slide's image
 * loads eagerly with high priority: it is the LCP candidate. Its title is an H2 like the others:
 * the page's H1 sits outside the slider (HeroSection), because a slide out of view is inert and
 * would take an H1 out of the accessibility tree with it.
 */
export function HeroSlide({ slide, first }: { slide: Slide; first: boolean }) {
  return (
    <div className={styles.slideFrame}>
      <SiteImage
        className="hero-image"
        src={slide.image}
        alt=""
        width={1440}
        height={850}
        priority={first}
        {...photoProps(pictureFor(slide.image), slideSizes)}
      />
      <Container className={styles.slideContent}>
        <h2 className={styles.slideTitle}>{slide.title}</h2>
        <p className={styles.slideText}>{slide.description}</p>
        <ButtonLink href={slide.buttonLink}>{slide.buttonText}</ButtonLink>
      </Container>
    </div>
  );
}
