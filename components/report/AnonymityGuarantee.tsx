import { ShieldCheck } from '@/components/icons';
import { report } from '@/content/report';
import styles from './AnonymityGuarantee.module.css';

/** What the site itself does to keep the report anonymous (docs/product.md, decision "anonymity"). */
export function AnonymityGuarantee() {
  return (
    <section className={styles.box} aria-labelledby="garanzia-anonimato">
      <h3 className={styles.title} id="garanzia-anonimato">
        <ShieldCheck size={22} aria-hidden="true" />
        {report.guarantee.title}
      </h3>
      <ul>
        {report.guarantee.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
