import styles from './CallLabel.module.css';

/**
 * The text of a tel: link that reads "Chiama … +39 095 …". The label keeps its words together and
 * the number (non-breaking in the company config) stays whole; the only place the line may break
 * is between the two, as a flex wrap, so the link holds no breakable space at all (html-validate
 * tel-non-breaking) and still fits a 360 px phone.
 */
export function CallLabel({ label, phone }: { label: string; phone: string }) {
  return (
    <span className={styles.wrap}>
      <span>{label.replace(/ /g, '\u00a0')}</span>
      {'\u00a0'}
      <span>{phone}</span>
    </span>
  );
}
