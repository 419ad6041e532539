import { ChevronDown } from '@/components/icons';
import type { FaqEntry } from '@/lib/structuredData';
import styles from './FaqList.module.css';

interface FaqListProps {
  items: readonly FaqEntry[];
  /**
   * The `name` shared by the page's questions: the browser keeps one answer open at a time and
   * closes the open one when its question is activated again (docs/product.md, "Behaviour"), with no script.
   */
  name: string;
}

/**
 * Questions as native disclosures (<details>/<summary>): they open with mouse, keyboard and
 * screen readers before any script arrives, and the answers are in the HTML for search engines.
 */
export function FaqList({ items, name }: FaqListProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.question}>
          <details className={styles.item} name={name}>
            <summary>
              <h3 className={styles.question}>{item.question}</h3>
              <ChevronDown size={22} aria-hidden="true" />
            </summary>
            <p>{item.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
