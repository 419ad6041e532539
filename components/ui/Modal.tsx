'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';

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
    <Dialog
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
      <Panel>
        <Head>
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" aria-label="Chiudi" onClick={() => onCloseRef.current()}>
            <X size={22} aria-hidden="true" />
          </CloseButton>
        </Head>
        <Body>{children}</Body>
      </Panel>
    </Dialog>
  );
}

const Dialog = styled.dialog`
  width: min(100% - 1rem, 44rem);
  max-height: calc(100dvh - 1rem);
  padding: 0;
  border: 0;
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  color: ${tokens.color.ink};
  box-shadow: ${tokens.shadow.raised};

  &[data-size='lg'] {
    width: min(100% - 1rem, 68rem);
  }

  &[data-size='full'] {
    width: calc(100% - 1rem);
    height: calc(100dvh - 1rem);
  }

  &::backdrop {
    background: ${tokens.color.overlay};
  }

  ${media.md} {
    max-height: calc(100dvh - 4rem);
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100%;
  max-height: inherit;
`;

const Head = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};
  padding: ${tokens.space.md} ${tokens.space.lg};
  background: ${tokens.color.surface};
  border-bottom: 1px solid ${tokens.color.line};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${tokens.fontSize.h3};
  line-height: ${tokens.lineHeight.tight};
  color: ${tokens.color.navy};
`;

const CloseButton = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${tokens.radius.sm};
  background: ${tokens.color.surfaceWarm};
  color: ${tokens.color.navy};
  cursor: pointer;

  &:hover {
    background: ${tokens.color.surfaceSoft};
  }
`;

const Body = styled.div`
  flex: 1;
  padding: ${tokens.space.lg};
  overflow: auto;
  /* The scrollbar's room kept from the start where scrollbars take room (desktop Windows, Linux):
     content that grows past the dialog then does not narrow it. The PDF viewer draws its page to
     the width it has, and without this drew it twice on opening, emptying and refilling the text
     layer, as the scrollbar came, went with the old canvas, and came back. */
  scrollbar-gutter: stable;
`;
