import { ChevronDown } from '@/components/icons';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import type { FaqEntry } from '@/lib/structuredData';

interface FaqListProps {
  items: readonly FaqEntry[];
  /**
   * The `name` shared by the page's questions: the browser keeps one answer open at a time and
   * closes the open one when its question is activated again (docs/product.md, "Behaviour"), with no script.
   */
  name: string;
}

/**
 * Questions as native disclosures (<details>/<summary>): they open with mouse, keyboard and
 * screen readers before any script arrives, and the answers are in the HTML for search engines.
 */
export function FaqList({ items, name }: FaqListProps) {
  return (
    <List>
      {items.map((item) => (
        <li key={item.question}>
          <Item name={name}>
            <summary>
              <Question>{item.question}</Question>
              <ChevronDown size={22} aria-hidden="true" />
            </summary>
            <p>{item.answer}</p>
          </Item>
        </li>
      ))}
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

const Question = styled.h3`
  margin: 0;
  font-size: ${tokens.fontSize.lg};
  color: ${tokens.color.navy};
`;

const Item = styled.details`
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};

  &[open] {
    border-color: ${tokens.color.gold};
  }

  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${tokens.space.md};
    min-height: 56px;
    padding: ${tokens.space.md} ${tokens.space.lg};
    border-radius: ${tokens.radius.md};
    color: ${tokens.color.navy};
    cursor: pointer;
    list-style: none;
  }

  summary::-webkit-details-marker {
    display: none;
  }

  summary:hover {
    background: ${tokens.color.surfaceWarm};
  }

  summary svg {
    flex: none;
    transition: transform ${tokens.motion.base} ease;
  }

  &[open] summary svg {
    transform: rotate(180deg);
  }

  p {
    margin: 0;
    padding: 0 ${tokens.space.lg} ${tokens.space.lg};
    color: ${tokens.color.muted};
  }
`;
