import type { ComponentPropsWithRef } from 'react';
import { Chip } from './Chip';

/**
 * A compact outlined button for secondary actions inside lists and forms (remove an item,
 * clear the filters): 44 px tall for touch. data-shape="icon" makes it a 44 px square for an
 * icon with an accessible name. The `small` look of Chip.
 */
export function SmallButton(props: ComponentPropsWithRef<'button'>) {
  return <Chip variant="small" {...props} />;
}
