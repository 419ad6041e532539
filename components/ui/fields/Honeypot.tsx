'use client';

import { useRef } from 'react';
import { useEarlyInput } from './earlyInput';
import styles from './fieldBase.module.css';

/** A field only bots fill in. Off-screen, out of the tab order and hidden from assistive technology. */
export function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  // A bot that fills the page before its script arrives is still caught.
  const ref = useRef<HTMLInputElement>(null);
  useEarlyInput(ref, (typed) => onChange(String(typed)));
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Non compilare questo campo</label>
      <input
        ref={ref}
        id={id}
        name={id}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
