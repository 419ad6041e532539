'use client';

import type { ComponentPropsWithRef } from 'react';
import { useHydrated } from './useHydrated';

/**
 * A button whose action is its island's script. The pre-rendered HTML shows it before that script
 * has arrived, when a press would do nothing and be lost without a word (issue 66), so it stays
 * disabled until its island hydrates, as the forms' submit buttons do, and looks it where its
 * styles say so (the shared button styles dim it, as they dim a submit button). Only the button
 * re-renders when it turns on, not its island.
 */
export function ScriptButton({ disabled, type = 'button', ...props }: ComponentPropsWithRef<'button'>) {
  const hydrated = useHydrated();
  return <button type={type} {...props} disabled={disabled || !hydrated} />;
}
