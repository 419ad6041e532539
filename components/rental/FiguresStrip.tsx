import { Container } from '@/components/ui/Container';
import { Fact, Figures } from '@/components/ui/FactList';
import { rental } from '@/content/rental';
import styles from './FiguresStrip.module.css';

/** The figures band: 20+ vehicles, 20+ years, 800+ clients, 24/7 assistance (docs/product.md, "Fixed figures"). */
export function FiguresStrip() {
  const { figures } = rental;
  return (
    <section className={styles.band} aria-labelledby="cifre-titolo" data-tone="navy">
      <Container>
        <h2 id="cifre-titolo" className="visually-hidden">
          {figures.title}
        </h2>
        <Figures variant="band" className={styles.figures}>
          {figures.items.map((item) => (
            <Fact key={item.label} term={item.label}>
              {item.value}
            </Fact>
          ))}
        </Figures>
      </Container>
    </section>
  );
}
