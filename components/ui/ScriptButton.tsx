'use client';

import type { ComponentPropsWithRef } from 'react';
import { useHydrated } from './useHydrated';

/**
 * A button whose action is its island's script. The pre-rendered HTML shows it before that script
 * has arrived, when a press would do nothing and be lost without a word (issue 66), so it stays
 * disabled until its island hydrates, as the forms' submit buttons do. Its own styles set its
 * colours, so it looks the same in both states; only its own state re-renders when it turns on.
 */
export function ScriptButton({ disabled, type = 'button', ...props }: ComponentPropsWithRef<'button'>) {
  const hydrated = useHydrated();
  return <button type={type} {...props} disabled={disabled || !hydrated} />;
}
