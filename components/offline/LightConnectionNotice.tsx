'use client';

import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { onLightConnection } from './workerConversation';

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
    <Note>
      Con il risparmio dati attivo o una connessione lenta, sul dispositivo restano solo le pagine che hai già aperto:
      quelle non ancora visitate, anche tra queste, si potranno aprire appena torni online.
    </Note>
  );
}

const Note = styled.p`
  margin: 0 0 ${tokens.space.md};
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-left: 4px solid ${tokens.color.gold};
  background: ${tokens.color.surfaceSoft};
  color: ${tokens.color.ink};
`;
