import { X } from '@/components/icons';
import { buttonClassName } from '@/components/ui/Button';
import { SiteLink } from '@/components/ui/SiteLink';
import { pages } from '@/content/pages';
import { CookieBannerShell } from './CookieBannerShell';
import styles from './CookieBanner.module.css';

/**
 * Cookie notice per the Garante guidelines of 10 June 2021: "Accetta" allows third-party
 * embeds; the X (or Escape) closes it keeping only technical storage. It is in the pre-rendered
 * HTML so a first visit paints it at once; for returning visitors consentBootScript has already
 * marked <html data-consent>, which hides it before the first paint, and hydration then removes
 * it. With scripts off nothing could record a choice, so it is not shown at all.
 *
 * WCAG 2.2 focus rules: it comes right after the skip link in the focus order; while it is open
 * the page keeps its height as bottom padding and scroll padding, so every link can scroll clear
 * of it and a focused element is scrolled above it; after a choice focus goes back to where the
 * visitor was (or to the main content), never to <body>.
 *
 * The text, its link, the close icon and the styles are here, on the server; the island renders
 * the banner inside the frame: the script every page loads then carries neither the page list,
 * icon code nor CSS. Its Accept is a plain button given the buttons' class (ui/Button), passed
 * as a string, so the island carries neither the Button component nor its styles.
 */
export function CookieBanner() {
  return (
    <div className={styles.frame}>
      <CookieBannerShell closeIcon={<X size={22} aria-hidden="true" />} acceptClassName={buttonClassName}>
        <p>
          Usiamo solo cookie tecnici necessari al funzionamento del sito. Con il tuo consenso carichiamo anche contenuti
          di terze parti, come la mappa della sede. Chiudendo questo avviso restano attivi solo i cookie tecnici.
          Dettagli nella <SiteLink href={pages.privacy.path}>privacy policy</SiteLink>.
        </p>
      </CookieBannerShell>
    </div>
  );
}
