'use client';

import { startTransition, useEffect, useState } from 'react';

/**
 * False on an island's first render (the pre-rendered HTML's, hydration's and a client mount's
 * alike), true just after: for content whose code loads on demand once the page is interactive.
 * Unlike useHydrated, the switch is a transition: its render yields to the browser instead of
 * running synchronously in the task that ends hydration, which on the rental page was its longest
 * (issue 20's trace).
 */
export function useDeferredMount(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
  }, []);
  return mounted;
}
