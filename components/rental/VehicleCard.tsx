import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { ArrowRight } from 'lucide-react';
import { tokens } from '@/components/theme/tokens';
import type { Vehicle } from '@/content/types';
import { cardSpecs } from '@/lib/fleet';
import { VehicleImage } from './VehicleImage';

interface VehicleCardProps {
  vehicle: Vehicle;
  categoryName: string;
  href: string;
  detailsLabel: string;
  missingLabel: string;
  onOpen: (id: number) => void;
}

/**
 * One vehicle of the fleet grid: picture, name, category and its first four specs.
 * The name is a real link to the vehicle's URL (crawlable, opens in a new tab with a modifier
 * key); a plain click opens the modal in place. The whole card is clickable.
 */
export function VehicleCard({ vehicle, categoryName, href, detailsLabel, missingLabel, onOpen }: VehicleCardProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(vehicle.id);
  };

  return (
    <Card data-vehicle-id={vehicle.id}>
      <VehicleImage src={vehicle.image} alt="" missingLabel={missingLabel} />
      <Category>{categoryName}</Category>
      <Name>
        <CardLink href={href} onClick={onClick}>
          {vehicle.name}
        </CardLink>
      </Name>
      <Specs>
        {cardSpecs(vehicle).map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </Specs>
      <More aria-hidden="true">
        {detailsLabel} <ArrowRight size={18} />
      </More>
    </Card>
  );
}

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  padding: ${tokens.space.md};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.line};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.card};
  transition:
    border-color ${tokens.motion.fast} ease,
    transform ${tokens.motion.fast} ease;

  &:hover,
  &:focus-within {
    border-color: ${tokens.color.gold};
  }

  @media (prefers-reduced-motion: no-preference) {
    &:hover {
      transform: translateY(-2px);
    }
  }
`;

const Category = styled.p`
  margin: ${tokens.space.xs} 0 0;
  font-size: ${tokens.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${tokens.color.goldText};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${tokens.fontSize.lg};
  line-height: ${tokens.lineHeight.tight};
  color: ${tokens.color.navy};
`;

const CardLink = styled.a`
  color: inherit;
  text-decoration: none;

  /* Stretched link: the whole card is the click target. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${tokens.radius.lg};
  }

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

const Specs = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokens.space.sm};
  margin: ${tokens.space.xs} 0 0;

  div {
    padding: ${tokens.space.xs} ${tokens.space.sm};
    border-radius: ${tokens.radius.sm};
    background: ${tokens.color.surfaceWarm};
  }

  dt {
    font-size: ${tokens.fontSize.xs};
    color: ${tokens.color.muted};
  }

  dd {
    margin: 0;
    font-size: ${tokens.fontSize.sm};
    font-weight: 700;
    color: ${tokens.color.ink};
    overflow-wrap: anywhere;
  }
`;

const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.xs};
  margin-top: auto;
  padding-top: ${tokens.space.sm};
  font-weight: 700;
  color: ${tokens.color.navy};
`;
