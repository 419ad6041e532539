'use client';

import { lazy, Suspense } from 'react';

// Every page's first load carries this boundary; the screen's code (hero, buttons, phone) comes in
// its own chunk, fetched only when a page fails (the worker precaches it). If that chunk cannot
// load either, the failure reaches app/global-error.tsx, which needs no other code.
const ErrorScreen = lazy(() => import('@/components/layout/ErrorScreen'));

/**
 * The error boundary of every page (issue 43): it replaces the page's content only, so the header,
 * the footer and their phone number stay. Without it, Next showed its English screen instead.
 */
export default function PageError() {
  return (
    <Suspense fallback={null}>
      <ErrorScreen />
    </Suspense>
  );
}
