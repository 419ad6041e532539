'use client';

import { useRef } from 'react';
import styled from 'styled-components';
import { useEarlyInput } from './earlyInput';

/** A field only bots fill in. Off-screen, out of the tab order and hidden from assistive technology. */
export function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  // A bot that fills the page before its script arrives is still caught.
  const ref = useRef<HTMLInputElement>(null);
  useEarlyInput(ref, (typed) => onChange(String(typed)));
  return (
    <HoneypotBox aria-hidden="true">
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
    </HoneypotBox>
  );
}

const HoneypotBox = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
