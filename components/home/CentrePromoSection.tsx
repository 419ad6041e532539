import { Container } from '@/components/ui/Container';
import { ButtonLink } from '@/components/ui/Button';
import { Eyebrow } from '@/components/ui/Section';
import { SiteImage } from '@/components/ui/SiteImage';
import { centrePromo } from '@/content/home';
import styles from './CentrePromoSection.module.css';

/** Promo of the authorised respiratory-protection centre; its logo falls back to a placeholder. */
export function CentrePromoSection() {
  return (
    <section className={styles.band} aria-labelledby="centro-titolo" data-tone="navy">
      <Container className={styles.inner}>
        <div className={styles.logoFrame}>
          <SiteImage
            data-centre-logo
            src={centrePromo.logo.src}
            alt={centrePromo.logo.alt}
            width={centrePromo.logo.width}
            height={centrePromo.logo.height}
          />
        </div>
        <div>
          <Eyebrow>{centrePromo.eyebrow}</Eyebrow>
          <h2 className={styles.title} id="centro-titolo">
            {centrePromo.title}
          </h2>
          <p className={styles.text}>{centrePromo.text}</p>
          <ButtonLink href={centrePromo.link}>{centrePromo.button}</ButtonLink>
        </div>
      </Container>
    </section>
  );
}
