'use client';

import { useId, useState, type ReactNode } from 'react';
import { Check, ChevronDown } from 'lucide-react';
import styled from 'styled-components';
import { media, tokens } from '@/components/theme/tokens';
import { SiteImage } from '@/components/ui/SiteImage';

export interface SolutionItem {
  id: string;
  title: string;
  description: string;
  details: readonly string[];
  image: string;
  /** The icon, rendered on the server. */
  icon: ReactNode;
}

/**
 * The three solution cards: each title is a disclosure button; one card is open at a time,
 * clicking the open one closes it (SPEC.md section 4).
 */
export function SolutionAccordion({ items, detailsLabel }: { items: readonly SolutionItem[]; detailsLabel: string }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();

  return (
    <Cards>
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-${item.id}-pulsante`;
        const panelId = `${baseId}-${item.id}-dettagli`;
        return (
          <Card key={item.id} data-open={open || undefined}>
            <Heading>
              <Toggle
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <IconBadge aria-hidden="true">{item.icon}</IconBadge>
                <span>{item.title}</span>
                <Chevron size={24} aria-hidden="true" />
              </Toggle>
            </Heading>
            <Description>{item.description}</Description>
            <Panel id={panelId} aria-labelledby={buttonId} hidden={!open}>
              <SiteImage src={item.image} alt="" width={400} height={200} />
              <DetailsTitle>{detailsLabel}</DetailsTitle>
              <Details>
                {item.details.map((detail) => (
                  <li key={detail}>
                    <Check size={18} aria-hidden="true" />
                    {detail}
                  </li>
                ))}
              </Details>
            </Panel>
          </Card>
        );
      })}
    </Cards>
  );
}

const Cards = styled.ul`
  display: grid;
  gap: ${tokens.space.lg};
  align-items: start;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Card = styled.li`
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow.card};
  transition: border-color ${tokens.motion.fast} ease;

  &[data-open] {
    border-color: ${tokens.color.gold};
  }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${tokens.fontSize.h3};
  line-height: ${tokens.lineHeight.tight};
`;

const Toggle = styled.button`
  display: flex;
  gap: ${tokens.space.md};
  align-items: center;
  width: 100%;
  min-height: 48px;
  padding: ${tokens.space.lg} ${tokens.space.lg} ${tokens.space.sm};
  border: 0;
  border-radius: ${tokens.radius.lg} ${tokens.radius.lg} 0 0;
  background: transparent;
  color: ${tokens.color.navy};
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;

  &:hover {
    color: ${tokens.color.goldText};
  }

  & > span:nth-of-type(2) {
    flex: 1;
  }
`;

const IconBadge = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.navy};
  color: ${tokens.color.goldBright};
`;

const Chevron = styled(ChevronDown)`
  flex: none;
  transition: transform ${tokens.motion.base} ease;

  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }

  ${media.reducedMotion} {
    transition: none;
  }
`;

const Description = styled.p`
  margin: 0;
  padding: 0 ${tokens.space.lg} ${tokens.space.lg};
  color: ${tokens.color.muted};
`;

const Panel = styled.section`
  padding: 0 ${tokens.space.lg} ${tokens.space.lg};

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 2 / 1;
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.navy};
  }
`;

const DetailsTitle = styled.h4`
  margin: ${tokens.space.lg} 0 ${tokens.space.sm};
  font-size: ${tokens.fontSize.md};
  color: ${tokens.color.navy};
`;

const Details = styled.ul`
  display: grid;
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${tokens.space.sm};
    align-items: flex-start;
  }

  svg {
    flex: none;
    margin-top: 0.25rem;
    color: ${tokens.color.success};
  }
`;
