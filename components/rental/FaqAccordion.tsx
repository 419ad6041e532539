'use client';

import { useId, useState } from 'react';
import styled from 'styled-components';
import { ChevronDown } from 'lucide-react';
import { tokens } from '@/components/theme/tokens';
import type { RentalFaq } from '@/content/rental';

/** One answer open at a time; activating the open question closes it (SPEC.md section 4). */
export function FaqAccordion({ items }: { items: readonly RentalFaq[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();

  return (
    <List>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-${item.id}-domanda`;
        const answerId = `${baseId}-${item.id}-risposta`;
        return (
          <Item key={item.id} data-open={open || undefined}>
            <Question>
              <Toggle
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={answerId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span>{item.question}</span>
                <ChevronDown size={22} aria-hidden="true" />
              </Toggle>
            </Question>
            <Answer id={answerId} aria-labelledby={buttonId} hidden={!open}>
              <p>{item.answer}</p>
            </Answer>
          </Item>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${tokens.space.sm};
  max-width: 52rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};

  &[data-open] {
    border-color: ${tokens.color.gold};
  }
`;

const Question = styled.h3`
  margin: 0;
  font-size: ${tokens.fontSize.lg};
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};
  width: 100%;
  min-height: 56px;
  padding: ${tokens.space.md} ${tokens.space.lg};
  border: 0;
  border-radius: ${tokens.radius.md};
  background: none;
  color: ${tokens.color.navy};
  font-weight: 700;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${tokens.color.surfaceWarm};
  }

  svg {
    flex: none;
    transition: transform ${tokens.motion.base} ease;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Answer = styled.section`
  padding: 0 ${tokens.space.lg} ${tokens.space.lg};
  color: ${tokens.color.muted};

  p {
    margin: 0;
  }
`;
