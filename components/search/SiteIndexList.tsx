import { searchText } from '@/content/search';
import { siteIndex } from '@/lib/siteIndex';
import styles from './SiteIndexList.module.css';

/**
 * The index of the site, by kind (lib/siteIndex.ts): /cerca's content without scripts, before a
 * query and beside a search with no result. Plain links: a document opens as the PDF.
 */
export function SiteIndexList() {
  return (
    <section className={styles.index} aria-labelledby="indice-sito">
      <h2 id="indice-sito">{searchText.indexTitle}</h2>
      <p>{searchText.indexIntro}</p>
      <div className={styles.groups}>
        {siteIndex().map((group) => (
          <section key={group.kind} aria-labelledby={`indice-${group.kind.toLowerCase()}`}>
            <h3 id={`indice-${group.kind.toLowerCase()}`}>
              {group.kind} <span>({group.entries.length})</span>
            </h3>
            <ul>
              {group.entries.map((entry) => (
                <li key={entry.href}>
                  <a href={entry.href}>{entry.title}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
