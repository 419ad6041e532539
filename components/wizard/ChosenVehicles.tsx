'use client';

import { forwardRef } from 'react';
import { X } from 'lucide-react';
import styled from 'styled-components';
import { SmallButton } from '@/components/ui/SmallButton';
import { tokens } from '@/components/theme/tokens';
import { wizardText } from '@/content/wizard';

interface ChosenVehiclesProps {
  id: string;
  vehicles: readonly { id: string; name: string; categoryName: string }[];
  onRemove: (id: string) => void;
}

/**
 * The vehicles already in a request for several machines (issue 12), each with a button that
 * takes it out. The heading takes focus after an add or a removal, so focus never falls to
 * the page and the new count is read out.
 */
export const ChosenVehicles = forwardRef<HTMLHeadingElement, ChosenVehiclesProps>(function ChosenVehicles(
  { id, vehicles, onRemove },
  headingRef,
) {
  return (
    <Box aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {wizardText.chosenVehicles(vehicles.length)}
      </Title>
      <List>
        {vehicles.map((vehicle) => (
          <li key={vehicle.id}>
            <span>
              <strong>{vehicle.name}</strong>
              <small>{vehicle.categoryName}</small>
            </span>
            <SmallButton
              type="button"
              onClick={() => onRemove(vehicle.id)}
              aria-label={wizardText.removeVehicle(vehicle.name)}
            >
              <X size={18} aria-hidden="true" />
              {wizardText.remove}
            </SmallButton>
          </li>
        ))}
      </List>
    </Box>
  );
});

const Box = styled.section`
  padding: ${tokens.space.md};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surfaceWarm};
`;

const Title = styled.h5`
  margin: 0 0 ${tokens.space.sm};
  font-size: ${tokens.fontSize.md};
  color: ${tokens.color.navy};

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 3px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${tokens.space.sm};
    padding: ${tokens.space.sm} ${tokens.space.md};
    border: 1px solid ${tokens.color.line};
    border-radius: ${tokens.radius.sm};
    background: ${tokens.color.surface};
  }

  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  strong {
    color: ${tokens.color.navy};
  }

  small {
    font-size: ${tokens.fontSize.sm};
    color: ${tokens.color.muted};
  }
`;
