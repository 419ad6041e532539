import { Section } from '@/components/ui/Section';
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
      <dl className={styles.figures}>
        {punchOut.figures.map((figure) => (
          <div key={figure.id}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
