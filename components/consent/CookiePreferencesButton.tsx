import { CookiePreferencesIsland } from './CookiePreferencesIsland';
import styles from './CookiePreferencesButton.module.css';

/**
 * Footer link that reopens the cookie choice. Its look is made here, on the server, so the script
 * every page loads carries only the click.
 */
export function CookiePreferencesButton() {
  return (
    <span className={styles.slot}>
      <CookiePreferencesIsland />
    </span>
  );
}
