import { ButtonLink } from '@/components/ui/Button';
import { Heading } from '@/components/ui/Heading';
import { MediaBand } from '@/components/ui/MediaBand';
import { SiteImage } from '@/components/ui/SiteImage';
import { centrePromo } from '@/content/home';
import styles from './CentrePromoSection.module.css';

/** Promo of the authorised respiratory-protection centre; its logo falls back to a placeholder. */
export function CentrePromoSection() {
  return (
    <MediaBand
      headingId="centro-titolo"
      tone="navy"
      side="start"
      proportion="wideText"
      align="center"
      frame="tile"
      media={
        <SiteImage
          data-centre-logo
          src={centrePromo.logo.src}
          alt={centrePromo.logo.alt}
          width={centrePromo.logo.width}
          height={centrePromo.logo.height}
        />
      }
    >
      <Heading id="centro-titolo" eyebrow={centrePromo.eyebrow} title={centrePromo.title} />
      <p className={styles.text}>{centrePromo.text}</p>
      <ButtonLink href={centrePromo.link}>{centrePromo.button}</ButtonLink>
    </MediaBand>
  );
}
