'use client';

import { consentStore } from '@/components/consent/consentStore';
import { Button } from '@/components/ui/Button';

/** Reopens the cookie choice from inside the cookies policy, like the footer's 'Preferenze cookie'. */
export function CookiePreferencesAction({ label }: { label: string }) {
  return (
    <Button type="button" data-variant="ghost" onClick={() => consentStore.review()}>
      {label}
    </Button>
  );
}
