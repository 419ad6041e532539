import { createGlobalStyle } from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import styles from './UpdateNotice.module.css';

/** Says a newer build is installed and waiting; "Aggiorna" lets it take over (OfflineSupport). */
export default function UpdateNotice({ onUpdate }: { onUpdate: () => void }) {
  return (
    <>
      <PhoneRoom />
      <div className={styles.notice} role="status">
        <span>Nuova versione disponibile</span>
        <button type="button" onClick={onUpdate}>
          Aggiorna
        </button>
      </div>
    </>
  );
}

/** The band's height on a phone (.notice's `height` in the module), made room for above the page's content. */
const PHONE_BAND = '4rem';

// While the notice shows on a phone, the page starts that much lower and focus scrolls clear of
// both the header and the band. These rules must hold only while the notice is mounted, which a
// CSS module cannot say without :has() (not in Firefox 112-120, docs/browsers.md), so they stay
// a global style that comes and goes with the component (this module only ever loads in the
// browser, lazily, from OfflineSupport).
const PhoneRoom = createGlobalStyle`
  html {
    scroll-padding-top: calc(${tokens.layout.headerHeight} + ${PHONE_BAND} + 1rem);
  }

  main#contenuto {
    padding-top: ${PHONE_BAND};
  }

  ${media.md} {
    html {
      scroll-padding-top: calc(${tokens.layout.headerHeight} + 1rem);
    }

    main#contenuto {
      padding-top: 0;
    }
  }
`;
