'use client';

import type { ReactNode } from 'react';
import { ServerStyleCollector } from './ServerStyleCollector';

/**
 * In the browser the registry is only its children: the check below is a constant there (Next
 * replaces `typeof window` when it compiles), so the collector and styled-components with it
 * stay out of the route's scripts. styled-components then loads only with an island that uses it.
 */
export function StyledComponentsRegistry({ children }: { children: ReactNode }) {
  if (typeof window !== 'undefined') return <>{children}</>;
  return <ServerStyleCollector>{children}</ServerStyleCollector>;
}
