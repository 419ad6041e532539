'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import styles from './Modal.module.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading; it also names the dialog. */
  title: ReactNode;
  children: ReactNode;
  size?: 'md' | 'lg' | 'full';
}

/**
 * Accessible modal on the platform's <dialog>: showModal() makes the rest of the page inert
 * (focus stays inside) and gives Escape for free. We add backdrop-click closing, scroll
 * locking and returning focus to whatever opened it.
 */
export function Modal({ open, onClose, title, children, size = 'md' }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    if (!dialog.open) dialog.showModal();
    root.style.overflow = 'hidden';
    return () => {
      if (dialog.open) dialog.close();
      root.style.overflow = previousOverflow;
      // Back to whatever opened it; if that is gone (re-rendered, filtered away), to the main
      // content rather than letting focus fall to <body>.
      const target = opener?.isConnected && opener !== document.body ? opener : document.getElementById('contenuto');
      target?.focus();
    };
  }, [open]);

  if (!open) return null;

  return (
    // A click on the backdrop is a pointer's extra way out; the keyboard has Escape (onCancel) and
    // the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      className={styles.dialog}
      ref={dialogRef}
      aria-labelledby={titleId}
      data-size={size}
      onCancel={(event) => {
        // Escape: let React state drive closing so the opener gets focus back.
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        // A click whose target is the <dialog> itself landed on the backdrop.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 className={styles.title} id={titleId}>
            {title}
          </h2>
          <button className={styles.close} type="button" aria-label="Chiudi" onClick={() => onCloseRef.current()}>
            <X size={22} aria-hidden="true" />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
