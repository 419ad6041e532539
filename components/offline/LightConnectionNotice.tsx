'use client';

import { useSyncExternalStore } from 'react';
import { onLightConnection } from './workerConversation';
import styles from './LightConnectionNotice.module.css';

const subscribe = () => () => undefined;

/**
 * On /offline, for a visitor with Save-Data on or a 2g connection: the worker then keeps only the
 * pages already opened (issue 61), so the list below it is not all on the device.
 */
export function LightConnectionNotice() {
  const light = useSyncExternalStore(
    subscribe,
    () => onLightConnection(),
    () => false,
  );
  if (!light) return null;
  return (
    <p className={styles.note}>
      Con il risparmio dati attivo o una connessione lenta, sul dispositivo restano solo le pagine che hai già aperto:
      quelle non ancora visitate, anche tra queste, si potranno aprire appena torni online.
    </p>
  );
}
