import { Section } from '@/components/ui/Section';
import { Fact, Figures } from '@/components/ui/FactList';
import { eProcurement } from '@/content/eProcurement';
import styles from './PunchOutSection.module.css';

/** PunchOut focus: the typical return figures (docs/product.md, "Fixed figures"). */
export function PunchOutSection() {
  const { punchOut } = eProcurement;
  return (
    <Section
      headingId="punchout-titolo"
      eyebrow={punchOut.eyebrow}
      title={punchOut.title}
      intro={punchOut.text}
      tone="navy"
    >
      <Figures variant="deepTiles" className={styles.figures}>
        {punchOut.figures.map((figure) => (
          <Fact key={figure.id} term={figure.label}>
            {figure.value}
          </Fact>
        ))}
      </Figures>
    </Section>
  );
}
