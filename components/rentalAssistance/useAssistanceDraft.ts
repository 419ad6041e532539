'use client';

import { useEffect, useLayoutEffect, useState } from 'react';
import { ASSISTANCE_TYPES } from '@/content/assistanceForm';
import { initialAssistanceState, MACHINE_PARAM, type AssistanceState } from '@/lib/assistanceRequest';

export const ASSISTANCE_DRAFT_KEY = 'gielle.assistance-draft';

/** A stored draft, or null when it is not one (another version, tampered, unreadable). */
function parseDraft(text: string | null): AssistanceState | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<AssistanceState>;
    if (typeof value !== 'object' || value === null) return null;
    const draft = { ...initialAssistanceState };
    for (const key of Object.keys(initialAssistanceState) as (keyof AssistanceState)[]) {
      if (typeof value[key] === typeof initialAssistanceState[key]) Object.assign(draft, { [key]: value[key] });
    }
    if (draft.type !== '' && !ASSISTANCE_TYPES.includes(draft.type)) draft.type = '';
    return draft;
  } catch {
    return null;
  }
}

/**
 * The form's answers, kept in sessionStorage until the request leaves, so a reload or a call taken
 * mid-way loses nothing typed (as the wizard's draft, components/wizard/useWizardDraft.ts). A
 * vehicle page's link chooses its machine, over the draft's. A layout effect, so what the visitor
 * typed before hydration (useEarlyInput, a passive effect) lands after it and wins.
 */
export function useAssistanceDraft(machines: readonly string[], done: boolean) {
  const [state, setState] = useState<AssistanceState>(initialAssistanceState);
  const [loaded, setLoaded] = useState(false);

  useLayoutEffect(() => {
    let next = initialAssistanceState;
    try {
      next = parseDraft(window.sessionStorage.getItem(ASSISTANCE_DRAFT_KEY)) ?? next;
    } catch {
      // Storage unavailable: start empty.
    }
    const machine = new URLSearchParams(window.location.search).get(MACHINE_PARAM);
    if (machine && machines.includes(machine)) next = { ...next, machine };
    if (!machines.includes(next.machine)) next = { ...next, machine: '' };
    setState(next);
    setLoaded(true);
  }, [machines]);

  // The privacy consent is asked again: it is given for one sending, not stored.
  useEffect(() => {
    if (!loaded || done) return;
    try {
      if (state === initialAssistanceState) window.sessionStorage.removeItem(ASSISTANCE_DRAFT_KEY);
      else window.sessionStorage.setItem(ASSISTANCE_DRAFT_KEY, JSON.stringify({ ...state, privacy: false }));
    } catch {
      // Storage full or blocked: the form still works, only the draft is not kept.
    }
  }, [loaded, state, done]);

  return { state, setState };
}

export function clearAssistanceDraft() {
  try {
    window.sessionStorage.removeItem(ASSISTANCE_DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}
