'use client';

import { useEffect } from 'react';
import { LazyErrorScreen } from '@/components/layout/LazyErrorScreen';

/**
 * The error boundary of every page (issue 43): it replaces the page's content only, so the header,
 * the footer and their phone number stay. Without it, Next showed its English screen instead.
 * Next 16 also passes `reset` and `retry`; neither helps when a chunk is gone or the signal is,
 * so the screen offers a full reload of the same address instead.
 */
export default function Error({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <LazyErrorScreen />;
}
