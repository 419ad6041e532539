import { ChevronDown } from 'lucide-react';
import styled from 'styled-components';
import { tokens } from '@/components/theme/tokens';
import { FaqJsonLd } from '@/components/seo/JsonLd';
import { Section } from '@/components/ui/Section';
import { contacts } from '@/content/contacts';

/**
 * Three FAQs as native disclosure widgets (keyboard and screen reader support with no script),
 * and the same questions as schema.org FAQPage for search engines.
 */
export function FaqSection() {
  return (
    <Section headingId="contatti-faq" title={contacts.faq.title} tone="warm">
      <List>
        {contacts.faq.items.map((item) => (
          <Item key={item.question}>
            <summary>
              <span>{item.question}</span>
              <ChevronDown size={20} aria-hidden="true" />
            </summary>
            <p>{item.answer}</p>
          </Item>
        ))}
      </List>
      <FaqJsonLd items={contacts.faq.items} />
    </Section>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
  max-width: 52rem;
`;

const Item = styled.details`
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};

  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${tokens.space.md};
    min-height: 48px;
    padding: ${tokens.space.md} ${tokens.space.lg};
    font-weight: 700;
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
    transition: transform ${tokens.motion.fast} ease;
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
