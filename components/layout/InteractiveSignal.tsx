'use client';

import { useEffect } from 'react';

/**
 * Marks <html data-interactive> once the page has hydrated: the last island of the root layout,
 * so its effect runs after those of every island rendered before it. Styles and tests read it as
 * the moment a visitor's action reaches the page's scripts (before it, only the HTML answers).
 */
export function InteractiveSignal() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}
