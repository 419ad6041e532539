import { Section } from '@/components/ui/Section';
import { Icon } from '@/components/icons';
import { values } from '@/content/home';
import styles from './ValuesSection.module.css';

/** The four company values, each with its icon and accent colour. */
export function ValuesSection() {
  return (
    <Section headingId="valori-titolo" eyebrow={values.eyebrow} title={values.title} intro={values.intro}>
      <ul className={styles.list}>
        {values.items.map((value) => (
          <li key={value.id} className={styles.item} data-accent={value.color}>
            <span className={styles.badge} aria-hidden="true">
              <Icon name={value.icon} size={26} />
            </span>
            <h3 className={styles.title}>{value.title}</h3>
            <p className={styles.text}>{value.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
